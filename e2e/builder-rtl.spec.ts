import { readFileSync } from "node:fs";
import { type Page, expect, test } from "@playwright/test";
import { createResume, openBuilder, previewFrame, signUp } from "./support/session";

// In a right-to-left interface the builder mirrors its panels, but the preview is a picture
// of the resume: it stays centred in its own panel whatever the zoom, and the resume keeps
// the direction of its own content.
type Catalogue = { builder: { zoomIn: string; zoomOut: string; resetView: string; centerView: string } };
const catalogue = (locale: string): Catalogue =>
  JSON.parse(readFileSync(new URL(`../apps/web/src/locales/${locale}.json`, import.meta.url), "utf8")) as Catalogue;

test.describe.configure({ timeout: 90_000 });

type Box = { x: number; y: number; width: number; height: number };

async function boxes(page: Page): Promise<{ frame: Box; panel: Box }> {
  const frame = await page.getByTestId("builder-preview-frame").boundingBox();
  const panel = await page.getByTestId("builder-preview").boundingBox();
  if (!frame || !panel) throw new Error("the preview is not on screen");
  return { frame, panel };
}

/** The frame's horizontal centre is the panel's, within a pixel or two of rounding. */
async function expectCentred(page: Page, when: string) {
  await expect
    .poll(
      async () => {
        const { frame, panel } = await boxes(page);
        return Math.round(Math.abs(frame.x + frame.width / 2 - (panel.x + panel.width / 2)));
      },
      { message: `preview not centred ${when}` },
    )
    .toBeLessThanOrEqual(2);
}

/** The whole width of the frame lies inside the panel. */
async function expectInside(page: Page, when: string) {
  await expectCentred(page, when);
  const { frame, panel } = await boxes(page);
  expect(frame.x, `preview sticks out of its panel's start ${when}`).toBeGreaterThanOrEqual(panel.x);
  expect(frame.x + frame.width, `preview sticks out of its panel's end ${when}`).toBeLessThanOrEqual(panel.x + panel.width);
  expect(frame.y, `preview above its panel ${when}`).toBeGreaterThanOrEqual(panel.y);
}

for (const locale of ["ar-SA", "he-IL", "fa-IR", "ur-PK"]) {
  test(`in ${locale} the preview stays centred in its own panel`, async ({ page }) => {
    const words = catalogue(locale).builder;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.addInitScript((chosen) => localStorage.setItem("locale", chosen), locale);
    await signUp(page, `rtl-${locale.toLowerCase()}`, locale);
    const id = await createResume(page.request, "Mirror CV");
    await openBuilder(page, id);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    // The interface is mirrored, the resume is not: its content keeps its own direction.
    expect(await previewFrame(page).locator("html").evaluate((html) => getComputedStyle(html).direction)).toBe("ltr");

    await expectInside(page, "at open");
    await page.getByRole("button", { name: words.zoomIn, exact: true }).click();
    await expectCentred(page, "after zooming in");
    await page.getByRole("button", { name: words.zoomOut, exact: true }).click();
    await page.getByRole("button", { name: words.zoomOut, exact: true }).click();
    await expectInside(page, "after zooming out");
    await page.getByRole("button", { name: words.centerView, exact: true }).click();
    await expectCentred(page, "after centring the view");
    await page.getByRole("button", { name: words.resetView, exact: true }).click();
    await expectInside(page, "after resetting the view");
    await page.setViewportSize({ width: 1280, height: 720 });
    await expectInside(page, "after making the window smaller");
    await page.setViewportSize({ width: 1680, height: 1000 });
    await expectInside(page, "after making the window larger");
  });
}
