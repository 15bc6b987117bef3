import { type Page, expect, test } from "@playwright/test";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { createResume, openBuilder, previewFrame, signUp } from "./support/session";

// A section's page breaks set from the builder's section menu with the keyboard: the preview
// moves the section to the top of a new page at once, the choice is saved with the resume,
// and the PDF starts the section on the page the preview shows. In Arabic the menu is
// translated and laid out right to left.

test.describe.configure({ timeout: 120_000 });

/** The words of each page of the resume's PDF, as the export prints it. */
async function printedTexts(page: Page, id: string): Promise<string[]> {
  const printed = await page.request.get(`/api/resume/print/${id}`, { timeout: 30_000 });
  expect(printed.status(), await printed.text()).toBe(200);
  const { url } = (await printed.json()) as { url: string };
  const file = await page.request.get(url);
  const document = await getDocument({ data: new Uint8Array(await file.body()), useSystemFonts: true, disableFontFace: true }).promise;
  try {
    const texts: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const content = await (await document.getPage(number)).getTextContent();
      texts.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
    }
    return texts;
  } finally {
    await document.destroy();
  }
}

async function sampleResume(page: Page): Promise<string> {
  const response = await page.request.post("/api/resume", { data: { title: "Breaks", sample: true } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test("Start on a new page, chosen with the keyboard, moves the section in the preview and the PDF", async ({ page }) => {
  await signUp(page, "breaks");
  const id = await sampleResume(page);
  await openBuilder(page, id);
  const frame = previewFrame(page);
  const section = frame.locator('[data-section="education"]');
  await expect(section).toBeAttached();
  const pagesBefore = await frame.locator("[data-vitae-page]").count();

  await page.getByRole("button", { name: "Options for Education" }).focus();
  await page.keyboard.press("Enter");
  const choice = page.getByRole("menuitemcheckbox", { name: "Start on a new page" });
  await expect(choice).toHaveAttribute("aria-checked", "false");
  for (let step = 0; step < 20 && !(await choice.evaluate((element) => element === document.activeElement)); step++) {
    await page.keyboard.press("ArrowDown");
  }
  await page.keyboard.press("Space");
  await expect(page.getByRole("menu")).toHaveCount(0);

  await expect(section).toHaveAttribute("data-vitae-new-page", "");
  // The section now starts at the top margin of a physical page.
  const placed = async () =>
    section.evaluate((element) => {
      const box = element.closest<HTMLElement>("[data-vitae-layout-page]")!;
      const pageHeight = box.getBoundingClientRect().height / Number(box.dataset.vitaePhysicalPages);
      // The page margin the resume sets, in points (templates may bleed their own padding).
      const margin = (Number.parseFloat(getComputedStyle(box).getPropertyValue("--vitae-margin")) * 96) / 72;
      const top = element.getBoundingClientRect().top - box.getBoundingClientRect().top;
      return { page: Math.floor(top / pageHeight), offset: top - Math.floor(top / pageHeight) * pageHeight - margin };
    });
  // Within a pixel: layout positions are snapped to the device grid.
  await expect.poll(async () => Math.abs((await placed()).offset) <= 1).toBe(true);
  const { page: previewPage } = await placed();
  expect(previewPage).toBeGreaterThan(0);
  expect(await frame.locator("[data-vitae-page]").count()).toBeGreaterThanOrEqual(pagesBefore);
  await expect(page.getByRole("status").filter({ hasText: "All changes saved" })).toBeVisible({ timeout: 15_000 });

  const stored = await page.request.get(`/api/resume/${id}`);
  expect(((await stored.json()) as { data: { sections: { education: { startOnNewPage?: boolean } } } }).data.sections.education.startOnNewPage).toBe(true);

  // The PDF starts Education on the same page: its heading is on that page and not before.
  const texts = await printedTexts(page, id);
  const heading = (await section.locator(".vitae-section-heading").textContent())!.trim();
  // Templates may draw headings in capitals: the PDF's text is what is drawn.
  const firstWithHeading = texts.findIndex((text) => text.toLowerCase().includes(heading.toLowerCase()));
  expect(firstWithHeading).toBe(previewPage);
});

test("the Page breaks choices are translated and right to left in Arabic", async ({ page }) => {
  await signUp(page, "breaks-ar", "ar-SA");
  const id = await createResume(page.request, "فواصل");
  await openBuilder(page, id);
  await page.getByRole("button", { name: "خيارات Experience" }).click();
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("group", { name: "فواصل الصفحات" })).toBeVisible();
  await expect(menu.getByRole("menuitemcheckbox", { name: "إبقاء القسم معًا" })).toBeVisible();
  await expect(menu.getByRole("menuitemcheckbox", { name: "البدء في صفحة جديدة" })).toBeVisible();
  expect(await menu.evaluate((element) => getComputedStyle(element).direction)).toBe("rtl");
});
