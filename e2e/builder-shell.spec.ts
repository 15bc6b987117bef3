import { type Locator, type Page, expect, test } from "@playwright/test";
import { createResume, openBuilder, signUp } from "./support/session";

// The builder is an application shell: the document itself never scrolls, whatever the
// panels, rails and dialogs do; only each panel scrolls inside itself.
const viewports = [
  { width: 1440, height: 900 },
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
];

test.describe.configure({ timeout: 120_000 });

async function expectShellStill(page: Page, what: string) {
  const documentScroll = await page.evaluate(() => ({
    top: document.scrollingElement?.scrollTop ?? 0,
    left: document.scrollingElement?.scrollLeft ?? 0,
  }));
  expect(documentScroll, `document scrolled after ${what}`).toEqual({ top: 0, left: 0 });
  const header = await page.getByRole("banner").boundingBox();
  expect(header?.y, `header moved after ${what}`).toBe(0);
}

/** Wheels the pointer over a panel far past its end, then back past its start. */
async function wheelPastEnds(page: Page, panel: Locator, what: string) {
  const box = await panel.boundingBox();
  if (!box) throw new Error(`${what} is not on screen`);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  for (let turn = 0; turn < 12; turn += 1) await page.mouse.wheel(0, 2000);
  await expect.poll(() => panel.evaluate((element) => element.scrollTop), { message: `${what} did not scroll` }).toBeGreaterThan(0);
  await expectShellStill(page, `wheeling down ${what}`);
  for (let turn = 0; turn < 12; turn += 1) await page.mouse.wheel(0, -2000);
  await expectShellStill(page, `wheeling up ${what}`);
}

/** Presses every button of a rail, the last ones first so each press has somewhere to scroll to. */
async function pressEveryRailButton(page: Page, rail: Locator, what: string) {
  const buttons = rail.getByRole("button");
  const count = await buttons.count();
  expect(count).toBeGreaterThan(3);
  for (let index = count - 1; index >= 0; index -= 1) {
    await buttons.nth(index).click();
    await expectShellStill(page, `pressing ${what} button ${index + 1}`);
  }
}

const contentScroller = (page: Page) => page.getByTestId("builder-content-scroll");
const designScroller = (page: Page) => page.getByTestId("builder-design-scroll");

async function exerciseContent(page: Page) {
  await wheelPastEnds(page, contentScroller(page), "the content panel");
  await pressEveryRailButton(page, page.getByRole("navigation", { name: "Sections" }), "content rail");
  await page.getByRole("button", { name: "Add a new section" }).click();
  await expect(page.getByRole("heading", { name: "Custom Section" })).toBeInViewport();
  await expectShellStill(page, "adding a section");
  await page.getByRole("button", { name: "Add item to Custom Section", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: /Custom Section|Create/ });
  await expect(dialog).toBeVisible();
  await expectShellStill(page, "opening an item dialog");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expectShellStill(page, "closing an item dialog");
}

async function exerciseDesign(page: Page) {
  await wheelPastEnds(page, designScroller(page), "the design panel");
  await pressEveryRailButton(page, page.getByRole("navigation", { name: "Design sections" }), "design rail");
}

for (const viewport of viewports) {
  test(`the builder document never scrolls at ${viewport.width}×${viewport.height}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signUp(page, "shell");
    const id = await createResume(page.request, "Shell CV");
    await openBuilder(page, id);
    await expectShellStill(page, "opening the builder");

    if (viewport.width >= 1024) {
      await exerciseContent(page);
      await exerciseDesign(page);
      return;
    }
    await page.getByRole("button", { name: "Open content panel" }).click();
    await exerciseContent(page);
    await page.getByRole("dialog", { name: "Content" }).getByRole("button", { name: "Close" }).click();
    await expectShellStill(page, "closing the content sheet");
    await page.getByRole("button", { name: "Open design panel" }).click();
    await exerciseDesign(page);
    await page.getByRole("dialog", { name: "Design" }).getByRole("button", { name: "Close" }).click();
    await expectShellStill(page, "closing the design sheet");
  });
}
