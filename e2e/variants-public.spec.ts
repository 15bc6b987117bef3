import { createRequire } from "node:module";
import { expect, type Page, test } from "@playwright/test";

// A public master with a public German variant, against the real server: the public page
// offers both languages, switching shows the German variant (its section names, its
// language) at a shareable address and prints it, the served HTML lists both languages for
// search engines, and a German browser gets the German variant at the master's address.
const stamp = Date.now().toString(36);

type Created = { id: string; slug: string; version: number };

async function publicMasterWithGermanVariant(page: Page, name = "polyglot"): Promise<{ username: string; master: Created; german: Created }> {
  const username = `${name}-${stamp}`;
  const registered = await page.request.post("/api/auth/register", {
    data: { name: "Pat Polyglot", username, email: `${name}.${stamp}@example.com`, password: "polyglot-password", locale: "en-US" },
  });
  expect(registered.status()).toBe(201);
  const created = await page.request.post("/api/resume", { data: { title: "Pat's CV", slug: "cv", sample: true } });
  expect(created.status(), await created.text()).toBe(201);
  const draft = (await created.json()) as Created;
  const master = await page.request.patch(`/api/resume/${draft.id}`, { data: { visibility: "public", version: draft.version } });
  expect(master.status(), await master.text()).toBe(200);
  const variant = await page.request.post(`/api/resume/${draft.id}/variants`, { data: { title: "Lebenslauf", slug: "lebenslauf", language: "de-DE" } });
  expect(variant.status(), await variant.text()).toBe(201);
  const made = (await variant.json()) as Created;
  const german = await page.request.patch(`/api/resume/${made.id}`, { data: { visibility: "public", version: made.version } });
  expect(german.status(), await german.text()).toBe(200);
  return { username, master: (await master.json()) as Created, german: (await german.json()) as Created };
}

test("a public master offers its German variant: switcher, German section names, hreflang, Accept-Language", async ({ page, browser }) => {
  const { username, german } = await publicMasterWithGermanVariant(page);
  const address = `/${username}/cv`;

  const english = await browser.newContext({ locale: "en-US" });
  try {
    const visitor = await english.newPage();
    await visitor.goto(address);
    await expect(visitor.getByRole("heading", { level: 1, name: "Pat's CV" })).toBeVisible();
    const switcher = visitor.getByRole("navigation", { name: "Resume language" });
    await expect(switcher.getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "page");
    const deutsch = switcher.getByRole("link", { name: "Deutsch" });
    await expect(deutsch).toHaveAttribute("hreflang", "de-DE");
    await expect(deutsch).toHaveAttribute("lang", "de-DE");
    await expect(visitor.frameLocator("iframe").getByText("Experience", { exact: true })).toBeVisible();

    // Keyboard only: the link is reachable and switches.
    await deutsch.focus();
    await visitor.keyboard.press("Enter");
    await expect(visitor).toHaveURL(new RegExp(`${address}\\?lang=de-DE$`));
    await expect(visitor.getByRole("heading", { level: 1, name: "Lebenslauf" })).toBeVisible();
    await expect(visitor.locator("html")).toHaveAttribute("lang", "de-DE");
    await expect(switcher.getByRole("link", { name: "Deutsch" })).toHaveAttribute("aria-current", "page");
    const frame = visitor.frameLocator("iframe");
    await expect(frame.getByText("Berufserfahrung", { exact: true })).toBeVisible();
    await expect(frame.getByText("Ausbildung", { exact: true })).toBeVisible();
    await expect(frame.getByText("Experience", { exact: true })).toHaveCount(0);
    // The page's own words stay in the visitor's language.
    await expect(visitor.getByRole("button", { name: "Download PDF" })).toBeVisible();

    // The PDF is the German variant's, though this browser prefers English.
    const [answer] = await Promise.all([
      visitor.waitForResponse((response) => new URL(response.url()).pathname === `/api/resume/public${address}/print`),
      english.waitForEvent("page"),
      visitor.getByRole("button", { name: "Download PDF" }).click(),
    ]);
    expect(new URL(answer.url()).searchParams.get("lang")).toBe("de-DE");
    expect(((await answer.json()) as { url: string }).url).toContain(`/${german.slug}/file/`);

    // What a search engine reads before any script runs.
    const served = await visitor.request.get(`${address}?lang=de-DE`, { headers: { accept: "text/html" } });
    const html = await served.text();
    expect(html).toContain('<html lang="de-DE"');
    expect(html).toContain("<title>Lebenslauf – ");
    const origin = new URL(visitor.url()).origin;
    expect(html).toContain(`<link rel="alternate" hreflang="en-US" href="${origin}${address}?lang=en-US" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="de-DE" href="${origin}${address}?lang=de-DE" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${origin}${address}" />`);
  } finally {
    await english.close();
  }

  // A German browser at the master's address without ?lang= gets the German variant.
  const deutschland = await browser.newContext({ locale: "de-DE", extraHTTPHeaders: { "accept-language": "de-DE,de;q=0.9" } });
  try {
    const visitor = await deutschland.newPage();
    const response = await visitor.goto(address);
    expect(await response?.text()).toContain("<title>Lebenslauf – ");
    await expect(visitor.getByRole("heading", { level: 1, name: "Lebenslauf" })).toBeVisible();
    await expect(visitor.frameLocator("iframe").getByText("Berufserfahrung", { exact: true })).toBeVisible();
    await expect(visitor.getByRole("navigation", { name: "Sprache des Lebenslaufs" }).getByRole("link", { name: "Deutsch" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  } finally {
    await deutschland.close();
  }
});

test("a public resume without language variants offers no switcher and no hreflang", async ({ page }) => {
  const username = `monoglot-${stamp}`;
  const registered = await page.request.post("/api/auth/register", {
    data: { name: "Mo Monoglot", username, email: `monoglot.${stamp}@example.com`, password: "monoglot-password", locale: "en-US" },
  });
  expect(registered.status()).toBe(201);
  const created = await page.request.post("/api/resume", { data: { title: "Mo's CV", slug: "cv", sample: true } });
  const draft = (await created.json()) as Created;
  expect((await page.request.patch(`/api/resume/${draft.id}`, { data: { visibility: "public", version: draft.version } })).status()).toBe(200);

  const response = await page.goto(`/${username}/cv`);
  expect(await response?.text()).not.toContain("hreflang");
  await expect(page.getByRole("heading", { level: 1, name: "Mo's CV" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Download PDF" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Resume language" })).toHaveCount(0);
});

test.describe("the language switcher", () => {
  // The app's Content-Security-Policy forbids inline scripts, which is how axe is injected.
  test.use({ bypassCSP: true });

  for (const colorScheme of ["light", "dark"] as const) {
    test(`has no accessibility violations (${colorScheme})`, async ({ page }) => {
      const { username } = await publicMasterWithGermanVariant(page, `axe-${colorScheme}`);
      await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
      await page.goto(`/${username}/cv?lang=de-DE`);
      await expect(page.getByRole("navigation", { name: "Resume language" })).toBeVisible();
      await page.waitForLoadState("networkidle");
      await page.addScriptTag({ path: createRequire(import.meta.url).resolve("axe-core/axe.min.js") });
      const found = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: { id: string; nodes: { html: string }[] }[] }> } }).axe;
        const result = await axe.run(document, { resultTypes: ["violations"] });
        return result.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.html.slice(0, 160)}`));
      });
      expect(found).toEqual([]);
    });
  }
});
