import { type Cookie, type Locator, type Page, expect, test } from "@playwright/test";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

// The builder's design panel against the real server and its printer: template,
// layout moved from the keyboard and read back from the PDF, font and colour in the preview's
// computed styles, letter paper, custom CSS, sharing to a signed-out visitor, and a family
// beyond the quick fonts that comes through the font service (offline here: it falls back).
const stamp = Date.now().toString(36);

type Created = { id: string; slug: string; version: number; data: Record<string, unknown> & { basics: Record<string, unknown>; sections: Record<string, unknown> } };

/** Letters and digits, starting with a letter: a valid cuid2 item id. */
const itemId = (name: string) => `e2e${name}`.padEnd(24, "x");

test.describe.configure({ timeout: 120_000 });

/** One account per worker: sign-ups are limited per address, and every spec signs up from 127.0.0.1. */
let account: { username: string; cookies: Cookie[] } | undefined;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  try {
    const username = `designer-${stamp}-${Math.random().toString(36).slice(2, 8)}`;
    const registration = { name: "Noor Hale", username, email: `${username}@example.com`, password: "noor-password", locale: "en-US" };
    let registered = await context.request.post("/api/auth/register", { data: registration });
    for (let retry = 0; registered.status() === 429 && retry < 3; retry++) {
      await new Promise((resolve) => setTimeout(resolve, Number(registered.headers()["retry-after"] ?? 10) * 1000));
      registered = await context.request.post("/api/auth/register", { data: registration });
    }
    expect(registered.status(), await registered.text()).toBe(201);
    account = { username, cookies: await context.cookies() };
  } finally {
    await context.close();
  }
});

/** Signs the page in and creates a resume with a name, a headline, one job and two skills; returns it with the username. */
async function seed(page: Page, name: string): Promise<Created & { username: string }> {
  if (!account) throw new Error("No account was signed up.");
  await page.context().addCookies(account.cookies);
  const { username } = account;
  const created = await page.request.post("/api/resume", { data: { title: `Design ${name} ${Math.random().toString(36).slice(2, 8)}` } });
  expect(created.status(), await created.text()).toBe(201);
  const resume = (await created.json()) as Created;
  const sections = resume.data.sections as Record<string, { items: unknown[] }>;
  const data = {
    ...resume.data,
    basics: { ...resume.data.basics, name: "Noor Hale", headline: "Field biologist" },
    sections: {
      ...sections,
      experience: {
        ...sections.experience,
        items: [{ id: itemId("job"), visible: true, company: "Wetland Trust", position: "Ecologist", location: "", date: "2020", summary: "", url: { label: "", href: "" } }],
      },
      skills: {
        ...sections.skills,
        items: ["Birdsong identification", "GIS mapping"].map((skill, index) => ({
          id: itemId(`skill${index}`),
          visible: true,
          name: skill,
          description: "",
          level: 3,
          keywords: [],
        })),
      },
    },
  };
  const updated = await page.request.patch(`/api/resume/${resume.id}`, { data: { data, version: resume.version } });
  expect(updated.status(), await updated.text()).toBe(200);
  return { ...((await updated.json()) as Created), username };
}

const preview = (page: Page) => page.frameLocator('[data-testid="builder-preview-frame"]');
const design = (page: Page, name: string): Locator => page.locator(`[id="builder-design-${name}"]`);

/** A section below the panel's first screen loads as it comes near: scroll to it, as a person would. */
async function reveal(page: Page, name: string): Promise<Locator> {
  const section = design(page, name);
  await section.scrollIntoViewIfNeeded();
  return section;
}
const saved = (page: Page) => expect(page.getByRole("status").filter({ hasText: "All changes saved" })).toBeVisible({ timeout: 15_000 });

async function openBuilder(page: Page, id: string) {
  await page.goto(`/builder/${id}`);
  await expect(preview(page).locator('html[data-vitae-ready="true"]')).toBeAttached({ timeout: 20_000 });
}

/** Presses a key the way a person would: dnd-kit measures and moves on animation frames. */
async function press(page: Page, key: string) {
  await page.keyboard.press(key);
  await page.waitForTimeout(250);
}

interface PdfPage {
  width: number;
  height: number;
  text: string;
}

/** The resume as the export prints it (GET /api/resume/print/{id}, then its url), page by page. */
async function printedPages(page: Page, id: string): Promise<PdfPage[]> {
  const printed = await page.request.get(`/api/resume/print/${id}`, { timeout: 30_000 });
  expect(printed.status(), await printed.text()).toBe(200);
  const { url } = (await printed.json()) as { url: string };
  const file = await page.request.get(url);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  const document = await getDocument({ data: new Uint8Array(await file.body()), useSystemFonts: true, disableFontFace: true }).promise;
  try {
    const pages: PdfPage[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const pdfPage = await document.getPage(number);
      const { width, height } = pdfPage.getViewport({ scale: 1 });
      const content = await pdfPage.getTextContent();
      pages.push({ width, height, text: content.items.map((item) => ("str" in item ? item.str : "")).join(" ") });
    }
    return pages;
  } finally {
    await document.destroy();
  }
}


test("switching the template changes the preview at once", async ({ page }) => {
  const { id } = await seed(page, "template");
  await openBuilder(page, id);
  const frame = preview(page);
  await expect(frame.locator(".vitae-rhyhorn").first()).toBeAttached();

  const templates = design(page, "template").getByRole("list", { name: "Templates" });
  await templates.getByRole("button", { name: "glalie", exact: true }).click();
  await expect(templates.getByRole("button", { name: "glalie", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(frame.locator(".vitae-glalie").first()).toBeAttached();
  await expect(frame.locator(".vitae-rhyhorn")).toHaveCount(0);
  await expect(frame.getByText("Noor Hale").first()).toBeVisible();
  await saved(page);
});

test("skills moved to a new page from the keyboard print on page 2 of the PDF", async ({ page }) => {
  const { id } = await seed(page, "layout");
  await openBuilder(page, id);
  const layout = design(page, "layout");
  await layout.getByRole("button", { name: "Add page" }).click();
  const pageBox = (number: number) => layout.getByRole("listitem").filter({ has: page.getByRole("heading", { name: `Page ${number}`, exact: true }) });
  await expect(pageBox(2)).toBeVisible();

  const handle = layout.getByRole("button", { name: "Skills", exact: true });
  await handle.scrollIntoViewIfNeeded();
  await handle.focus();
  await press(page, "Space");
  // Down goes to the nearest place below: the rest of the sidebar, the foot of the main column, then page 2.
  for (let presses = 0; presses < 20 && (await pageBox(2).getByRole("button", { name: "Skills", exact: true }).count()) === 0; presses++) {
    await press(page, "ArrowDown");
  }
  await press(page, "Space");
  await expect(pageBox(2).getByRole("button", { name: "Skills", exact: true })).toBeVisible();
  await expect(pageBox(1).getByRole("button", { name: "Skills", exact: true })).toHaveCount(0);
  await saved(page);

  const pages = await printedPages(page, id);
  expect(pages.length).toBeGreaterThanOrEqual(2);
  // Without spaces and in lower case: templates space headings' letters out and capitalise them.
  const [first, second] = pages.map((printed) => printed.text.toLowerCase().replace(/\s+/g, ""));
  expect(first).toContain("noorhale");
  expect(first).toContain("wetlandtrust");
  expect(first).not.toContain("skills");
  expect(first).not.toContain("gismapping");
  expect(second).toContain("skills");
  expect(second).toContain("gismapping");
});

test("a quick font and a primary colour show in the preview's computed styles", async ({ page }) => {
  const { id } = await seed(page, "styles");
  await openBuilder(page, id);
  await (await reveal(page, "typography")).getByRole("group", { name: "Quick fonts" }).getByRole("button", { name: "Merriweather", exact: true }).click();
  await (await reveal(page, "theme")).getByLabel("Primary colour", { exact: true }).fill("#0f766e");
  await saved(page);

  const frame = page.frame({ url: /\/artboard\/builder/ });
  if (!frame) throw new Error("The preview frame is missing.");
  await expect
    .poll(() => frame.evaluate(() => getComputedStyle(document.querySelector(".vitae-page") as Element).fontFamily))
    .toMatch(/^"?Merriweather"?,/);
  await expect.poll(() => frame.evaluate(() => document.fonts.check('16px "Merriweather"', "Noor Hale"))).toBe(true);
  await expect
    .poll(() => frame.evaluate(() => getComputedStyle(document.querySelector(".vitae-page") as Element).getPropertyValue("--vitae-primary").trim()))
    .toBe("#0f766e");
  // Something the template draws in the primary colour has it now.
  await expect
    .poll(() =>
      frame.evaluate(() =>
        Array.from(document.querySelectorAll(".vitae-page *")).some((element) => {
          const style = getComputedStyle(element);
          return [style.color, style.backgroundColor, style.borderTopColor, style.borderBottomColor].includes("rgb(15, 118, 110)");
        }),
      ),
    )
    .toBe(true);
});

test("letter format prints on letter paper", async ({ page }) => {
  const { id } = await seed(page, "letter");
  await openBuilder(page, id);
  await (await reveal(page, "page")).getByLabel("Format").selectOption("letter");
  await saved(page);
  const pages = await printedPages(page, id);
  expect(pages.length).toBeGreaterThanOrEqual(1);
  for (const printed of pages) {
    expect(Math.abs(printed.width - 612)).toBeLessThanOrEqual(1);
    expect(Math.abs(printed.height - 792)).toBeLessThanOrEqual(1);
  }
});

test("custom CSS that hides the headline hides it in the preview", async ({ page }) => {
  const { id } = await seed(page, "css");
  await openBuilder(page, id);
  const headline = preview(page).locator(".vitae-headline");
  await expect(headline).toBeVisible();

  const css = await reveal(page, "css");
  const apply = css.getByRole("switch", { name: "Apply custom CSS" });
  if ((await apply.getAttribute("aria-checked")) !== "true") await apply.click();
  await expect(apply).toHaveAttribute("aria-checked", "true");
  const editor = css.getByRole("textbox", { name: "Custom CSS" });
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  // Typed as one insertion: CodeMirror would otherwise close the brace on its own.
  await page.keyboard.insertText(".vitae-headline { display: none; }");
  await expect(editor).toContainText(".vitae-headline { display: none; }");
  await expect(headline).toBeHidden();
  await expect(preview(page).getByText("Noor Hale").first()).toBeVisible();
  await saved(page);
});

test("a shared resume opens at its public address for a signed-out visitor", async ({ page, browser }) => {
  const { id, username, slug } = await seed(page, "share");
  await openBuilder(page, id);
  const sharing = await reveal(page, "sharing");
  await expect(sharing.getByLabel("Public link")).toHaveCount(0);
  await sharing.getByRole("switch", { name: "Public" }).click();
  const link = sharing.getByLabel("Public link");
  await expect(link).toHaveValue(new RegExp(`/${username}/${slug}$`));
  const address = await link.inputValue();

  const visitorContext = await browser.newContext();
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto(address);
    expect(new URL(visitor.url()).pathname).toBe(`/${username}/${slug}`);
    const frame = visitor.frameLocator('iframe[src="/artboard/preview"]');
    await expect(frame.getByText("Noor Hale").first()).toBeVisible({ timeout: 20_000 });
    await expect(frame.getByText("Field biologist").first()).toBeVisible();
    await expect(visitor.getByRole("button", { name: "Download PDF" })).toBeEnabled();
  } finally {
    await visitorContext.close();
  }
});

test("a family beyond the quick fonts comes through the font service, and without internet still prints", async ({ page }) => {
  const { id } = await seed(page, "service");
  await openBuilder(page, id);
  const fontCss = page.waitForRequest((request) => request.url().includes("/api/fonts/css?family=Roboto+Slab"));
  await (await reveal(page, "typography")).getByRole("button", { name: "Font family IBM Plex Serif" }).click();
  const search = page.getByRole("combobox", { name: "Search fonts" });
  // ~1900 families, of which only the rows in view are drawn: the keys reach the last one.
  const list = page.getByRole("listbox", { name: "Font family" });
  await expect(list.getByRole("option", { name: /^Abel/ })).toBeAttached();
  await search.press("End");
  await expect(list.getByRole("option", { name: /^Zilla Slab Highlight/ })).toBeVisible();
  expect(await list.getByRole("option").count()).toBeLessThan(30);
  await search.fill("roboto slab");
  await expect(list.getByRole("option").first()).toContainText("Roboto Slab");
  await search.press("Enter");
  await expect((await reveal(page, "typography")).getByRole("button", { name: "Font family Roboto Slab" })).toBeVisible();

  // The artboard asks our origin, never Google; with no internet the service says so at once.
  const request = await fontCss;
  expect(new URL(request.url()).origin).toBe(new URL(page.url()).origin);
  const started = Date.now();
  const answer = await page.request.get(request.url());
  expect([200, 503]).toContain(answer.status());
  expect(Date.now() - started).toBeLessThan(5000);
  // Unreachable, the preview (and the typography panel beside the choice) says a fallback is shown.
  const notice = page.getByText("The font Roboto Slab could not be loaded.", { exact: false });
  if (answer.status() === 503) {
    await expect(notice).toHaveCount(2);
    await expect(page.getByRole("alert").filter({ hasText: "Roboto Slab" })).toBeVisible();
  } else {
    await expect(notice).toHaveCount(0);
  }
  const frame = page.frame({ url: /\/artboard\/builder/ });
  await expect
    .poll(() => frame?.evaluate(() => getComputedStyle(document.querySelector(".vitae-page") as Element).fontFamily))
    .toMatch(/^"?Roboto Slab"?,/);
  await expect(preview(page).locator('html[data-vitae-ready="true"]')).toBeAttached({ timeout: 15_000 });
  await saved(page);

  const printing = Date.now();
  const pages = await printedPages(page, id);
  expect(Date.now() - printing).toBeLessThan(15_000);
  expect(pages[0]?.text).toContain("Noor Hale");
});
