import { expect, type Locator, type Page, test } from "@playwright/test";
import { type AiStandIn, quotedText, saveAiProvider, startAiStandIn } from "./support/ai-stand-in";
import { e2ePorts } from "./support/ports.mjs";
import { sanitizeHtml } from "@vitae/schema";

// The AI writing help in the builder against the OpenAI-compatible stand-in (support/ai-stand-in.ts).

type SavedResume = { data: { sections: { summary: { content: string } } } };

const stamp = Date.now().toString(36);
const key = "sk-e2e-Writer42";
let standIn: AiStandIn;

/** What the stand-in answers: decided by the instruction that opens our prompt and by the quoted text. */
function answerFor(prompt: string): string {
  const quoted = quotedText(prompt);
  if (prompt.startsWith("Improve")) return "I have written code for ten years.";
  if (prompt.startsWith("Correct")) return "I have been writing code for ten years.";
  if (prompt.includes("confident tone") && quoted === "code") return "outstanding software";
  return `unexpected: ${quoted}`;
}

test.use({ ignoreHTTPSErrors: true });
// Each test signs up, loads the builder (its biggest chunk) and waits on autosave: more
// than the default 30 s on a busy two-core machine.
// One worker runs this file's tests in order: they share the stand-in, which listens on the
// one port of this file that the app's AI_ALLOWED_ORIGINS allows (a second worker could not bind it).
test.describe.configure({ mode: "default", timeout: 60_000 });

test.beforeAll(async () => {
  standIn = await startAiStandIn(e2ePorts.ai, answerFor);
});

test.afterAll(async () => {
  await standIn.close();
});

async function signUpWithResume(page: Page, name: string): Promise<string> {
  const registered = await page.request.post("/api/auth/register", {
    data: {
      name: "Wren Writer",
      username: `${name}-${stamp}`,
      email: `${name}.${stamp}@example.com`,
      password: "wren-password",
      locale: "en-US",
    },
  });
  expect(registered.status()).toBe(201);
  const created = await page.request.post("/api/resume", { data: { title: "Writer CV", slug: `writer-${stamp}` } });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

async function savedSummary(page: Page, id: string): Promise<string> {
  const resume = (await (await page.request.get(`/api/resume/${id}`)).json()) as SavedResume;
  return resume.data.sections.summary.content;
}

function summaryEditor(page: Page): { section: Locator; text: Locator } {
  const section = page.locator("#builder-section-summary");
  return { section, text: section.getByRole("textbox", { name: "Summary" }) };
}

test("improve, fix and change the tone of the summary with the AI writing help", async ({ page }) => {
  const id = await signUpWithResume(page, "wren");
  await saveAiProvider(page, standIn.providerUrl, key);

  await page.goto(`/builder/${id}`);
  const { section, text } = summaryEditor(page);
  await text.click();
  await page.keyboard.type("i has wrote code for ten year");

  // Improve the selected text: all of it.
  await text.press("ControlOrMeta+a");
  await section.getByRole("button", { name: "Improve writing" }).click();
  await expect(text).toHaveText("I have written code for ten years.");

  // Fix with nothing selected (the caret at the end): the whole field.
  await text.press("ControlOrMeta+a");
  await page.keyboard.press("ArrowRight");
  await section.getByRole("button", { name: "Fix spelling and grammar" }).click();
  await expect(text).toHaveText("I have been writing code for ten years.");

  // Change the tone of one word, selected with the keyboard: only it is replaced. Focus
  // came back to the text after the fix, with the caret at the end.
  await expect(text).toBeFocused();
  for (let step = 0; step < " for ten years.".length; step += 1) await page.keyboard.press("ArrowLeft");
  for (let step = 0; step < "code".length; step += 1) await page.keyboard.press("Shift+ArrowLeft");
  await section.getByRole("button", { name: "Change tone" }).click();
  await page.getByRole("menuitem", { name: "Confident" }).click();
  await expect(text).toHaveText("I have been writing outstanding software for ten years.");

  expect(standIn.calls.map((call) => [call.authorization, call.body.model, call.body.temperature])).toEqual([
    [`Bearer ${key}`, "gpt-e2e", 0],
    [`Bearer ${key}`, "gpt-e2e", 0],
    [`Bearer ${key}`, "gpt-e2e", 0.5],
  ]);
  expect(standIn.calls[2]?.body.messages[0]?.content).toContain('Text: """code"""');

  await expect.poll(() => savedSummary(page, id)).toBe("<p>I have been writing outstanding software for ten years.</p>");
});

test("what the toolbar writes in Chromium survives the sanitiser unchanged", async ({ page }) => {
  const id = await signUpWithResume(page, "tess");
  // What the editor reported, as autosave sent it: the server would sanitise it again on write.
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "PATCH" || !request.url().endsWith(`/api/resume/${id}`)) return;
    // Autosave sends a JSON Patch of what changed, or the whole data when it cannot.
    const body = request.postDataJSON() as Partial<SavedResume> & { patch?: { path: string; value?: unknown }[] };
    if (body.data) sent.push(body.data.sections.summary.content);
    for (const operation of body.patch ?? []) {
      if (operation.path === "/sections/summary/content" && typeof operation.value === "string") sent.push(operation.value);
    }
  });
  await page.goto(`/builder/${id}`);
  const { section, text } = summaryEditor(page);
  await text.click();
  await page.keyboard.type("Shipped the thing & more");
  await text.press("ControlOrMeta+a");
  for (const mark of ["Bold", "Italic", "Underline", "Strikethrough", "Highlight", "Align center", "Bulleted list"]) {
    await section.getByRole("button", { name: mark, exact: true }).click();
  }
  await section.getByRole("button", { name: "Link", exact: true }).click();
  await page.getByLabel("Link address").fill("https://example.com/?a=1&b=2");
  await page.getByRole("button", { name: "Apply" }).click();
  // The link's text is still selected: collapse to its end, where the image goes.
  await page.keyboard.press("ArrowRight");
  await section.getByRole("button", { name: "Image", exact: true }).click();
  await page.getByLabel("Image address").fill("https://example.com/team.png");
  await page.getByLabel("Alternative text").fill('The "A" team <3');
  await page.getByRole("button", { name: "Insert image" }).click();

  const html = [
    '<ul><li><p style="text-align: center">',
    '<a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/?a=1&amp;b=2">',
    "<strong><em><s><u><mark>Shipped the thing &amp; more</mark></u></s></em></strong></a></p>",
    '<img src="https://example.com/team.png" alt="The &quot;A&quot; team &lt;3"></li></ul>',
  ].join("");
  await expect.poll(() => sent.at(-1)).toBe(html);
  expect(sanitizeHtml(html)).toBe(html);
  await expect.poll(() => savedSummary(page, id)).toBe(html);
});
