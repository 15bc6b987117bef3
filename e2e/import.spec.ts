import { writeFile } from "node:fs/promises";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { sampleResume } from "@vitae/schema";

// The import dialog against the real server: a file of each format becomes a resume that
// opens in the builder; broken files are refused with their errors and create nothing.
const stamp = Date.now().toString(36);
const fixtures = path.resolve(import.meta.dirname, "../packages/importers/src/__fixtures__");

async function signUp(page: Page, name: string) {
  const response = await page.request.post("/api/auth/register", {
    data: { name: "Iris Lane", username: `${name}-${stamp}`, email: `${name}.${stamp}@example.com`, password: "iris-password", locale: "en-US" },
  });
  expect(response.status()).toBe(201);
}

function card(page: Page, title: string) {
  return page.getByRole("list", { name: "Your resumes" }).getByRole("listitem").filter({ hasText: title });
}

async function openImportDialog(page: Page) {
  await page.goto("/dashboard/resumes");
  await expect(page.getByText("No resumes yet")).toBeVisible();
  await page.getByRole("button", { name: /Import an existing resume/ }).click();
  return page.getByRole("dialog", { name: "Import an existing resume" });
}

/** Imports `file` as `format` through the dashboard's dialog; answers the stored resume. */
async function importThroughDialog(page: Page, format: string, file: string, title: string) {
  const dialog = await openImportDialog(page);
  await dialog.getByLabel("Format").selectOption(format);
  await dialog.getByLabel("File").setInputFiles(file);
  await dialog.getByRole("button", { name: "Validate" }).click();
  await expect(dialog.getByRole("button", { name: "The file is valid" })).toBeDisabled();
  await dialog.getByRole("button", { name: "Import", exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card(page, title)).toBeVisible();
  const stored = (await (await page.request.get("/api/resume")).json()) as { id: string; title: string; data: typeof sampleResume }[];
  expect(stored.map((resume) => resume.title)).toEqual([title]);
  return stored[0]!;
}

/** Opens the imported resume from its card: the builder's address and title. */
async function openInBuilder(page: Page, resume: { id: string; title: string }) {
  await card(page, resume.title).getByRole("link").first().click();
  await expect(page).toHaveURL(new RegExp(`/builder/${resume.id}$`));
  await expect(page).toHaveTitle(new RegExp(resume.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
}

test("import a resume of the current format and open it in the builder", async ({ page }, testInfo) => {
  const file = testInfo.outputPath("sample-export.json");
  await writeFile(file, JSON.stringify(sampleResume, null, 2));
  await signUp(page, "iris");
  const stored = await importThroughDialog(page, "reactive-resume-json", file, sampleResume.basics.name);
  expect(stored.data).toEqual(sampleResume);
  await openInBuilder(page, stored);
});

for (const [format, fixture, name, user] of [
  ["reactive-resume-v3-json", "reactive-resume-v3/full.json", "张伟", "vera"],
  ["json-resume-json", "json-resume/full.json", "Мария Иванова", "jona"],
  ["linkedin-data-export-zip", "linkedin/linkedin-export.zip", "Олена Коваленко", "lina"],
] as const) {
  test(`import a ${format} file and open it in the builder`, async ({ page }) => {
    await signUp(page, user);
    const stored = await importThroughDialog(page, format, path.join(fixtures, fixture), name);
    expect(stored.data.basics.name).toBe(name);
    expect(stored.data.sections.experience.items.length).toBeGreaterThan(0);
    await openInBuilder(page, stored);
  });
}

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

  // A LinkedIn export with an invalid email address names the file, row and column.
  await dialog.getByLabel("Format").selectOption("linkedin-data-export-zip");
  await dialog.getByLabel("File").setInputFiles(path.join(fixtures, "linkedin/invalid-email.zip"));
  await dialog.getByRole("button", { name: "Validate" }).click();
  await expect(dialog.getByRole("list", { name: "Problems found in the file" })).toContainText(
    "Email Addresses.csv.2.Email Address Expected an email address",
  );

  await page.keyboard.press("Escape");
  await expect(page.getByText("No resumes yet")).toBeVisible();
  expect(await (await page.request.get("/api/resume")).json()).toEqual([]);
});

test("the dialog recognises a file's format, and offers it when another was chosen", async ({ page }) => {
  await signUp(page, "noor");
  const dialog = await openImportDialog(page);

  // Chosen first, a Reactive Resume v3 export switches the format to its own.
  await dialog.getByLabel("File").setInputFiles(path.join(fixtures, "reactive-resume-v3/full.json"));
  await expect(dialog.getByText("Format recognised from the file: Reactive Resume v3 (JSON).")).toBeVisible();
  await expect(dialog.getByLabel("Format")).toHaveValue("reactive-resume-v3-json");

  // With JSON Resume picked, a JSON Resume file is fine, but the v3 file is named and v3 offered.
  await dialog.getByLabel("Format").selectOption("json-resume-json");
  await dialog.getByLabel("File").setInputFiles(path.join(fixtures, "reactive-resume-v3/full.json"));
  await dialog.getByRole("button", { name: "Validate" }).click();
  await expect(dialog.getByRole("list", { name: "Problems found in the file" })).toContainText(
    "This file looks like Reactive Resume v3 (JSON): choose that format to import it.",
  );
  await dialog.getByRole("button", { name: "Use Reactive Resume v3 (JSON)" }).click();
  await expect(dialog.getByRole("button", { name: "The file is valid" })).toBeDisabled();
  await dialog.getByRole("button", { name: "Import", exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card(page, "张伟")).toBeVisible();
});
