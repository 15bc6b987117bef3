import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { expect, test } from "@playwright/test";

// A picture whose address does not load is left out everywhere the resume is drawn: no alt
// text, no broken-image icon. The builder's picture field says why it is missing.
const stamp = Date.now().toString(36);

test("a picture that cannot load is hidden in the preview, the public page and the PDF, and the field says so", async ({ page, browser }, testInfo) => {
  test.setTimeout(90_000);
  const username = `broken-${stamp}`;
  const registered = await page.request.post("/api/auth/register", {
    data: { name: "Bo Broken", username, email: `broken.${stamp}@example.com`, password: "bo-password", locale: "en-US" },
  });
  expect(registered.status()).toBe(201);
  const created = await page.request.post("/api/resume", { data: { title: "Broken Picture" } });
  const resume = (await created.json()) as { id: string; slug: string; version: number; data: { basics: { picture: { url: string } } } };
  const data = structuredClone(resume.data);
  data.basics.picture.url = "/api/storage/nobody0000/pictures/gone0000.webp";
  const updated = await page.request.patch(`/api/resume/${resume.id}`, { data: { data, visibility: "public", version: resume.version } });
  expect(updated.status(), await updated.text()).toBe(200);

  await page.goto(`/builder/${resume.id}`);
  const preview = page.frameLocator('[data-testid="builder-preview-frame"]');
  await expect(preview.locator('html[data-vitae-ready="true"]')).toBeAttached({ timeout: 20_000 });
  await expect(preview.getByText("Bo Broken").first()).toBeVisible();
  await expect(preview.locator("img")).toHaveCount(0);
  await expect(page.getByText("The picture could not be loaded.", { exact: false })).toBeVisible();

  const context = await browser.newContext();
  try {
    const visitor = await context.newPage();
    await visitor.goto(`/${username}/${resume.slug}`);
    const frame = visitor.frameLocator('iframe[src="/artboard/preview"]');
    await expect(frame.locator('html[data-vitae-ready="true"]')).toBeAttached({ timeout: 20_000 });
    await expect(frame.locator("img")).toHaveCount(0);
  } finally {
    await context.close();
  }

  const printed = await page.request.get(`/api/resume/print/${resume.id}`);
  expect(printed.status(), await printed.text()).toBe(200);
  const pdf = await page.request.get(((await printed.json()) as { url: string }).url);
  const file = testInfo.outputPath("broken-picture.pdf");
  writeFileSync(file, await pdf.body());
  const images = execFileSync("pdfimages", ["-list", file], { encoding: "utf8" }).trim().split("\n").slice(2);
  expect(images, "images in the PDF").toEqual([]);
});
