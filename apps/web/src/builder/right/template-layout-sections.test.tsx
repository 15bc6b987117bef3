import { act, screen, within } from "@testing-library/react";
import { createDefaultResumeData, customSectionKey, defaultLayout } from "@vitae/schema";
import { afterEach, describe, expect, it } from "vitest";
import enUS from "@/locales/en-US.json";
import { useBuilderStore } from "@/builder/store/builder-store";
import { addCustomSection } from "@/builder/store/section-operations";
import { LayoutSection } from "./layout-section";
import { renderDesign, storeData } from "../../test/render-design";
import { TemplateSection } from "./template-section";

const text = enUS.builderRight;

const isDisabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;

afterEach(() => useBuilderStore.getState().unload());

describe("template section", () => {
  it("lists the twelve templates with the one in use pressed, and applies a click at once", async () => {
    const { user } = renderDesign(<TemplateSection />);
    const list = await screen.findByRole("list", { name: text.template.list });
    const buttons = within(list).getAllByRole("button");
    expect(buttons.map((button) => button.textContent)).toEqual([
      "azurill", "bronzor", "chikorita", "ditto", "gengar", "glalie",
      "kakuna", "leafish", "nosepass", "onyx", "pikachu", "rhyhorn",
    ]);
    expect(within(list).getByRole("button", { name: "rhyhorn" }).getAttribute("aria-pressed")).toBe("true");

    await user.click(within(list).getByRole("button", { name: "onyx" }));
    expect(storeData().metadata.template).toBe("onyx");
    expect(within(list).getByRole("button", { name: "onyx" }).getAttribute("aria-pressed")).toBe("true");
    expect(within(list).getByRole("button", { name: "rhyhorn" }).getAttribute("aria-pressed")).toBe("false");
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

  it("resets to the default layout, keeping custom sections in page 1's first column", async () => {
    const { user } = renderDesign(<LayoutSection />);
    let key = "";
    act(() =>
      useBuilderStore.getState().edit((data) => {
        key = addCustomSection(data, "Side projects");
        data.metadata.layout = [[["summary"], [key]], [["skills"], []]];
      }),
    );
    expect(screen.getByRole("button", { name: "Side projects" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: text.layout.reset }));
    expect(storeData().metadata.layout).toEqual([[[...(defaultLayout[0]?.[0] ?? []), key], defaultLayout[0]?.[1]]]);
    expect(key).toBe(customSectionKey(Object.keys(storeData().sections.custom)[0] ?? ""));
  });

  it("makes one undo step per change and none for a change that does nothing", async () => {
    const { user } = renderDesign(<LayoutSection />);
    await user.click(screen.getByRole("button", { name: text.layout.reset }));
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
