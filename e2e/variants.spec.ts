import { type APIRequestContext, type Page, expect, test } from "@playwright/test";

// Variants against the real server: make one from the dashboard, tailor it (a field, a
// hidden item), edit the master and see the change in the variant, follow the master again
// for one field, and add a German variant from the master's builder.
const stamp = Date.now().toString(36);

type Resume = {
  id: string;
  title: string;
  slug: string;
  version: number;
  masterId: string | null;
  language: string | null;
  differences: { overrides: { path: string[] }[]; hiddenItems: { id: string }[]; dropped: unknown[] } | null;
  data: {
    basics: { name: string; headline: string };
    sections: { experience: { name: string; items: { id: string; company: string; position: string; visible: boolean }[] } };
    metadata: { page: { margin: number } };
  };
};

async function signUp(page: Page, who = "iris") {
  const response = await page.request.post("/api/auth/register", {
    data: { name: "Iris Quell", username: `${who}-${stamp}`, email: `${who}.${stamp}@example.com`, password: "iris-password", locale: "en-US" },
  });
  expect(response.status()).toBe(201);
}

const fetchResume = async (request: APIRequestContext, id: string) => (await (await request.get(`/api/resume/${id}`)).json()) as Resume;
const saved = (page: Page) => expect(page.getByRole("status").filter({ hasText: "All changes saved" })).toBeVisible({ timeout: 15_000 });
const headline = (page: Page) => page.getByLabel("Headline", { exact: true });

test("make a variant, tailor it, follow the master's edits, reset a field, add a German variant", async ({ page }) => {
  // Five builder loads and several saves in one story.
  test.slow();
  await signUp(page);
  const created = await page.request.post("/api/resume", { data: { title: "Master CV", slug: "master-cv", sample: true } });
  expect(created.status()).toBe(201);
  const master = (await created.json()) as Resume;
  const company = master.data.sections.experience.items[0]?.company ?? "";

  // New variant from the master's menu on the dashboard.
  await page.goto("/dashboard/resumes");
  await page.getByRole("button", { name: "Actions for Master CV", exact: true }).click();
  await page.getByRole("menuitem", { name: "New variant", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "New variant" });
  await dialog.getByLabel("Title").fill("Backend Berlin");
  await dialog.getByLabel("Purpose").fill("Backend roles in Berlin");
  await dialog.getByRole("button", { name: "Create variant" }).click();
  const group = page.getByRole("list", { name: "Variants of Master CV" });
  await expect(group.getByText("Backend roles in Berlin")).toBeVisible();

  // Tailor it: its own headline, and one of the master's jobs hidden.
  await group.getByRole("link", { name: /Backend Berlin/ }).click();
  await page.waitForURL(/\/builder\//);
  await expect(page.getByTestId("variant-banner")).toContainText("Variant of Master CV", { timeout: 20_000 });
  await headline(page).fill("Backend engineer for Berlin");
  await expect(page.getByRole("button", { name: "Use master's value for Headline" })).toBeVisible();
  await page.getByRole("button", { name: `Actions for ${company}`, exact: true }).click();
  await page.getByRole("menuitem", { name: "Hide", exact: true }).click();
  await expect(page.getByText("Hidden in this variant")).toBeVisible();
  await saved(page);
  const variantId = new URL(page.url()).pathname.split("/").pop() ?? "";
  const tailored = await fetchResume(page.request, variantId);
  expect(tailored.masterId).toBe(master.id);
  expect(tailored.differences?.hiddenItems.map((item) => item.id)).toEqual([master.data.sections.experience.items[0]?.id]);
  // The master is untouched.
  const untouched = await fetchResume(page.request, master.id);
  expect(untouched.data.basics.headline).toBe(master.data.basics.headline);
  expect(untouched.data.sections.experience.items[0]?.visible).toBe(true);

  // Edit the master (reached from the banner): the variant shows the new name.
  await page.getByTestId("variant-banner").getByRole("link", { name: "Master CV" }).click();
  await page.waitForURL(`**/builder/${master.id}`);
  await expect(page.getByTestId("variant-banner")).toHaveCount(0, { timeout: 20_000 });
  await page.getByLabel("Full name", { exact: true }).fill("Iris Q. Quell");
  await saved(page);
  await page.goto(`/builder/${variantId}`);
  await expect(page.getByLabel("Full name", { exact: true })).toHaveValue("Iris Q. Quell");
  await expect(headline(page)).toHaveValue("Backend engineer for Berlin");

  // Follow the master again for the headline.
  await page.getByRole("button", { name: "Use master's value for Headline" }).click();
  await expect(headline(page)).toHaveValue(master.data.basics.headline);
  await saved(page);
  const reset = await fetchResume(page.request, variantId);
  expect(reset.differences?.overrides.some((override) => override.path.join(".") === "basics.headline")).toBe(false);
  expect(reset.differences?.hiddenItems).toHaveLength(1);

  // A German variant, from the master's builder.
  await page.goto(`/builder/${master.id}`);
  const variants = page.locator("#builder-design-variants");
  // The list loads once its section comes near view in the design panel.
  await variants.scrollIntoViewIfNeeded();
  await expect(variants.getByRole("link", { name: "Backend Berlin" })).toBeVisible({ timeout: 15_000 });
  await variants.getByRole("button", { name: "New variant" }).click();
  const german = page.getByRole("dialog", { name: "New variant" });
  await german.getByLabel("Title").fill("Lebenslauf");
  await german.getByLabel("Language").selectOption("de-DE");
  await german.getByRole("button", { name: "Create variant" }).click();
  await expect(variants.getByRole("link", { name: "Lebenslauf" })).toBeVisible();
  await expect(variants.getByText("Deutsch")).toBeVisible();
  const list = (await (await page.request.get(`/api/resume/${master.id}/variants`)).json()) as { title: string; language: string | null }[];
  expect(list.map(({ title, language }) => ({ title, language }))).toEqual([
    { title: "Backend Berlin", language: null },
    { title: "Lebenslauf", language: "de-DE" },
  ]);
});

test("an Arabic variant: right to left in the builder and on its public page, design marks, and the changes the master's deletion dropped", async ({ page }) => {
  test.slow();
  await signUp(page, "rania");
  const created = await page.request.post("/api/resume", { data: { title: "CV", slug: "cv", sample: true } });
  expect(created.status()).toBe(201);
  const master = (await created.json()) as Resume;
  const job = master.data.sections.experience.items[0];
  if (!job) throw new Error("the sample has jobs");
  const made = await page.request.post(`/api/resume/${master.id}/variants`, { data: { title: "CV عربي", slug: "cv-ar", language: "ar-SA" } });
  expect(made.status()).toBe(201);
  const variant = (await made.json()) as Resume;

  // The variant's own margin and its own title for the first job; then the master deletes that job.
  const tailored = structuredClone(variant.data);
  tailored.metadata.page.margin = master.data.metadata.page.margin + 12;
  const ownJob = tailored.sections.experience.items.find((item) => item.id === job.id);
  if (ownJob) ownJob.position = "Lead developer";
  expect((await page.request.patch(`/api/resume/${variant.id}`, { data: { data: tailored, version: variant.version } })).status()).toBe(200);
  const trimmed = structuredClone(master.data);
  trimmed.sections.experience.items = trimmed.sections.experience.items.filter((item) => item.id !== job.id);
  expect((await page.request.patch(`/api/resume/${master.id}`, { data: { data: trimmed, version: master.version } })).status()).toBe(200);
  expect((await fetchResume(page.request, variant.id)).differences?.dropped).toHaveLength(1);

  await page.goto(`/builder/${variant.id}`);
  const banner = page.getByTestId("variant-banner");
  await expect(banner).toContainText("Variant of CV", { timeout: 20_000 });
  // The interface stays in English, left to right; the resume is laid out right to left.
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  const preview = page.frameLocator('[data-testid="builder-preview-frame"]');
  await expect(preview.locator("html")).toHaveAttribute("dir", "rtl", { timeout: 20_000 });

  // What the master's deletion dropped, in plain words, until dismissed.
  const dropped = banner.getByTestId("variant-dropped");
  await expect(dropped).toContainText("Some of your changes no longer apply because the master removed what they changed:");
  await expect(dropped.getByRole("listitem")).toHaveText([/^Position of an item in .+Your value: Lead developer$/]);
  await dropped.getByRole("button", { name: "Dismiss" }).click();
  await expect(dropped).toHaveCount(0);
  await expect.poll(async () => (await fetchResume(page.request, variant.id)).differences?.dropped).toEqual([]);

  // The design panel marks the margin the variant changed; "Use master's value" resets that setting alone.
  const pageSection = page.locator("#builder-design-page");
  await pageSection.scrollIntoViewIfNeeded();
  const useMasterMargin = pageSection.getByRole("button", { name: "Use master's value for Margin" });
  await expect(useMasterMargin).toBeVisible({ timeout: 15_000 });
  await expect(pageSection.getByTestId("variant-field-mark")).toHaveCount(1);
  await useMasterMargin.click();
  await expect(useMasterMargin).toHaveCount(0);
  await saved(page);
  const reset = await fetchResume(page.request, variant.id);
  expect(reset.data.metadata.page.margin).toBe(master.data.metadata.page.margin);
  expect(reset.differences?.overrides.some((override) => override.path.join(".") === "metadata.page.margin")).toBe(false);

  // Its public page lays it out right to left too.
  const current = await fetchResume(page.request, variant.id);
  expect((await page.request.patch(`/api/resume/${variant.id}`, { data: { visibility: "public", version: current.version } })).status()).toBe(200);
  await page.goto(`/rania-${stamp}/cv-ar`);
  await expect(page.frameLocator('iframe[src="/artboard/preview"]').locator("html")).toHaveAttribute("dir", "rtl", { timeout: 20_000 });
});
