import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import enUS from "@/locales/en-US.json";
import { stubInView } from "@/test/stub-in-view";
import { ok } from "@/test/browser-api";
import { renderDesign, withTestApi } from "@/test/render-design";
import { StatisticsSection } from "@/builder/right/statistics-section";
import { useBuilderStore } from "@/builder/store/builder-store";

const text = enUS.builderRight.statistics;
const server = withTestApi();
// The list loads once the section nears the view: here it is in view at once.
stubInView();
afterEach(() => useBuilderStore.getState().unload());

const id = "down00000000000000001";

describe("recent downloads in the Statistics section", () => {
  it("lists each download with the version it printed, and compares what was downloaded with now", async () => {
    server.api.on(`GET /api/resume/${id}/statistics`, ok({ views: 3, downloads: 1 }));
    server.api.on(
      `GET /api/resume/${id}/downloads`,
      ok([
        {
          downloadedAt: "2026-11-22T10:00:00.000Z",
          byOwner: true,
          version: { id: "v9", kind: "edit", name: null, createdAt: "2026-11-21T08:15:00.000Z" },
        },
        {
          downloadedAt: "2026-11-21T16:45:00.000Z",
          byOwner: false,
          version: { id: "v7", kind: "named", name: "Sent to ACME", createdAt: "2026-11-20T09:00:00.000Z" },
        },
        { downloadedAt: "2026-11-19T07:00:00.000Z", byOwner: false, version: null },
      ]),
    );
    server.api.on(`GET /api/resume/${id}/versions/compare`, ({ query }) => {
      expect([query.get("from"), query.get("to")]).toEqual(["v7", "current"]);
      return ok({
        from: "v7",
        to: "current",
        sections: [{ id: "basics", name: "", fields: [{ field: "headline", parts: [{ value: "Engineer", removed: true }, { value: "Lead", added: true }] }], items: [] }],
        design: [],
      });
    });
    const { user } = renderDesign(<StatisticsSection />, { id, visibility: "public" });

    const list = await screen.findByRole("list", {}, { timeout: 10_000 });
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(3);
    // Newest first; the owner's own download is marked; a version is named, or dated when it has no name.
    expect(items[0]?.textContent).toContain(text.byOwner);
    expect(items[0]?.textContent).toContain("Version: Nov 21, 2026");
    expect(items[1]?.textContent).not.toContain(text.byOwner);
    expect(items[1]?.textContent).toContain("Version: Sent to ACME");
    expect(items[2]?.textContent).toContain(text.deletedVersion);
    expect(within(items[2] as HTMLElement).queryByRole("button")).toBeNull();

    const compare = within(items[1] as HTMLElement).getByRole("button", { name: enUS.history.compareWithNow });
    await user.click(compare);
    expect(compare.getAttribute("aria-expanded")).toBe("true");
    const comparison = await within(items[1] as HTMLElement).findByTestId("version-comparison");
    expect(within(comparison).getByText("Engineer").tagName).toBe("DEL");
    expect(within(comparison).getByText("Lead").tagName).toBe("INS");
  });

  it("says when nobody has downloaded the PDF yet", async () => {
    server.api.on(`GET /api/resume/${id}/statistics`, ok({ views: 0, downloads: 0 }));
    server.api.on(`GET /api/resume/${id}/downloads`, ok([]));
    renderDesign(<StatisticsSection />, { id, visibility: "public" });
    expect(await screen.findByText(text.noDownloads, {}, { timeout: 10_000 })).toBeTruthy();
  });
});
