import { expect, type Page, test } from "@playwright/test";

// Interface languages against the real build: the picker saves the locale to the account,
// the page reloads in it, and right-to-left languages mirror the layout.
const stamp = Date.now().toString(36);

async function signUp(page: Page, name: string) {
  const response = await page.request.post("/api/auth/register", {
    data: { name: "Lena Stein", username: `${name}-${stamp}`, email: `${name}.${stamp}@example.com`, password: "lena-password", locale: "en-US" },
  });
  expect(response.status()).toBe(201);
}

/** Chooses a language in the settings' picker; the page reloads in it. */
async function chooseLanguage(page: Page, language: string) {
  await page.goto("/dashboard/settings");
  await page.getByRole("button", { name: "Theme and language" }).click();
  await Promise.all([page.waitForEvent("load"), page.getByRole("combobox", { name: "Language", exact: true }).selectOption({ label: language })]);
}

test.use({ viewport: { width: 1280, height: 800 } });

test("switching to German saves the locale and shows the dashboard in German after the reload", async ({ page }) => {
  await signUp(page, "lena");
  await chooseLanguage(page, "Deutsch");

  await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  expect(((await (await page.request.get("/api/user/me")).json()) as { locale: string }).locale).toBe("de-DE");

  await page.goto("/dashboard/resumes");
  await expect(page.getByRole("heading", { level: 1, name: "Lebensläufe" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Hauptnavigation" })).toBeVisible();
  // Still German in a new visit: the choice is stored in this browser.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Lebensläufe" })).toBeVisible();
});

test("signing in from a new browser shows the account's saved language", async ({ page, browser }) => {
  await signUp(page, "jonas");
  expect((await page.request.patch("/api/user/me", { data: { locale: "de-DE" } })).ok()).toBe(true);

  // A fresh context stands in for another device: an English browser with nothing stored.
  const context = await browser.newContext({ locale: "en-US" });
  try {
    const device = await context.newPage();
    await device.goto("/auth/login");
    await expect(device.locator("html")).toHaveAttribute("lang", "en-US");
    await device.getByLabel("Email or username").fill(`jonas.${stamp}@example.com`);
    await device.getByLabel("Password", { exact: true }).fill("lena-password");
    await device.getByRole("button", { name: "Sign in" }).click();

    await expect(device.getByRole("heading", { level: 1, name: "Lebensläufe" })).toBeVisible();
    await expect(device.locator("html")).toHaveAttribute("lang", "de-DE");
    // Kept in this browser too, so the next visit starts in German.
    expect(await device.evaluate(() => localStorage.getItem("locale"))).toBe("de-DE");
    await device.reload();
    await expect(device.getByRole("heading", { level: 1, name: "Lebensläufe" })).toBeVisible();
  } finally {
    await context.close();
  }
});

test("switching to Arabic turns the page right-to-left and mirrors the layout", async ({ page }) => {
  await signUp(page, "sami");
  await page.goto("/dashboard/resumes");
  const sidebar = page.locator("aside").first();
  await expect(sidebar).toBeVisible();
  const ltr = (await sidebar.boundingBox())!;
  expect(ltr.x).toBeLessThan(10);

  await chooseLanguage(page, "العربية");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  expect(((await (await page.request.get("/api/user/me")).json()) as { locale: string }).locale).toBe("ar-SA");

  await page.goto("/dashboard/resumes");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const rtl = (await sidebar.boundingBox())!;
  // The sidebar moved from the left edge to the right edge, at the same width.
  expect(rtl.width).toBeCloseTo(ltr.width, 0);
  expect(rtl.x + rtl.width).toBeGreaterThan(1280 - 10);
  // Its shortcut hints sit at the inline end, now the left side of each link.
  const link = sidebar.getByRole("link").filter({ has: page.locator("kbd") }).first();
  const hint = (await link.locator("kbd").boundingBox())!;
  const linkBox = (await link.boundingBox())!;
  expect(hint.x - linkBox.x).toBeLessThan(linkBox.width / 2);
});

test("a visitor's choice on the landing page is kept in the browser", async ({ page }) => {
  await page.goto("/");
  await Promise.all([page.waitForEvent("load"), page.getByRole("combobox", { name: "Language" }).first().selectOption("de-DE")]);
  await expect(page.getByRole("link", { name: "Anmelden" }).first()).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
});
