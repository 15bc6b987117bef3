import { act, screen, within } from "@testing-library/react";
import { createDefaultResumeData, customSectionKey, defaultLayout } from "@vitae/schema";
import { afterEach, describe, expect, it } from "vitest";
import enUS from "@/locales/en-US.json";
import { fail } from "@/test/browser-api";
import { useToastStore } from "@/ui/toast/toast-store";
import { useBuilderStore } from "@/builder/store/builder-store";
import { addCustomSection } from "@/builder/store/section-operations";
import { LayoutSection } from "./layout-section";
import { renderDesign, storeData, withTestApi } from "../../test/render-design";
import { TemplateSection } from "./template-section";

const text = enUS.builderRight;

const isDisabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;

afterEach(() => useBuilderStore.getState().unload());

const server = withTestApi();

/**
 * Answers the copy the builder keeps before a bulk change, noting the template and layout
 * the store held when it was asked for: the copy must come before the change.
 */
function keepCopies(resumeId: string) {
  const seen: { body: unknown; template: string | undefined; pages: number | undefined }[] = [];
  server.api.on(`POST /api/resume/${resumeId}/versions`, ({ body }) => {
    const data = useBuilderStore.getState().data;
    seen.push({ body, template: data?.metadata.template, pages: data?.metadata.layout.length });
    return { status: 201, body: { id: "v1", kind: "bulk", name: null, resumeVersion: 1, createdAt: new Date().toISOString(), summary: { compared: false, sections: [], design: [] } } };
  });
  return seen;
}

describe("template section", () => {
  it("lists the twelve templates with the one in use pressed, and applies a click once a version keeps the resume as it was", async () => {
    const { user, resume } = renderDesign(<TemplateSection />);
    const copies = keepCopies(resume.id);
    const list = await screen.findByRole("list", { name: text.template.list });
    const buttons = within(list).getAllByRole("button");
    expect(buttons.map((button) => button.textContent)).toEqual([
      "azurill", "bronzor", "chikorita", "ditto", "gengar", "glalie",
      "kakuna", "leafish", "nosepass", "onyx", "pikachu", "rhyhorn",
    ]);
    expect(within(list).getByRole("button", { name: "rhyhorn" }).getAttribute("aria-pressed")).toBe("true");

    await user.click(within(list).getByRole("button", { name: "onyx" }));
    await expect.poll(() => storeData().metadata.template).toBe("onyx");
    expect(copies).toEqual([{ body: { kind: "bulk" }, template: "rhyhorn", pages: 1 }]);
    expect(within(list).getByRole("button", { name: "onyx" }).getAttribute("aria-pressed")).toBe("true");
    expect(within(list).getByRole("button", { name: "rhyhorn" }).getAttribute("aria-pressed")).toBe("false");
  });

  it("changes nothing when the version before the change cannot be kept", async () => {
    const { user, resume } = renderDesign(<TemplateSection />);
    server.api.on(`POST /api/resume/${resume.id}/versions`, fail(423, "ResumeLocked"));
    const list = await screen.findByRole("list", { name: text.template.list });
    await user.click(within(list).getByRole("button", { name: "onyx" }));
    await expect.poll(() => useToastStore.getState().toasts.length).toBe(1);
    expect(storeData().metadata.template).toBe("rhyhorn");
  });

  it("is read-only while the resume is locked", async () => {
    renderDesign(<TemplateSection />, { locked: true });
    const list = await screen.findByRole("list", { name: text.template.list });
    for (const button of within(list).getAllByRole("button")) expect(isDisabled(button)).toBe(true);
  });
});

/** The section names of each column of each page, as shown. */
function shownLayout() {
  return screen.getAllByRole("heading", { level: 3 }).map((heading) => {
    const page = heading.closest("li") as HTMLElement;
    return within(page)
      .getAllByRole("list")
      .map((column) => within(column).queryAllByRole("button").map((button) => button.textContent));
  });
}

describe("layout section", () => {
  it("shows every page's main and sidebar columns with the sections' names", () => {
    const data = createDefaultResumeData();
    data.sections.experience.name = "Work";
    renderDesign(<LayoutSection />, { data });
    const [page] = shownLayout();
    expect(page?.[0]).toEqual(["Profiles", "Summary", "Work", "Education", "Projects", "Volunteering", "References"]);
    expect(page?.[1]).toEqual(["Skills", "Interests", "Certifications", "Awards", "Publications", "Languages"]);
    expect(screen.getByRole("list", { name: text.layout.main })).toBeTruthy();
    expect(screen.getByRole("list", { name: text.layout.sidebar })).toBeTruthy();
    // Sections are drag handles that the keyboard can pick up.
    expect(screen.getByRole("button", { name: "Skills" }).getAttribute("aria-roledescription")).toBe("sortable");
  });

  it("adds a page, and deletes it moving its sections to the end of page 1", async () => {
    const { user } = renderDesign(<LayoutSection />);
    await user.click(screen.getByRole("button", { name: text.layout.addPage }));
    expect(storeData().metadata.layout).toHaveLength(2);
    expect(storeData().metadata.layout[1]).toEqual([[], []]);
    expect(screen.getByRole("heading", { name: "Page 2" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Delete page 1" })).toBeNull();

    // Put sections on page 2 as a drag would, then delete the page.
    act(() =>
      useBuilderStore.getState().edit((data) => {
        data.metadata.layout = [
          [["profiles", "summary"], ["interests"]],
          [["skills"], ["languages"]],
        ];
      }),
    );
    await user.click(screen.getByRole("button", { name: "Delete page 2" }));
    expect(storeData().metadata.layout).toEqual([[["profiles", "summary", "skills"], ["interests", "languages"]]]);
    expect(screen.queryByRole("heading", { name: "Page 2" })).toBeNull();
  });

  it("resets to the default layout after keeping the layout as it was, keeping custom sections in page 1's first column", async () => {
    const { user, resume } = renderDesign(<LayoutSection />);
    const copies = keepCopies(resume.id);
    let key = "";
    act(() =>
      useBuilderStore.getState().edit((data) => {
        key = addCustomSection(data, "Side projects");
        data.metadata.layout = [[["summary"], [key]], [["skills"], []]];
      }),
    );
    expect(screen.getByRole("button", { name: "Side projects" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: text.layout.reset }));
    await expect.poll(() => storeData().metadata.layout).toEqual([[[...(defaultLayout[0]?.[0] ?? []), key], defaultLayout[0]?.[1]]]);
    expect(copies).toEqual([{ body: { kind: "bulk" }, template: "rhyhorn", pages: 2 }]);
    expect(key).toBe(customSectionKey(Object.keys(storeData().sections.custom)[0] ?? ""));
  });

  it("makes one undo step per change and none for a change that does nothing", async () => {
    const { user, resume } = renderDesign(<LayoutSection />);
    const copies = keepCopies(resume.id);
    // The layout is the default already: nothing to reset, no version kept.
    await user.click(screen.getByRole("button", { name: text.layout.reset }));
    expect(copies).toEqual([]);
    expect(useBuilderStore.temporal.getState().pastStates).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: text.layout.addPage }));
    expect(useBuilderStore.temporal.getState().pastStates).toHaveLength(1);
  });

  it("is read-only while the resume is locked", () => {
    renderDesign(<LayoutSection />, { locked: true });
    expect(isDisabled(screen.getByRole("button", { name: text.layout.addPage }))).toBe(true);
    expect(isDisabled(screen.getByRole("button", { name: text.layout.reset }))).toBe(true);
    expect(isDisabled(screen.getByRole("button", { name: "Skills" }))).toBe(true);
  });
});
