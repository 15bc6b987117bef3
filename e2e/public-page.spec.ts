import { expect, type Page, test } from "@playwright/test";

// The public resume page against the real server: the resume in the preview artboard's
// frame for a signed-out visitor, the share-preview tags in the served HTML, and the
// redirect to the landing page for a private resume.
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

test("a private resume sends the visitor to the landing page", async ({ page, browser }) => {
  const username = await signUp(page, "morgan");
  const resume = await createResume(page, "Morgan's Private CV", "private");

  const context = await browser.newContext();
  try {
    const visitor = await context.newPage();
    const served = await visitor.request.get(`/${username}/${resume.slug}`);
    expect(await served.text()).not.toContain("og:title");
    await visitor.goto(`/${username}/${resume.slug}`);
    await expect(visitor).toHaveURL(/\/$/);
    expect(new URL(visitor.url()).pathname).toBe("/");
    await expect(visitor.getByText("Morgan's Private CV")).toHaveCount(0);
  } finally {
    await context.close();
  }
});
