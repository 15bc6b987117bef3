import { screen } from "@testing-library/react";
import { type ResumeData, createDefaultResumeData } from "@vitae/schema";
import { produce } from "immer";
import { afterEach, describe, expect, it } from "vitest";
import { resumeQueryKey } from "@/api/resume-queries";
import enUS from "@/locales/en-US.json";
import { ok, withTestApi } from "@/test/browser-api";
import { renderDesign, storeData } from "@/test/render-design";
import { fill } from "@/test/render-left-panel";
import { buildResume, toJson } from "@/test/resume-fixture";
import { useBuilderStore } from "@/builder/store/builder-store";
import { CssSection } from "./css-section";
import { ExportSection } from "./export-section";
import { LayoutSection } from "./layout-section";
import { NotesSection } from "./notes-section";
import { PageSection } from "./page-section";
import { TemplateSection } from "./template-section";
import { ThemeSection } from "./theme-section";
import { TypographySection } from "./typography-section";

const text = enUS.builderRight;
const marks = enUS.variants.mark;
const api = withTestApi();

afterEach(() => useBuilderStore.getState().unload());

/** Every setting of the design panel a variant can change: its label and a change of it. */
const settings: [label: string, change: (data: ResumeData) => void][] = [
  [text.sections.template, (data) => void (data.metadata.template = "azurill")],
  [text.sections.layout, (data) => void data.metadata.layout[0]?.reverse()],
  [text.typography.family, (data) => void (data.metadata.typography.font.family = "Merriweather")],
  [text.typography.subset, (data) => void (data.metadata.typography.font.subset = "latin-ext")],
  [text.typography.variants, (data) => void data.metadata.typography.font.variants.push("700")],
  [text.typography.size, (data) => void (data.metadata.typography.font.size = 12)],
  [text.typography.lineHeight, (data) => void (data.metadata.typography.lineHeight = 1.2)],
  [text.typography.hideIcons, (data) => void (data.metadata.typography.hideIcons = true)],
  [text.typography.underlineLinks, (data) => void (data.metadata.typography.underlineLinks = false)],
  [text.theme.background, (data) => void (data.metadata.theme.background = "#fafafa")],
  [text.theme.text, (data) => void (data.metadata.theme.text = "#111111")],
  [text.theme.primary, (data) => void (data.metadata.theme.primary = "#2563eb")],
  [text.page.format, (data) => void (data.metadata.page.format = "letter")],
  [text.page.margin, (data) => void (data.metadata.page.margin = 30)],
  [text.page.breakLine, (data) => void (data.metadata.page.options.breakLine = false)],
  [text.page.pageNumbers, (data) => void (data.metadata.page.options.pageNumbers = false)],
  [text.css.visible, (data) => void (data.metadata.css.visible = true)],
  [text.css.editor, (data) => void (data.metadata.css.value = "h1 { color: red; }")],
  [text.notes.label, (data) => void (data.metadata.notes = "<p>Only for Berlin</p>")],
  [text.export.attachData, (data) => void (data.metadata.pdf = { attachData: false })],
];

const panel = (
  <>
    <TemplateSection />
    <LayoutSection />
    <TypographySection />
    <ThemeSection />
    <PageSection />
    <CssSection />
    <NotesSection />
    <ExportSection />
  </>
);

const masterData = createDefaultResumeData();

/** The design panel of a variant of `masterData` with `changes` made, its master in the cache as the builder holds it. */
function renderVariant(changes: readonly ((data: ResumeData) => void)[]) {
  const master = buildResume({ title: "Master", data: masterData });
  api.on(`GET /api/resume/${master.id}`, ok(toJson(master)));
  const data = produce(masterData, (draft) => {
    for (const change of changes) change(draft);
  });
  const view = renderDesign(panel, { masterId: master.id, data });
  view.queryClient.setQueryData(resumeQueryKey(master.id), master);
  return view;
}

const resetButton = (label: string) => screen.queryByRole("button", { name: fill(marks.useMasterFor, { field: label }) });

describe("design panel marks", () => {
  it("mark every design setting a variant changed", async () => {
    renderVariant(settings.map(([, change]) => change));
    await expect.poll(() => settings.filter(([label]) => resetButton(label) === null).map(([label]) => label), { timeout: 10_000 }).toEqual([]);
    expect(screen.getAllByTestId("variant-field-mark")).toHaveLength(settings.length);
  });

  it("mark nothing where the variant keeps the master's design", async () => {
    renderVariant([settings[13]?.[1] ?? (() => undefined)]);
    await expect.poll(() => resetButton(text.page.margin), { timeout: 10_000 }).not.toBeNull();
    expect(screen.getAllByTestId("variant-field-mark")).toHaveLength(1);
  });

  it("reset only the one setting to the master's value", async () => {
    const { user } = renderVariant(settings.map(([, change]) => change));
    const margin = await screen.findByRole("button", { name: fill(marks.useMasterFor, { field: text.page.margin }) }, { timeout: 10_000 });
    await user.click(margin);
    await expect.poll(() => storeData().metadata.page.margin).toBe(masterData.metadata.page.margin);
    expect(storeData().metadata.page.format).toBe("letter");
    expect(storeData().metadata.theme.primary).toBe("#2563eb");
    expect(resetButton(text.page.margin)).toBeNull();
    expect(screen.getAllByTestId("variant-field-mark")).toHaveLength(settings.length - 1);

    // A setting the master does not have at all goes back to being absent.
    await user.click(resetButton(text.export.attachData) as HTMLElement);
    await expect.poll(() => storeData().metadata.pdf).toBeUndefined();
  });

  it("show no marks outside variants", () => {
    renderDesign(panel, { data: produce(masterData, (draft) => void (draft.metadata.page.margin = 30)) });
    expect(screen.queryByTestId("variant-field-mark")).toBeNull();
    expect(screen.queryByText(marks.changed)).toBeNull();
  });
});
