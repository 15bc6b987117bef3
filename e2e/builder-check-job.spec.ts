import { expect, type Page, test } from "@playwright/test";
import type { CheckReportPayload, ResumeData } from "@vitae/schema";
import { type AiStandIn, quotedText, saveAiProvider, startAiStandIn } from "./support/ai-stand-in";
import { e2ePorts } from "./support/ports.mjs";
import { openBuilder, previewFrame, signUp } from "./support/session";

// The Check mode with a job description, against the real server: the posting is matched
// against the sample resume, the report's terms are used as a person would (one marked in
// the preview), and "Suggest edits" asks the language-model stand-in for rewrites that the
// user accepts or discards one field at a time.

const posting = [
  "Senior Platform Engineer (Kubernetes)",
  "",
  "Harbourline Freight is hiring a platform engineer to look after the infrastructure our forty product teams deploy to every day.",
  "",
  "What you will do",
  "- Run and upgrade our Kubernetes clusters on AWS and keep them healthy with Prometheus and Grafana.",
  "- Manage the infrastructure as code in Terraform and package services with Helm.",
  "- Move our deployments to GitOps with Argo CD.",
  "- Lead incident response and blameless postmortems, and define service-level objectives with the teams that own each service.",
  "- Plan disaster recovery and test it every quarter.",
  "",
  "What you bring",
  "- Five or more years operating production systems on Linux.",
  "- Programming in Go or Python.",
  "- Experience with PostgreSQL, Kafka and a service mesh such as Istio.",
  "- Clear written communication in English.",
].join("\n");

/** The sample resume's headline and summary, and the stand-in's rewrites of them. */
const headline = "Platform engineer who makes systems calm, observable and cheap to run";
const rewrittenHeadline = "Platform engineer who makes Kubernetes systems calm, observable and cheap to run with GitOps";
const summaryStart = "Platform engineer with nine years of experience";

/** Rewrites the headline and the summary; every other field comes back unchanged (no suggestion). */
function answerFor(prompt: string): string {
  const quoted = quotedText(prompt);
  if (!prompt.startsWith("A job posting asks for these terms")) return `unexpected: ${quoted}`;
  if (quoted === headline) return rewrittenHeadline;
  if (quoted.startsWith(summaryStart)) return quoted.replace("honest dashboards", "honest dashboards for incident response");
  return quoted;
}

let standIn: AiStandIn;

test.use({ ignoreHTTPSErrors: true });
// Signing up, printing the resume, checking it and eight rewrites take well over the default
// 30 s on a busy two-core machine.
test.describe.configure({ timeout: 180_000 });

test.beforeAll(async () => {
  standIn = await startAiStandIn(e2ePorts.checkAi, answerFor);
});

test.afterAll(async () => {
  await standIn.close();
});

type Saved = { version: number; data: ResumeData };

async function saved(page: Page, id: string): Promise<Saved> {
  return (await (await page.request.get(`/api/resume/${id}`)).json()) as Saved;
}

/** The texts the preview's highlight registry marks now. */
const markedTexts = (page: Page) =>
  page.getByTestId("builder-preview-frame").evaluate((element: HTMLIFrameElement) => {
    const registry = (element.contentWindow as unknown as { CSS: { highlights: Map<string, Set<Range>> } }).CSS.highlights;
    return [...(registry.get("vitae-check") ?? [])].map((range) => range.toString());
  });

test("matches a pasted job description, marks a matched term in the preview, and reviews suggested edits field by field", async ({ page }) => {
  await signUp(page, "poster");
  const created = await page.request.post("/api/resume", { data: { title: "Platform CV", sample: true } });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { id: string }).id;
  const before = await saved(page, id);
  await saveAiProvider(page, standIn.providerUrl, "sk-e2e-Checker7");

  await openBuilder(page, id);
  const modes = page.getByRole("group", { name: "Mode" });
  await modes.getByRole("button", { name: "Check" }).click();
  const panel = page.getByTestId("check-panel");
  await panel.getByLabel("Job description (optional)").fill(posting);
  const answer = page.waitForResponse((response) => response.url().endsWith(`/api/resume/${id}/check`) && response.request().method() === "POST");
  await panel.getByRole("button", { name: "Run check" }).click();
  const response = await answer;
  expect(response.request().postDataJSON()).toEqual({ jobDescription: posting });
  const keywords = ((await response.json()) as CheckReportPayload).keywords;
  if (!keywords) throw new Error("the report has no keyword matching");
  expect(keywords.language).toBe("en");

  // Coverage, as the report computed it, in the interface's words.
  const report = panel.getByRole("region", { name: "Job description", exact: true });
  await expect(report).toBeVisible({ timeout: 90_000 });
  await expect(report.getByText(`Coverage: ${Math.round(keywords.coverage * 100)}%`)).toBeVisible();
  expect(keywords.coverage).toBeGreaterThan(0);
  expect(keywords.coverage).toBeLessThan(1);

  // Missing terms, heaviest first: the posting's tools the resume never names are among them.
  const missing = await report.getByTestId("check-missing-terms").locator("li bdi").allInnerTexts();
  expect(missing).toEqual([...keywords.missing].sort((a, b) => b.weight - a.weight).map((term) => term.term));
  expect(missing).toEqual(expect.arrayContaining(["Helm", "Kafka", "incident response"]));
  expect(missing).not.toContain("Kubernetes");

  // Matched terms, each with where the resume has it: Kubernetes is in an experience bullet and the skills.
  const matched = report.getByTestId("check-matched-terms");
  const kubernetes = matched.locator("> li").filter({ has: page.getByRole("button", { name: /^Kubernetes/ }) });
  await expect(kubernetes).toContainText("Experience: Kubernetes");
  await expect(kubernetes).toContainText("Skills: Kubernetes");

  // Choosing the term marks its occurrences in the preview; choosing it again puts back the findings' marks.
  const toggle = kubernetes.getByRole("button", { name: /^Kubernetes/ });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expect.poll(() => markedTexts(page)).toContain("Kubernetes");
  expect((await markedTexts(page)).every((text) => text === "Kubernetes")).toBe(true);
  await expect(previewFrame(page).getByText("Kubernetes").first()).toBeVisible();
  await toggle.click();
  await expect.poll(async () => (await markedTexts(page)).includes("Kubernetes")).toBe(false);

  // Suggest edits: one request per field, naming the missing terms; two fields come back changed.
  await panel.getByRole("button", { name: "Suggest edits" }).click();
  const review = panel.getByRole("group", { name: "Suggested edits" });
  const items = review.getByRole("listitem");
  await expect(items).toHaveCount(2, { timeout: 60_000 });
  expect(standIn.calls.length).toBeGreaterThan(2);
  expect(standIn.calls[0]?.body.messages[0]?.content).toContain(`these terms: ${missing.slice(0, 3).join("; ")}`);
  const headlineItem = items.filter({ hasText: "Headline" });
  const summaryItem = items.filter({ hasText: "Summary" });
  await expect(headlineItem.locator("ins").first()).toBeVisible();
  expect((await headlineItem.locator("ins").allInnerTexts()).join(" ")).toMatch(/Kubernetes.*GitOps/);
  expect((await summaryItem.locator("ins").allInnerTexts()).join(" ")).toContain("incident response");
  await expect(summaryItem.locator("del")).toHaveCount(0);
  // Nothing is saved before the user decides.
  expect((await saved(page, id)).data).toEqual(before.data);

  // Accepting the headline changes only the headline.
  await headlineItem.getByRole("button", { name: "Accept", exact: true }).click();
  await expect(headlineItem).toContainText("Accepted");
  await expect.poll(async () => (await saved(page, id)).data.basics.headline).toBe(rewrittenHeadline);
  const afterAccept = await saved(page, id);
  expect(afterAccept.data.sections).toEqual(before.data.sections);

  // Discarding the summary leaves the data as it was.
  await summaryItem.getByRole("button", { name: "Discard" }).click();
  await expect(summaryItem).toContainText("Discarded");
  expect((await saved(page, id)).data).toEqual(afterAccept.data);

  // The review, with its decisions, is still there after a visit to the editor.
  await modes.getByRole("button", { name: "Edit" }).click();
  await expect(review).toBeHidden();
  await modes.getByRole("button", { name: "Check" }).click();
  await expect(headlineItem).toContainText("Accepted");
  await expect(summaryItem).toContainText("Discarded");
});
