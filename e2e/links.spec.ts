import { type Browser, type Page, expect, test } from "@playwright/test";
import { openBuilder, signUp } from "./support/session";

// Every same-origin link a visitor or a signed-in user can reach on the main pages leads
// somewhere: no address answers 404 and no page shows "Page not found".
test.describe.configure({ timeout: 240_000 });

/** The same-origin addresses the page links to, without their #fragment. */
async function sameOriginLinks(page: Page): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const hrefs = await page.locator("a[href]").evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  return hrefs.filter((href) => new URL(href).origin === origin).map((href) => href.split("#")[0]!);
}

/** Scrolls to the end until the lazy parts of the page (the landing page's sections and footer) are there. */
async function scrollToEnd(page: Page) {
  for (let turn = 0; turn < 8; turn += 1) {
    await page.mouse.wheel(0, 4000);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(200);
  }
}

async function collect(page: Page, addresses: string[], found: Map<string, string>, options: { scroll?: boolean } = {}) {
  for (const address of addresses) {
    await page.goto(address);
    await expect(page.locator("main, [role=main]").first()).toBeVisible({ timeout: 20_000 });
    if (options.scroll) {
      await scrollToEnd(page);
      await expect(page.getByRole("contentinfo")).toBeVisible();
    }
    for (const link of await sameOriginLinks(page)) if (!found.has(link)) found.set(link, address);
  }
}

async function expectAllLead(browser: Browser, page: Page, found: Map<string, string>) {
  const notFound: string[] = [];
  for (const [link, from] of found) {
    const path = new URL(link).pathname;
    // The server's own addresses (OAuth starts, the API reference, files): their answer is enough.
    const response = await page.request.get(link, { maxRedirects: 0 });
    if (response.status() === 404) {
      notFound.push(`${path} (linked from ${from}) answers 404`);
      continue;
    }
    if (path.startsWith("/api/") || path.startsWith("/icons/")) continue;
    await page.goto(link);
    await page.waitForLoadState("networkidle");
    if (await page.getByText("Page not found", { exact: true }).isVisible()) notFound.push(`${path} (linked from ${from}) shows Page not found`);
  }
  expect(notFound).toEqual([]);
  void browser;
}

test("no link on the visitor's pages leads nowhere", async ({ page, browser }) => {
  const found = new Map<string, string>();
  await collect(page, ["/"], found, { scroll: true });
  await collect(page, ["/auth/login", "/auth/register", "/auth/forgot-password"], found);
  // /docs opens the first page, whose list names every other.
  await collect(page, ["/docs"], found);
  const docsPages = [...found.keys()].filter((link) => new URL(link).pathname.startsWith("/docs/"));
  expect(docsPages.length).toBeGreaterThanOrEqual(7);
  await collect(page, docsPages, found);
  // The docs pages, the sign-up and the facts' pages are among them.
  expect([...found.keys()].map((link) => new URL(link).pathname)).toEqual(
    expect.arrayContaining(["/auth/register", "/docs", "/docs/self-hosting", "/docs/import-formats", "/docs/api"]),
  );
  await expectAllLead(browser, page, found);
});

test("no link on a signed-in user's pages leads nowhere", async ({ page, browser }) => {
  const { username } = await signUp(page, "links");
  const created = await page.request.post("/api/resume", { data: { title: "Linked CV", visibility: "public", sample: true } });
  expect(created.status()).toBe(201);
  const resume = (await created.json()) as { id: string; slug: string };

  const found = new Map<string, string>();
  await collect(page, ["/", "/dashboard/resumes", "/dashboard/settings", `/${username}/${resume.slug}`], found);
  await openBuilder(page, resume.id);
  for (const link of await sameOriginLinks(page)) if (!found.has(link)) found.set(link, "the builder");
  expect([...found.keys()].map((link) => new URL(link).pathname)).toContain("/docs");
  await expectAllLead(browser, page, found);
});
