import { type Page, type Route, expect, test } from "@playwright/test";

// A rich-text field is a static stand-in until the editor's code arrives (rich-text-field.tsx);
// what is typed into it meanwhile must reach the editor, and the saved resume, as typed.
const stamp = Date.now().toString(36);

async function signUpWithResume(page: Page): Promise<string> {
  const registered = await page.request.post("/api/auth/register", {
    data: { name: "Ivo Quill", username: `ivo-${stamp}`, email: `ivo.${stamp}@example.com`, password: "ivo-password", locale: "en-US" },
  });
  expect(registered.status()).toBe(201);
  const created = await page.request.post("/api/resume", { data: { title: "Quill CV" } });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

async function savedSummary(page: Page, id: string): Promise<string> {
  const resume = (await (await page.request.get(`/api/resume/${id}`)).json()) as { data: { sections: { summary: { content: string } } } };
  return resume.data.sections.summary.content;
}

test("what is typed before the editor loads keeps its plain spaces", async ({ page }) => {
  const id = await signUpWithResume(page);
  // Hold the editor's code until the stand-in has taken some typing, ending with a space:
  // the moment a browser's own editing writes a space that would collapse as a no-break space.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/rich-text-editor-[^/]*\.js$/, async (route: Route) => {
    await released;
    await route.continue();
  });
  await page.goto(`/builder/${id}`);
  const section = page.locator("#builder-section-summary");
  const text = section.getByRole("textbox", { name: "Summary" });
  await text.click();
  await page.keyboard.type("Counts birds ");
  await expect(section.locator(".ProseMirror")).toHaveCount(0);

  release();
  await expect(section.locator(".ProseMirror")).toBeFocused();
  await page.keyboard.type("for a living.");
  await expect.poll(() => savedSummary(page, id), { timeout: 15_000 }).toBe("<p>Counts birds for a living.</p>");
});
