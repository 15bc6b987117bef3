import { expect, type Page, test } from "@playwright/test";

// A resume's History in the builder (browse, compare, restore, undo the restore) and the
// dashboard's Trash (delete, restore), against the real server.
const stamp = Date.now().toString(36);

async function signUp(page: Page, name: string) {
  const response = await page.request.post("/api/auth/register", {
    data: { name: "Kim Ortega", username: `${name}-${stamp}`, email: `${name}.${stamp}@example.com`, password: "kim-password", locale: "en-US" },
  });
  expect(response.status()).toBe(201);
}

async function headline(page: Page, id: string): Promise<string> {
  return (await (await page.request.get(`/api/resume/${id}`)).json()).data.basics.headline;
}

test("browse the History, compare a version with now, restore it and undo the restore", async ({ page }) => {
  await signUp(page, "kim");
  const created = await (await page.request.post("/api/resume", { data: { title: "History CV", sample: true } })).json();
  const data = structuredClone(created.data);
  data.basics.headline = "Old headline";
  const saved = await (await page.request.patch(`/api/resume/${created.id}`, { data: { data, version: created.version } })).json();
  expect((await page.request.post(`/api/resume/${created.id}/versions`, { data: { name: "Sent to ACME" } })).status()).toBe(201);
  data.basics.headline = "New headline";
  expect((await page.request.patch(`/api/resume/${created.id}`, { data: { data, version: saved.version } })).status()).toBe(200);

  await page.goto(`/builder/${created.id}`);
  const history = page.getByRole("region", { name: "History" });
  await history.scrollIntoViewIfNeeded();
  await history.getByRole("button", { name: /Sent to ACME/ }).click();

  // The preview shows the version, read-only, under a banner.
  const banner = page.getByRole("status").filter({ hasText: "Sent to ACME" });
  await expect(banner).toBeVisible();
  await expect(page.frameLocator("[data-testid=builder-preview-frame]").getByText("Old headline")).toBeVisible();
  const comparison = history.getByTestId("version-comparison");
  await expect(comparison.locator("del", { hasText: "Old" })).toBeVisible();
  await expect(comparison.locator("ins", { hasText: "New" })).toBeVisible();

  await banner.getByRole("button", { name: "Restore" }).click();
  await expect(page.getByText("Version restored.", { exact: true })).toBeVisible();
  await expect.poll(() => headline(page, created.id)).toBe("Old headline");
  await expect(banner).toHaveCount(0);

  await page.getByRole("region", { name: /Notifications/ }).getByRole("button", { name: "Undo" }).click();
  await expect.poll(() => headline(page, created.id)).toBe("New headline");
  await expect(page.frameLocator("[data-testid=builder-preview-frame]").getByText("New headline")).toBeVisible();
});

test("a deleted resume waits in the Trash and comes back from it", async ({ page }) => {
  await signUp(page, "lee");
  await page.request.post("/api/resume", { data: { title: "Trashed CV", slug: "trashed-cv" } });
  await page.goto("/dashboard/resumes");
  await page.getByRole("button", { name: "Actions for Trashed CV", exact: true }).click();
  await page.getByRole("menuitem", { name: "Delete", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(/Type .delete. to confirm/).fill("delete");
  await dialog.getByRole("button", { name: "Delete resume" }).click();
  await expect(page.getByRole("list", { name: "Your resumes" }).getByText("Trashed CV")).toHaveCount(0);

  await page.getByRole("link", { name: "Trash", exact: true }).click();
  const trash = page.getByRole("list", { name: "Trash" });
  await expect(trash.getByText("Trashed CV")).toBeVisible();
  await trash.getByRole("button", { name: "Restore “Trashed CV”" }).click();
  await expect(page.getByText("“Trashed CV” is back among your resumes.", { exact: true })).toBeVisible();
  await expect(page.getByText("The Trash is empty.")).toBeVisible();
  await page.getByRole("link", { name: "Resumes" }).click();
  await expect(page.getByRole("list", { name: "Your resumes" }).getByText("Trashed CV")).toBeVisible();
});
