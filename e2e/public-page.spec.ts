import { expect, type Page, test } from "@playwright/test";

// The public resume page against the real server: the resume in the preview artboard's
// frame for a signed-out visitor, the share-preview tags in the served HTML, and the
// translated 404 page, alike, for a private and an unknown address.
const stamp = Date.now().toString(36);

async function signUp(page: Page, name: string): Promise<string> {
  const username = `${name}-${stamp}`;
  const response = await page.request.post("/api/auth/register", {
    data: { name: "Jordan Public", username, email: `${name}.${stamp}@example.com`, password: "jordan-password", locale: "en-US" },
  });
  expect(response.status()).toBe(201);
  return username;
}

type Created = { id: string; slug: string; version: number; data: { basics: Record<string, unknown> } };

async function createResume(page: Page, title: string, visibility: "public" | "private"): Promise<Created> {
  const created = await page.request.post("/api/resume", { data: { title } });
  expect(created.status()).toBe(201);
  const resume = (await created.json()) as Created;
  const data = { ...resume.data, basics: { ...resume.data.basics, name: "Jordan Public", headline: "Maker of public pages" } };
  const updated = await page.request.patch(`/api/resume/${resume.id}`, { data: { data, visibility, version: resume.version } });
  expect(updated.status(), await updated.text()).toBe(200);
  return (await updated.json()) as Created;
}

test("a public resume is shown to a signed-out visitor, with share-preview tags", async ({ page, browser }) => {
  const username = await signUp(page, "jordan");
  const resume = await createResume(page, "Jordan's Public CV", "public");
  const address = `/${username}/${resume.slug}`;

  const context = await browser.newContext();
  try {
    const visitor = await context.newPage();
    await visitor.goto(address);
    await expect(visitor.getByRole("heading", { level: 1, name: "Jordan's Public CV" })).toBeVisible();
    await expect(visitor).toHaveTitle("Jordan's Public CV");
    const frame = visitor.frameLocator('iframe[src="/artboard/preview"]');
    await expect(frame.getByText("Jordan Public").first()).toBeVisible();
    // The frame grows to the height the artboard reports (at least one A4 page).
    await expect
      .poll(async () => (await visitor.locator("iframe").boundingBox())?.height ?? 0)
      .toBeGreaterThanOrEqual(1000);
    await expect(visitor.getByRole("button", { name: "Download PDF" })).toBeEnabled();
    await expect(visitor.getByRole("link", { name: "Made with Vitae" })).toHaveAttribute("href", "/");
    expect(new URL(visitor.url()).pathname).toBe(address);

    // What a link preview bot reads: the HTML as served, before any script runs.
    const served = await visitor.request.get(address, { headers: { accept: "text/html" } });
    expect(served.status()).toBe(200);
    const html = await served.text();
    expect(html).toContain("<title>Jordan&#39;s Public CV – Jordan Public</title>");
    expect(html).toContain('<meta property="og:title" content="Jordan&#39;s Public CV – Jordan Public" />');
    expect(html).toContain('<meta property="og:description" content="Maker of public pages" />');
    expect(html).toMatch(new RegExp(`<meta property="og:url" content="http://[^"]+${address}" />`));
  } finally {
    await context.close();
  }
});

test("a private resume and an unknown address both answer 404 with the same translated page and a link home", async ({ page, browser }) => {
  const username = await signUp(page, "morgan");
  const resume = await createResume(page, "Morgan's Private CV", "private");

  const context = await browser.newContext({ locale: "de-DE" });
  try {
    const visitor = await context.newPage();
    const texts: string[] = [];
    for (const address of [`/${username}/${resume.slug}`, `/${username}/no-such-resume`, `/nobody-${stamp}/anything`]) {
      const response = await visitor.goto(address);
      expect(response?.status(), address).toBe(404);
      expect(await response?.text()).not.toContain("og:title");
      const heading = visitor.getByRole("heading", { level: 1 });
      await expect(heading).toHaveText("Diesen Lebenslauf gibt es nicht, oder er ist nicht öffentlich");
      texts.push(await visitor.locator("body").innerText());
      expect(new URL(visitor.url()).pathname).toBe(address);
      await expect(visitor.getByText("Morgan's Private CV")).toHaveCount(0);
    }
    expect(new Set(texts).size).toBe(1);
    await visitor.getByRole("link", { name: "Zur Startseite" }).click();
    await expect(visitor).toHaveURL(/\/$/);
  } finally {
    await context.close();
  }
});

test("the public page follows the visitor's language and theme, and its button downloads the PDF", async ({ page, browser }) => {
  const username = await signUp(page, "riley");
  const resume = await createResume(page, "Riley's CV", "public");
  const address = `/${username}/${resume.slug}`;

  const context = await browser.newContext();
  try {
    // What the language picker and the theme toggle keep in this browser.
    await context.addInitScript(() => {
      localStorage.setItem("locale", "ar-SA");
      localStorage.setItem("theme", JSON.stringify({ state: { theme: "dark" }, version: 0 }));
    });
    const visitor = await context.newPage();
    const scripts: string[] = [];
    visitor.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await visitor.goto(address);
    await expect(visitor.getByRole("heading", { level: 1, name: "Riley's CV" })).toBeVisible();
    await expect(visitor.locator("html")).toHaveAttribute("lang", "ar-SA");
    await expect(visitor.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(visitor.locator("html")).toHaveClass(/\bdark\b/);
    await expect(visitor.getByRole("link", { name: "صُنع باستخدام Vitae" })).toHaveAttribute("href", "/");
    await expect(visitor.frameLocator("iframe").getByText("Jordan Public").first()).toBeVisible();
    // Only the Arabic words of the page were fetched, not a whole catalogue.
    expect(scripts.some((path) => path.includes("/ar-SA.json_pick"))).toBe(true);
    expect(scripts.some((path) => /\/(en-US|ar-SA)-[\w-]+\.js$/.test(path))).toBe(false);

    // Keyboard only: the button is reachable and starts the download.
    const button = visitor.getByRole("button", { name: "تنزيل PDF" });
    // Focused (or pointed at), the button has the server render the PDF ahead of the click.
    const [prepared] = await Promise.all([
      visitor.waitForResponse((response) => new URL(response.url()).pathname === `/api/resume/public${address}/prepare`),
      button.focus(),
    ]);
    expect(prepared.status()).toBe(204);
    // A new tab opens for the PDF (headless Chromium downloads it there rather than showing it).
    const [answer] = await Promise.all([
      visitor.waitForResponse((response) => new URL(response.url()).pathname === `/api/resume/public${address}/print`),
      context.waitForEvent("page"),
      visitor.keyboard.press("Enter"),
    ]);
    const { url } = (await answer.json()) as { url: string };
    const pdf = await visitor.request.get(url);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toContain("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  } finally {
    await context.close();
  }
});
