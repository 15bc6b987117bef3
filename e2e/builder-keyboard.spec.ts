import { type Page, expect, test } from "@playwright/test";
import { createResume, openBuilder, signUp } from "./support/session";

// The builder by keyboard: skip links reach each region at once, and an item dialog gives
// focus back to the control that opened it.
test.describe.configure({ timeout: 90_000 });

const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
const focusInside = (page: Page, testId: string) =>
  page.evaluate((id) => document.querySelector(`[data-testid="${id}"]`)?.contains(document.activeElement) ?? false, testId);

/** Tabs from the top of the page to the skip link of that name and follows it. */
async function followSkipLink(page: Page, name: string) {
  // Start from the top of the page, as after a load.
  await page.evaluate(() => {
    document.body.setAttribute("tabindex", "-1");
    document.body.focus();
    document.body.removeAttribute("tabindex");
  });
  for (let presses = 0; presses < 6 && (await focusedName(page)) !== name; presses += 1) await page.keyboard.press("Tab");
  expect(await focusedName(page)).toBe(name);
  await expect(page.getByRole("link", { name })).toBeInViewport();
  await page.keyboard.press("Enter");
  // The link moves focus on the next animation frame (a sheet may open first).
  await expect.poll(() => focusedName(page)).not.toBe(name);
}

test("skip links lead the keyboard straight into the content panel, the preview and the design panel", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUp(page, "skip");
  await openBuilder(page, await createResume(page.request, "Keyboard CV"));

  await followSkipLink(page, "Skip to the design panel");
  await page.keyboard.press("Tab");
  expect(await focusInside(page, "builder-design-scroll")).toBe(true);

  await followSkipLink(page, "Skip to the preview");
  expect(await focusInside(page, "builder-preview")).toBe(true);
  await page.keyboard.press("Tab");
  // The page is a picture, not a stop of its own: the next stop is the preview's toolbar.
  expect(await page.evaluate(() => document.activeElement?.closest('[role="toolbar"]') !== null)).toBe(true);

  await followSkipLink(page, "Skip to the content panel");
  await page.keyboard.press("Tab");
  expect(await focusInside(page, "builder-content-scroll")).toBe(true);
});

test("after Create or Save in an item dialog, focus is back on the control that opened it", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUp(page, "focus");
  await openBuilder(page, await createResume(page.request, "Focus CV"));

  const add = page.getByRole("button", { name: "Add item to Skills", exact: true });
  await add.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name", { exact: true }).fill("Knot tying");
  await dialog.getByRole("button", { name: "Create", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();

  const item = page.getByRole("button", { name: "Knot tying", exact: true });
  await item.focus();
  await page.keyboard.press("Enter");
  await dialog.getByLabel("Name", { exact: true }).fill("Splicing");
  await dialog.getByRole("button", { name: "Save changes", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Splicing", exact: true })).toBeFocused();

  // From the item's menu: the menu's button takes focus back, the menu item being gone.
  const menuButton = page.getByRole("button", { name: "Actions for Splicing", exact: true });
  await menuButton.click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  await dialog.getByRole("button", { name: "Save changes", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(menuButton).toBeFocused();
});
