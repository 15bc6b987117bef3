import { writeFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { sampleResume } from "@vitae/schema";

// The import dialog against the real server: a file of our own format becomes a resume
// that opens in the builder; a broken file is refused with its error.
const stamp = Date.now().toString(36);

async function signUp(page: Page, name: string) {
  const response = await page.request.post("/api/auth/register", {
    data: { name: "Iris Lane", username: `${name}-${stamp}`, email: `${name}.${stamp}@example.com`, password: "iris-password", locale: "en-US" },
  });
  expect(response.status()).toBe(201);
}

function card(page: Page, title: string) {
  return page.getByRole("list", { name: "Your resumes" }).getByRole("listitem").filter({ hasText: title });
}

test("import a resume of the current format and open it in the builder", async ({ page }, testInfo) => {
  const file = testInfo.outputPath("sample-export.json");
  await writeFile(file, JSON.stringify(sampleResume, null, 2));
  await signUp(page, "iris");
  await page.goto("/dashboard/resumes");
  await expect(page.getByText("No resumes yet")).toBeVisible();

  await page.getByRole("button", { name: /Import an existing resume/ }).click();
  const dialog = page.getByRole("dialog", { name: "Import an existing resume" });
  await expect(dialog.getByLabel("Format")).toHaveValue("reactive-resume-json");
  await dialog.getByLabel("File").setInputFiles(file);
  await dialog.getByRole("button", { name: "Validate" }).click();
  await expect(dialog.getByRole("button", { name: "The file is valid" })).toBeDisabled();
  await dialog.getByRole("button", { name: "Import", exact: true }).click();
  await expect(dialog).toHaveCount(0);

  const imported = card(page, sampleResume.basics.name);
  await expect(imported).toBeVisible();
  const [stored] = (await (await page.request.get("/api/resume")).json()) as { id: string; title: string; data: unknown }[];
  expect(stored?.title).toBe(sampleResume.basics.name);
  expect(stored?.data).toEqual(sampleResume);

  await imported.getByRole("link").first().click();
  await expect(page).toHaveURL(new RegExp(`/builder/${stored?.id}$`));
});

test("a broken file shows its error and imports nothing", async ({ page }, testInfo) => {
  const file = testInfo.outputPath("broken.json");
  await writeFile(file, '{ "basics": { "name": "Half a file"');
  await signUp(page, "ivo");
  await page.goto("/dashboard/resumes");
  await expect(page.getByText("No resumes yet")).toBeVisible();

  // Control+I opens the dialog too.
  await page.keyboard.press("Control+i");
  const dialog = page.getByRole("dialog", { name: "Import an existing resume" });
  await dialog.getByLabel("File").setInputFiles(file);
  await dialog.getByRole("button", { name: "Validate" }).click();
  await expect(dialog.getByRole("list", { name: "Problems found in the file" })).toContainText("Failed to parse JSON");
  await expect(page.getByText("The file cannot be imported", { exact: true })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Import", exact: true })).toHaveCount(0);

  // A file that parses but is not resume data lists its problems with their paths.
  await dialog.getByRole("button", { name: "Try again" }).click();
  await writeFile(file, JSON.stringify({ ...sampleResume, basics: { ...sampleResume.basics, email: "nope" } }));
  await dialog.getByLabel("File").setInputFiles(file);
  await dialog.getByRole("button", { name: "Validate" }).click();
  await expect(dialog.getByRole("list", { name: "Problems found in the file" })).toContainText("basics.email");

  await page.keyboard.press("Escape");
  await expect(page.getByText("No resumes yet")).toBeVisible();
  expect(await (await page.request.get("/api/resume")).json()).toEqual([]);
});
