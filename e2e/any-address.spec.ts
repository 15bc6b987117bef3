import { execFileSync } from "node:child_process";
import { type Download, type Page, expect, test } from "@playwright/test";
import { pngImage } from "./support/png";
import { e2ePorts } from "./support/ports.mjs";
import { startOwnServer } from "./support/own-server";

// A server started with nothing but PORT (no PUBLIC_URL, so it believes it is
// http://localhost:PORT) and reached at http://127.0.0.1:PORT: everything the browser and the
// printer load must still work, because it is addressed relative to the origin.
const port = e2ePorts.app + 10;
const stamp = Date.now().toString(36);

/** Resolves once an image of the page or frame has loaded with real pixels. */
async function naturalWidth(locator: ReturnType<Page["locator"]>): Promise<number> {
  return locator.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0));
}

test("with no PUBLIC_URL, at 127.0.0.1, an uploaded picture shows in the preview, public page, PDF and thumbnail", async ({ browser }) => {
  test.setTimeout(240_000);
  const server = await startOwnServer(port);
  const context = await browser.newContext({ baseURL: server.origin, acceptDownloads: true });
  const cspViolations: string[] = [];
  context.on("console", (message) => {
    if (/Content Security Policy|CSP violation/i.test(message.text())) cspViolations.push(message.text());
  });
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI} in ${event.sourceFile}:${event.lineNumber} of ${location.href}`),
    );
  });
  const downloads: Download[] = [];
  context.on("page", (opened) => opened.on("download", (download) => downloads.push(download)));
  try {
    const page = await context.newPage();
    const username = `anywhere-${stamp}`;
    const registered = await page.request.post("/api/auth/register", {
      data: { name: "Ari Anywhere", username, email: `anywhere.${stamp}@example.com`, password: "ari-password", locale: "en-US" },
    });
    expect(registered.status()).toBe(201);
    const created = await page.request.post("/api/resume", { data: { title: "Software Engineer Main" } });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    await page.goto(`/builder/${id}`);
    const preview = page.frameLocator('[data-testid="builder-preview-frame"]');
    await expect(preview.locator('html[data-vitae-ready="true"]')).toBeAttached({ timeout: 30_000 });
    await page.getByTestId("picture-file").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: pngImage() });
    await expect.poll(() => naturalWidth(preview.locator("img.vitae-picture")), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect(page.getByRole("status").filter({ hasText: "All changes saved" })).toBeVisible({ timeout: 15_000 });

    // Kept relative to the origin, so it survives a change of address.
    const stored = (await (await page.request.get(`/api/resume/${id}`)).json()) as {
      version: number;
      slug: string;
      data: { basics: { picture: { url: string } } };
    };
    expect(stored.data.basics.picture.url).toMatch(/^\/api\/storage\/[a-z0-9]+\/resumes\/[a-z0-9]+\/[a-z0-9]+\.webp$/);

    // The toolbar's download saves the PDF, named after the title, with the picture in it. The
    // pointer reaching the button has the server render the resume ahead of the click.
    const download = page.getByRole("button", { name: "Download PDF", exact: true }).first();
    const [prepared] = await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).pathname === `/api/resume/print/${id}/prepare`),
      download.hover(),
    ]);
    expect(prepared.status()).toBe(204);
    await download.click();
    await expect.poll(() => downloads.length, { timeout: 60_000 }).toBeGreaterThan(0);
    const saved = downloads[0]!;
    expect(saved.suggestedFilename()).toBe("Software-Engineer-Main.pdf");
    const file = await saved.path();
    const images = execFileSync("pdfimages", ["-list", file], { encoding: "utf8" }).trim().split("\n").slice(2);
    expect(images.length, "images in the PDF").toBeGreaterThan(0);

    // The public page, for a signed-out visitor at the same address.
    const published = await page.request.patch(`/api/resume/${id}`, { data: { visibility: "public" } });
    expect(published.status(), await published.text()).toBe(200);
    const visitorContext = await browser.newContext({ baseURL: server.origin });
    try {
      const visitor = await visitorContext.newPage();
      visitor.on("console", (message) => {
        if (/Content Security Policy|CSP violation/i.test(message.text())) cspViolations.push(message.text());
      });
      await visitor.goto(`/${username}/${stored.slug}`);
      const frame = visitor.frameLocator('iframe[src="/artboard/preview"]');
      await expect.poll(() => naturalWidth(frame.locator("img.vitae-picture")), { timeout: 20_000 }).toBeGreaterThan(0);
    } finally {
      await visitorContext.close();
    }

    // The dashboard's thumbnail of the resume, printed by the server.
    await page.goto("/dashboard");
    const thumbnail = page.getByTestId("resume-preview-image").first();
    await expect.poll(() => naturalWidth(thumbnail), { timeout: 60_000 }).toBeGreaterThan(0);

    expect(cspViolations).toEqual([]);
  } finally {
    await context.close();
    await server.stop();
  }
});
