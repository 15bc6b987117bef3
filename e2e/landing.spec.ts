import { expect, test } from "@playwright/test";

test("the landing page opens in Chromium with no script errors or blocked resources", async ({ page }) => {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("console", (message) => {
    // Uncaught errors and Content-Security-Policy refusals; an API answer's HTTP status
    // is the app's business, not a page error.
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
      problems.push(message.text());
    }
  });

  await page.goto("/");
  await expect(page).toHaveTitle(/Vitae/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: /sign in|log in/i }).first()).toBeVisible();
  expect(problems).toEqual([]);
});

test("the theme toggle cycles light, system, dark and survives a reload", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  const html = page.locator("html");
  const toggle = page.getByRole("button", { name: /theme/i }).first();
  await expect(toggle).toBeVisible();

  // From the default (system, light OS) the cycle goes dark → light → system.
  await toggle.click();
  await expect(html).toHaveClass(/dark/);
  await page.reload();
  await expect(html).toHaveClass(/dark/);
  await page.getByRole("button", { name: /theme/i }).first().click();
  await expect(html).not.toHaveClass(/dark/);
});

test("the artboard page loads for the builder's preview frame", async ({ page }) => {
  const response = await page.goto("/artboard/builder");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Vitae/);
});
