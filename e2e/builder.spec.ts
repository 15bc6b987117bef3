import { type APIRequestContext, type FrameLocator, type Locator, type Page, expect, test } from "@playwright/test";

// The builder against the real server: every section filled through its dialog, drag to
// reorder, undo/redo, reload; typing while offline; two tabs editing one resume.
const stamp = Date.now().toString(36);

async function signUp(page: Page, name: string) {
  const response = await page.request.post("/api/auth/register", {
    data: { name: "Noor Hale", username: `${name}-${stamp}`, email: `${name}.${stamp}@example.com`, password: "noor-password", locale: "en-US" },
  });
  expect(response.status()).toBe(201);
}

async function createResume(request: APIRequestContext, title: string): Promise<string> {
  const response = await request.post("/api/resume", { data: { title } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function fetchResume(request: APIRequestContext, id: string) {
  return (await (await request.get(`/api/resume/${id}`)).json()) as {
    version: number;
    data: { basics: Record<string, string>; sections: Record<string, { items?: { name?: string }[] }> };
  };
}

const preview = (page: Page): FrameLocator => page.frameLocator('[data-testid="builder-preview-frame"]');
const section = (page: Page, key: string): Locator => page.locator(`[id="builder-section-${key}"]`);
const saved = (page: Page) => expect(page.getByRole("status").filter({ hasText: "All changes saved" })).toBeVisible({ timeout: 15_000 });

async function openBuilder(page: Page, id: string) {
  await page.goto(`/builder/${id}`);
  await expect(preview(page).locator('html[data-vitae-ready="true"]')).toBeAttached({ timeout: 20_000 });
}

/** Adds an item to a section through its dialog, filling the given fields by label. */
async function addItem(page: Page, sectionName: string, fields: Record<string, string>) {
  await page.getByRole("button", { name: `Add item to ${sectionName}`, exact: true }).click();
  const dialog = page.getByRole("dialog");
  for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label, { exact: true }).fill(value);
  await dialog.getByRole("button", { name: "Create", exact: true }).click();
  await expect(dialog).toBeHidden();
}

test.describe.configure({ timeout: 120_000 });

test("fill every section, reorder, undo and redo, and find it all after a reload", async ({ page }) => {
  await signUp(page, "noor");
  const id = await createResume(page.request, "Everything CV");
  await openBuilder(page, id);
  await expect(page).toHaveTitle(/Everything CV/);

  const basics = section(page, "basics");
  await basics.getByLabel("Full name", { exact: true }).fill("Noor Hale");
  await basics.getByLabel("Headline", { exact: true }).fill("Field biologist");
  await basics.getByLabel("Email", { exact: true }).fill("noor@example.com");
  await page.getByRole("textbox", { name: "Summary" }).fill("Counts birds for a living.");

  await addItem(page, "Profiles", { Network: "Mastodon", Username: "noorhale" });
  await addItem(page, "Experience", { Company: "Wetland Trust", Position: "Ecologist" });
  await addItem(page, "Education", { Institution: "University of Leeds", "Area of study": "Zoology" });
  await addItem(page, "Skills", { Name: "Birdsong identification" });
  await addItem(page, "Skills", { Name: "GIS mapping" });
  await addItem(page, "Languages", { Name: "Welsh" });
  await addItem(page, "Awards", { Title: "Young Naturalist Prize" });
  await addItem(page, "Certifications", { Name: "Bat licence" });
  await addItem(page, "Interests", { Name: "Sea kayaking" });
  await addItem(page, "Projects", { Name: "Heron census" });
  await addItem(page, "Publications", { Name: "Reed warblers at dusk" });
  await addItem(page, "Volunteering", { Organization: "Coastal Cleanup" });
  await addItem(page, "References", { Name: "Dr. Ada Finch" });
  await page.getByRole("button", { name: "Add a new section" }).click();
  await addItem(page, "Custom Section", { Name: "Night walks" });

  // Drag to reorder with the keyboard: GIS mapping moves above Birdsong identification.
  const skills = section(page, "skills");
  const skillTitles = skills.getByRole("button", { name: /^(Birdsong identification|GIS mapping)$/ });
  await expect(skillTitles).toHaveText(["Birdsong identification", "GIS mapping"]);
  await skills.getByRole("button", { name: "Move GIS mapping" }).focus();
  // dnd-kit measures and moves on animation frames: give each key a moment, as a person would.
  for (const key of ["Space", "ArrowUp", "Space"]) {
    await page.keyboard.press(key);
    await page.waitForTimeout(250);
  }
  await expect(skillTitles).toHaveText(["GIS mapping", "Birdsong identification"]);

  // Undo puts the order back, redo applies it again.
  await page.getByRole("button", { name: "Undo", exact: true }).click();
  await expect(skillTitles).toHaveText(["Birdsong identification", "GIS mapping"]);
  await page.getByRole("button", { name: "Redo", exact: true }).click();
  await expect(skillTitles).toHaveText(["GIS mapping", "Birdsong identification"]);
  await saved(page);

  await page.reload();
  await expect(preview(page).locator('html[data-vitae-ready="true"]')).toBeAttached({ timeout: 20_000 });
  await expect(section(page, "basics").getByLabel("Full name", { exact: true })).toHaveValue("Noor Hale");
  await expect(skillTitles).toHaveText(["GIS mapping", "Birdsong identification"]);
  const shown = preview(page).locator("body");
  for (const text of [
    "Noor Hale",
    "Field biologist",
    "Counts birds for a living.",
    "noorhale",
    "Wetland Trust",
    "University of Leeds",
    "GIS mapping",
    "Welsh",
    "Young Naturalist Prize",
    "Bat licence",
    "Sea kayaking",
    "Heron census",
    "Reed warblers at dusk",
    "Coastal Cleanup",
    "Dr. Ada Finch",
    "Night walks",
  ]) {
    await expect(shown).toContainText(text);
  }
});

test("edits typed while offline are saved once the network returns", async ({ page, context }) => {
  await signUp(page, "offline");
  const id = await createResume(page.request, "Offline CV");
  await openBuilder(page, id);

  const headline = section(page, "basics").getByLabel("Headline", { exact: true });
  await context.setOffline(true);
  await headline.pressSequentially("Typed on a train", { delay: 20 });
  await expect(page.getByRole("status").filter({ hasText: "Not saved" })).toBeVisible({ timeout: 15_000 });
  await context.setOffline(false);
  await saved(page);
  expect((await fetchResume(page.request, id)).data.basics.headline).toBe("Typed on a train");
});

test("two tabs editing one resume get a conflict prompt, not a silent overwrite", async ({ page, context }) => {
  await signUp(page, "tabs");
  const id = await createResume(page.request, "Two Tabs CV");
  const other = await context.newPage();
  await openBuilder(page, id);
  await openBuilder(other, id);

  await section(page, "basics").getByLabel("Headline", { exact: true }).fill("From the first tab");
  await saved(page);
  await section(other, "basics").getByLabel("Headline", { exact: true }).fill("From the second tab");
  const prompt = other.getByRole("dialog", { name: "This resume was changed elsewhere" });
  await expect(prompt).toBeVisible({ timeout: 15_000 });
  expect((await fetchResume(page.request, id)).data.basics.headline).toBe("From the first tab");

  await prompt.getByRole("button", { name: "Keep my edits" }).click();
  await saved(other);
  expect((await fetchResume(page.request, id)).data.basics.headline).toBe("From the second tab");

  // The first tab, now behind, is offered the newer version and takes it.
  await section(page, "basics").getByLabel("Location", { exact: true }).fill("Aberystwyth");
  const firstPrompt = page.getByRole("dialog", { name: "This resume was changed elsewhere" });
  await expect(firstPrompt).toBeVisible({ timeout: 15_000 });
  await firstPrompt.getByRole("button", { name: "Load the other version" }).click();
  await expect(section(page, "basics").getByLabel("Headline", { exact: true })).toHaveValue("From the second tab");
});
