import type * as ScrollInPanel from "@/builder/shell/scroll-in-panel";
import { act, screen, within } from "@testing-library/react";
import { createDefaultResumeData, versionLabel } from "@vitae/schema";
import { afterEach, describe, expect, it, vi } from "vitest";
import enUS from "@/locales/en-US.json";
import { stubInView } from "@/test/stub-in-view";
import { ok } from "@/test/browser-api";
import { useBuilderStore } from "@/builder/store/builder-store";
import { designSectionId, designSections } from "./design-sections";
import { renderDesign, withTestApi } from "../../test/render-design";
import { RightPanel } from "./right-panel";
import { RightRail } from "./right-rail";

// The rails scroll their own panel only (scroll-in-panel.test.ts covers how); here, which section.
const scrolled = vi.hoisted((): string[] => []);
vi.mock("@/builder/shell/scroll-in-panel", async (importOriginal) => ({
  ...(await importOriginal<typeof ScrollInPanel>()),
  scrollToPanelSection: (id: string) => {
    scrolled.push(id);
    return document.getElementById(id);
  },
}));


const text = enUS.builderRight;

const server = withTestApi();
// Every section is in view at once here (in the builder, those below the first screen load as they come near).
stubInView();
afterEach(() => useBuilderStore.getState().unload());

async function renderPanel() {
  server.api.on("GET /api/resume/panel00000000000000001/statistics", ok({ views: 3, downloads: 1 }));
  const data = createDefaultResumeData();
  data.metadata.notes = "<p>Sent to Initech on Monday</p>";
  const view = await act(async () =>
    renderDesign(
      <>
        <RightRail />
        <RightPanel />
      </>,
      { id: "panel00000000000000001", data },
    ),
  );
  // The first test pays for loading the templates' chunk.
  await screen.findByRole("list", { name: text.template.list }, { timeout: 10_000 });
  return view;
}

describe("right panel", () => {
  it("shows the sections in their order, each with the id the rail scrolls to", async () => {
    await renderPanel();
    const panel = screen.getByRole("region", { name: text.panelLabel });
    const headings = within(panel).getAllByRole("heading", { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(designSections.map((section) => text.sections[section]));
    expect(headings.map((heading) => heading.closest("section")?.id)).toEqual(designSections.map(designSectionId));
  });

  it("has private notes in a rich-text editor, and the information footer", async () => {
    await renderPanel();
    // Below the first screen of the panel: it loads as it comes near.
    const notes = await screen.findByRole("textbox", { name: text.notes.label }, { timeout: 10_000 });
    expect(notes.textContent).toBe("Sent to Initech on Monday");
    expect(screen.getByText(text.notes.hint)).toBeTruthy();
    expect(await screen.findByText(`Version ${versionLabel}`)).toBeTruthy();
    expect(screen.getByRole("link", { name: "MIT licence" }).getAttribute("href")).toMatch(/LICENSE$/);
    expect(screen.getByRole("link", { name: "its contributors" }).getAttribute("href")).toMatch(/contributors$/);
    expect(screen.getByRole("link", { name: text.information.docs }).getAttribute("href")).toBe("/docs");
    const source = screen.getByRole("link", { name: `${text.information.source} ${text.information.newTab}` });
    expect(source.getAttribute("target")).toBe("_blank");
  });
});

describe("right rail", () => {
  it("has a button per section that scrolls the panel to it and moves focus to its heading", async () => {
    const { user } = await renderPanel();
    const rail = screen.getByRole("navigation", { name: text.railLabel });
    const buttons = within(rail).getAllByRole("button");
    expect(buttons.map((button) => button.getAttribute("aria-label"))).toEqual(
      designSections.map((section) => text.goTo.replace("{{section}}", text.sections[section])),
    );

    scrolled.length = 0;
    await user.click(within(rail).getByRole("button", { name: `Go to ${text.sections.export}` }));
    expect(scrolled).toEqual([designSectionId("export")]);
    expect(document.activeElement?.textContent).toBe(text.sections.export);
  });
});
