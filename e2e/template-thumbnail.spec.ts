import { type FrameLocator, type Locator, expect, test } from "@playwright/test";

// Template thumbnails draw the sample resume exactly as the artboard does: nothing of the
// page around them (a capitalised label, the page's font or colour) reaches into them.
const stamp = Date.now().toString(36);
const template = "azurill";
// Texts of the sample resume that a text-transform of the surroundings would change.
const texts = ["marisol.kettering@example.com", "Platform engineer who makes systems calm, observable and cheap to run"];

/** The text as drawn (innerText applies text-transform), of the element holding exactly `text`. */
async function drawn(root: Locator | FrameLocator, text: string): Promise<string> {
  return root.getByText(text, { exact: true }).first().evaluate((element: HTMLElement) => element.innerText);
}

test("a landing page thumbnail's text equals the artboard's text", async ({ page, browser }) => {
  const registered = await page.request.post("/api/auth/register", {
    data: { name: "Tam Thumb", username: `thumb-${stamp}`, email: `thumb.${stamp}@example.com`, password: "tam-password", locale: "en-US" },
  });
  expect(registered.status()).toBe(201);
  const created = await page.request.post("/api/resume", { data: { title: "Sample", sample: true } });
  expect(created.status()).toBe(201);
  const resume = (await created.json()) as { id: string; version: number; data: { metadata: { template: string } } };
  const data = structuredClone(resume.data);
  data.metadata.template = template;
  expect((await page.request.patch(`/api/resume/${resume.id}`, { data: { data, version: resume.version } })).status()).toBe(200);

  await page.goto(`/builder/${resume.id}`);
  const artboard = page.frameLocator('[data-testid="builder-preview-frame"]');
  await expect(artboard.locator('html[data-vitae-ready="true"]')).toBeAttached({ timeout: 20_000 });
  const expected = await Promise.all(texts.map((text) => drawn(artboard, text)));
  expect(expected).toEqual(texts);

  // The landing page, as a visitor who is not signed in sees it.
  const context = await browser.newContext();
  try {
    const visitor = await context.newPage();
    await visitor.goto("/");
    await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
    // The rest of the landing page loads as the visitor scrolls towards it.
    await visitor.mouse.wheel(0, 800);
    const templates = visitor.locator("#templates");
    await templates.scrollIntoViewIfNeeded();
    const thumbnail = templates.locator(`li [data-template-thumbnail="${template}"]`);
    await thumbnail.scrollIntoViewIfNeeded();
    await expect(thumbnail.locator(".vitae-page")).toBeAttached();
    expect(await Promise.all(texts.map((text) => drawn(thumbnail, text)))).toEqual(expected);
  } finally {
    await context.close();
  }
});
