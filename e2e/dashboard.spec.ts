import { expect, type Page, test } from "@playwright/test";

// The resumes dashboard against the real server: every card action, the sample, the
// layout toggle and the keyboard shortcuts.
const stamp = Date.now().toString(36);

async function signUp(page: Page, name: string) {
  const response = await page.request.post("/api/auth/register", {
    data: { name: "Robin Vale", username: `${name}-${stamp}`, email: `${name}.${stamp}@example.com`, password: "robin-password", locale: "en-US" },
  });
  expect(response.status()).toBe(201);
}

function card(page: Page, title: string) {
  return page.getByRole("list", { name: "Your resumes" }).getByRole("listitem").filter({ hasText: title });
}

async function cardAction(page: Page, title: string, action: string) {
  await page.getByRole("button", { name: `Actions for ${title}`, exact: true }).click();
  await page.getByRole("menuitem", { name: action, exact: true }).click();
}

test("create, rename, duplicate, lock, unlock and delete resumes", async ({ page }) => {
  await signUp(page, "robin");
  await page.goto("/dashboard/resumes");
  await expect(page.getByText("No resumes yet")).toBeVisible();

  // Create: the slug follows the title.
  await page.getByRole("button", { name: /Create a new resume/ }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Title").fill("Product Designer CV");
  await expect(dialog.getByLabel("Slug")).toHaveValue("product-designer-cv");
  await dialog.getByRole("button", { name: "Create", exact: true }).click();
  await expect(card(page, "Product Designer CV")).toBeVisible();

  // Rename.
  await cardAction(page, "Product Designer CV", "Rename");
  await dialog.getByLabel("Title").fill("Senior Product Designer");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(card(page, "Senior Product Designer")).toBeVisible();

  // Duplicate, with the title pre-filled.
  await cardAction(page, "Senior Product Designer", "Duplicate");
  await expect(dialog.getByLabel("Title")).toHaveValue("Senior Product Designer (Copy)");
  await dialog.getByRole("button", { name: "Duplicate", exact: true }).click();
  await expect(card(page, "Senior Product Designer (Copy)")).toBeVisible();

  // Lock: an overlay shows and edits are refused, in the UI and by the API.
  await cardAction(page, "Senior Product Designer", "Lock");
  await dialog.getByRole("button", { name: "Lock", exact: true }).click();
  const locked = card(page, "Senior Product Designer").filter({ hasNotText: "(Copy)" });
  await expect(locked.getByText("Locked")).toBeVisible();
  const list = (await (await page.request.get("/api/resume")).json()) as { id: string; title: string; version: number }[];
  const original = list.find((resume) => resume.title === "Senior Product Designer");
  const refused = await page.request.patch(`/api/resume/${original?.id}`, { data: { title: "Changed", version: original?.version } });
  expect(refused.status()).toBe(423);
  expect((await refused.json()).code).toBe("ResumeLocked");
  await cardAction(page, "Senior Product Designer", "Rename");
  await expect(dialog.getByText("This resume is locked.")).toBeVisible();
  await page.keyboard.press("Escape");

  // Unlock, then edits work again.
  await cardAction(page, "Senior Product Designer", "Unlock");
  await dialog.getByRole("button", { name: "Unlock", exact: true }).click();
  await expect(locked.getByText("Locked")).toHaveCount(0);

  // Delete the copy, confirming with the word "delete".
  await cardAction(page, "Senior Product Designer (Copy)", "Delete");
  await dialog.getByLabel(/Type .delete. to confirm/).fill("delete");
  await dialog.getByRole("button", { name: "Delete resume" }).click();
  await expect(card(page, "Senior Product Designer (Copy)")).toHaveCount(0);
  await expect(card(page, "Senior Product Designer")).toHaveCount(1);
});

test("create from the sample, switch to the list and back, use the shortcuts", async ({ page }) => {
  await signUp(page, "sam");
  await page.goto("/dashboard/resumes");

  await page.getByRole("button", { name: /Create a new resume/ }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Title").fill("From the sample");
  await dialog.getByRole("button", { name: "More ways to create" }).click();
  await page.getByRole("menuitem", { name: "Create from sample" }).click();
  await expect(card(page, "From the sample")).toBeVisible();
  const [sample] = (await (await page.request.get("/api/resume")).json()) as { data: { metadata: { template: string } } }[];
  expect(sample?.data.metadata.template).toBe("glalie");

  // The layout choice survives a reload.
  await page.getByRole("button", { name: "List" }).click();
  await expect(page.getByRole("button", { name: "List" })).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await expect(page.getByRole("button", { name: "List" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Grid" }).click();
  await expect(page.getByRole("button", { name: "Grid" })).toHaveAttribute("aria-pressed", "true");

  // Shortcuts: Shift+S to settings, Shift+R back, Ctrl+N opens the create dialog.
  await page.keyboard.press("Shift+S");
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await page.keyboard.press("Shift+R");
  await expect(page).toHaveURL(/\/dashboard\/resumes$/);
  // The list is shown (its page listens for the shortcut) before Ctrl+N is pressed.
  await expect(card(page, "From the sample")).toBeVisible();
  await page.keyboard.press("Control+n");
  await expect(page.getByRole("dialog").getByLabel("Title")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // Opening a card goes to the builder.
  await card(page, "From the sample").getByRole("link").first().click();
  await expect(page).toHaveURL(/\/builder\/[a-z0-9]+$/);
});
