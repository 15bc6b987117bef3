import { expect, test } from "@playwright/test";
import { sampleResume } from "@vitae/schema";

// The artboard the builder, the public page and the printer load: it renders the resume
// it is sent, paginates it, and says when it is ready.
test("the preview artboard renders and paginates the sample resume", async ({ page }) => {
  const foreign: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith("http://127.0.0.1:") && !request.url().startsWith("data:")) foreign.push(request.url());
  });
  await page.goto("/artboard/preview");
  await page.waitForFunction(() => (window as unknown as { __vitaeArtboardReady?: string }).__vitaeArtboardReady === "idle");
  await page.evaluate((payload) => window.postMessage({ type: "SET_RESUME", payload }, location.origin), sampleResume);
  await expect(page.locator("html")).toHaveAttribute("data-vitae-ready", "true");

  await expect(page.getByText(sampleResume.basics.name).first()).toBeVisible();
  const pages = page.locator("[data-vitae-page]");
  expect(await pages.count()).toBeGreaterThanOrEqual(1);
  const layoutPage = page.locator('[data-vitae-layout-page="0"]');
  const physical = Number(await layoutPage.getAttribute("data-vitae-physical-pages"));
  const box = await layoutPage.boundingBox();
  // A4 at 96 dpi is 1122.52 px tall (1122.515625 in Chromium's 1/64 px); the layout page spans whole physical pages.
  expect((box?.height ?? 0) / physical).toBeCloseTo(1122.515625, 2);
  expect(foreign).toEqual([]);
});

test("the artboard ignores a message from another origin", async ({ page }) => {
  await page.goto("/artboard/preview");
  await page.waitForFunction(() => (window as unknown as { __vitaeArtboardReady?: string }).__vitaeArtboardReady === "idle");
  // A message event whose origin is not ours, as a cross-origin parent would send.
  await page.evaluate((payload) => {
    window.dispatchEvent(new MessageEvent("message", { data: { type: "SET_RESUME", payload }, origin: "https://evil.example" }));
  }, sampleResume);
  await page.waitForTimeout(300);
  await expect(page.getByText(sampleResume.basics.name)).toHaveCount(0);
});
