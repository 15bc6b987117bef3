import { act, screen, within } from "@testing-library/react";
import { createDefaultResumeData } from "@vitae/schema";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import enUS from "@/locales/en-US.json";
import { ok } from "@/test/browser-api";
import { stubIntersectionObserver } from "@/test/stub-intersection-observer";
import { buildResume, toJson } from "@/test/resume-fixture";
import { renderDesign, withTestApi } from "@/test/render-design";
import { useBuilderStore } from "@/builder/store/builder-store";
import { useToastStore } from "@/ui/toast/toast-store";
import { HistoryBanner } from "./history-banner";
import { useHistoryPreviewStore } from "./history-preview-store";
import { HistorySection } from "./history-section";

const text = enUS.history;
const server = withTestApi();

/** Set to true to let the section come into view (its panel loads only then). */
let inView = true;
beforeEach(() => {
  inView = true;
  stubIntersectionObserver(() => inView);
});
afterEach(() => {
  vi.unstubAllGlobals();
  useBuilderStore.getState().unload();
  useHistoryPreviewStore.getState().backToCurrent();
});

const id = "hist00000000000000001";
const base = `/api/resume/${id}/versions`;

function version(overrides: Record<string, unknown>) {
  return {
    id: "v1",
    kind: "edit",
    name: null as string | null,
    resumeVersion: 3,
    createdAt: "2026-11-20T09:30:00.000Z",
    summary: { compared: true, sections: [], design: [] },
    views: 0,
    downloads: 0,
    ...overrides,
  };
}

const named = version({
  id: "v2",
  kind: "named",
  name: "Sent to ACME",
  createdAt: "2026-11-21T14:00:00.000Z",
  views: 1200,
  downloads: 4,
  summary: {
    compared: true,
    sections: [{ id: "experience", name: "Experience", added: 2, removed: 0, edited: 0, moved: 0, hidden: 0, shown: 0, textEdited: false }],
    design: [{ field: "template", from: "rhyhorn", to: "onyx" }],
  },
});

async function renderHistory() {
  const data = createDefaultResumeData();
  data.basics.headline = "Current headline";
  const view = await act(async () =>
    renderDesign(
      <>
        <HistoryBanner />
        <HistorySection />
      </>,
      { id, data, version: 7 },
    ),
  );
  await screen.findByText("Sent to ACME", {}, { timeout: 10_000 });
  return view;
}

describe("the History panel", () => {
  it("loads nothing before the section comes near the view", async () => {
    inView = false;
    await act(async () => renderDesign(<HistorySection />, { id, data: createDefaultResumeData() }));
    expect(screen.getByText(text.loading)).toBeTruthy();
    expect(server.api.calls.some((call) => call.path.startsWith(base))).toBe(false);
  });

  it("lists versions by day, newest first, each with its time, name and what it changed", async () => {
    server.api.on(`GET ${base}`, ok([named, version({})]));
    await renderHistory();
    const days = screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
    expect(days).toEqual([expect.stringContaining("November 21, 2026"), expect.stringContaining("November 20, 2026")]);
    expect(screen.getByText("Experience: +2, Template → onyx")).toBeTruthy();
    expect(screen.getByText(text.kind.edit)).toBeTruthy();
    // How often the public page and its PDF served each version; nothing for one never served.
    const items = screen.getAllByRole("listitem");
    expect(within(items[0] as HTMLElement).getByText("Views: 1,200 · Downloads: 4")).toBeTruthy();
    expect(within(items[1] as HTMLElement).queryByText(/Views:/)).toBeNull();
  });

  it("shows a version in the preview with a banner, compares it with now, restores it and undoes the restore", async () => {
    server.api.on(`GET ${base}`, ok([named]));
    const past = createDefaultResumeData();
    past.basics.headline = "Old headline";
    server.api.on(`GET ${base}/v2`, ok({ ...named, data: past }));
    server.api.on(`GET ${base}/compare`, ({ query }) => {
      expect([query.get("from"), query.get("to")]).toEqual(["v2", "current"]);
      return ok({
      from: "v2",
      to: "current",
      sections: [{ id: "basics", name: "", fields: [{ field: "headline", parts: [{ value: "Old", removed: true }, { value: "Current", added: true }, { value: " headline" }] }], items: [] }],
      design: [],
      });
    });
    const restored = buildResume({ id, data: past, version: 8 });
    const undone = buildResume({ id, version: 9 });
    server.api.on(`POST ${base}/v2/restore`, ok({ resume: toJson(restored), savedVersion: version({ id: "v3", kind: "restore" }) }));
    server.api.on(`POST ${base}/v3/restore`, ok({ resume: toJson(undone), savedVersion: version({ id: "v4", kind: "restore" }) }));
    const { user } = await renderHistory();

    await user.click(screen.getByRole("button", { name: /Sent to ACME/ }));
    const banner = await screen.findByRole("status");
    expect(banner.textContent).toContain("Sent to ACME");
    expect(useHistoryPreviewStore.getState().shown?.data.basics.headline).toBe("Old headline");
    // The editor's own data is untouched while a version is shown.
    expect(useBuilderStore.getState().data?.basics.headline).toBe("Current headline");
    const comparison = await screen.findByTestId("version-comparison");
    expect(within(comparison).getByText("Old").tagName).toBe("DEL");
    expect(within(comparison).getByText("Current").tagName).toBe("INS");

    await user.click(within(banner).getByRole("button", { name: text.restore }));
    await expect.poll(() => useBuilderStore.getState().meta?.version).toBe(8);
    expect(useBuilderStore.getState().data?.basics.headline).toBe("Old headline");
    expect(useHistoryPreviewStore.getState().shown).toBeNull();
    await expect.poll(() => useToastStore.getState().toasts.at(-1)?.title).toBe(text.restored);
    const toast = useToastStore.getState().toasts.at(-1);
    act(() => toast?.action?.onSelect());
    await expect.poll(() => useBuilderStore.getState().meta?.version).toBe(9);
    expect(server.api.calls.filter((call) => call.method === "POST").map((call) => call.path)).toEqual([`${base}/v2/restore`, `${base}/v3/restore`]);
  });

  it("saves, renames and deletes a named version", async () => {
    let list: ReturnType<typeof version>[] = [version({})];
    server.api.on(`GET ${base}`, () => ok(list));
    server.api.on(`POST ${base}`, () => {
      list = [named, ...list];
      return { status: 201, body: named };
    });
    server.api.on(`PATCH ${base}/v2`, () => {
      list = [{ ...named, name: "Sent to Globex" }, version({})];
      return ok(list[0]);
    });
    server.api.on(`DELETE ${base}/v2`, () => {
      list = [version({})];
      return ok(named);
    });
    const data = createDefaultResumeData();
    const { user } = await act(async () => renderDesign(<HistorySection />, { id, data }));
    await user.type(await screen.findByRole("textbox", { name: text.nameLabel }, { timeout: 10_000 }), "Sent to ACME");
    await user.keyboard("{Enter}");
    await screen.findByText("Sent to ACME");
    expect(server.api.calls.find((call) => call.method === "POST")?.body).toEqual({ name: "Sent to ACME" });

    const item = screen.getByText("Sent to ACME").closest("li") as HTMLElement;
    await user.click(within(item).getByRole("button", { name: text.rename }));
    const input = within(item).getByRole("textbox", { name: text.nameLabel });
    await user.clear(input);
    await user.type(input, "Sent to Globex{Enter}");
    await screen.findByText("Sent to Globex");

    const renamed = screen.getByText("Sent to Globex").closest("li") as HTMLElement;
    await user.click(within(renamed).getByRole("button", { name: text.delete }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: text.delete }));
    await expect.poll(() => screen.queryByText("Sent to Globex") === null).toBe(true);
  });
});
