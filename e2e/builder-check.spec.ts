import { expect, type Page, test } from "@playwright/test";
import type { CheckReportPayload } from "@vitae/schema";
import { openBuilder, previewFrame, signUp } from "./support/session";

// The builder's Check mode against the real server: the sample resume is printed by the
// server's Chromium and read back by the check; the report, the preview's marks and Go to
// field are used as a person would.

// Signing up, printing the resume and checking it take more than the default 30 s on a busy
// two-core machine.
test.describe.configure({ timeout: 120_000 });

async function createSampleResume(page: Page): Promise<string> {
  const response = await page.request.post("/api/resume", { data: { title: "Checked CV", sample: true } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test("runs the check on a real resume, shows its score and findings, and goes to the field a finding names", async ({ page }) => {
  await signUp(page, "checker");
  const id = await createSampleResume(page);
  // The sample has an email address; without one the check fails `contact-email`.
  const emptied = await page.request.get(`/api/resume/${id}`);
  const resume = (await emptied.json()) as { version: number; data: { basics: { email: string } } };
  resume.data.basics.email = "";
  expect((await page.request.patch(`/api/resume/${id}`, { data: { data: resume.data, version: resume.version } })).status()).toBe(200);

  // The server names the field of a finding in `target` (the email of `contact-email`). Until
  // it does on every branch this one merges with, the real answer gets the target it will carry.
  let answered: CheckReportPayload | undefined;
  await page.route(`**/api/resume/${id}/check`, async (route) => {
    const response = await route.fetch();
    const report = (await response.json()) as CheckReportPayload;
    for (const check of report.checks) if (check.id === "contact-email") check.target ??= { section: "basics", field: "email" };
    answered = report;
    await route.fulfill({ response, json: report });
  });

  // The mode's code is a chunk of its own, fetched when the mode is first chosen.
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  const checkChunk = (path: string) => /\/check-panel-[\w-]+\.js$/.test(path);
  await openBuilder(page, id);
  expect(scripts.filter(checkChunk)).toEqual([]);
  await page.getByRole("group", { name: "Mode" }).getByRole("button", { name: "Check" }).click();
  const panel = page.getByTestId("check-panel");
  await expect(panel.getByRole("heading", { name: "Resume check" })).toBeVisible();
  await expect(panel.getByText("No check yet. Run it to see how parsers read your resume.")).toBeVisible();
  expect(scripts.filter(checkChunk)).toHaveLength(1);

  await panel.getByRole("button", { name: "Run check" }).click();

  const score = panel.getByTestId("check-score");
  await expect(score).toBeVisible({ timeout: 90_000 });
  expect(answered).toBeDefined();
  await expect(score).toHaveText(String(answered?.score));
  await expect(panel.getByTestId("check-status")).toHaveText(`Check finished. Score: ${answered?.score} of 100.`);
  const email = answered?.checks.find((check) => check.id === "contact-email");
  expect(email?.status).toBe("fail");
  const finding = panel.getByTestId("check-group-fail").locator('[data-check-id="contact-email"]');
  await expect(finding).toContainText(email?.message ?? "");
  // The passes are folded away until asked for.
  const passes = panel.getByTestId("check-group-pass");
  await expect(passes).not.toHaveAttribute("open");
  await passes.locator("summary").click();
  await expect(passes).toHaveAttribute("open");

  await finding.getByRole("button", { name: "Go to field" }).click();

  const emailField = page.locator("#builder-section-basics").getByLabel("Email");
  await expect(emailField).toBeFocused();
  await expect(page.getByRole("group", { name: "Mode" }).getByRole("button", { name: "Edit" })).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.type("ines@example.com");

  // Back in the Check mode the report is still there, out of date until it runs again.
  await page.getByRole("group", { name: "Mode" }).getByRole("button", { name: "Check" }).click();
  await expect(panel.getByText("You changed the resume since this check.", { exact: false })).toBeVisible();
  await panel.getByRole("button", { name: "Run again" }).click();
  // Now among the passes (folded away or not, as the new report left the group).
  await expect(panel.getByTestId("check-group-pass").locator('[data-check-id="contact-email"]')).toHaveCount(1, { timeout: 90_000 });
  await expect(panel.getByTestId("check-group-fail").locator('[data-check-id="contact-email"]')).toHaveCount(0);
});

test("the preview marks the runs of text it is sent without moving the layout, and brings the first into view", async ({ page }) => {
  await signUp(page, "marker");
  const id = await createSampleResume(page);
  await openBuilder(page, id);
  const frame = page.getByTestId("builder-preview-frame");
  const surface = page.getByTestId("builder-preview");
  // The laid-out size of the pages (the frame's own size, not its zoomed box) and where the name sits.
  const size = () =>
    frame.evaluate((element: HTMLIFrameElement) => {
      const name = element.contentDocument?.querySelector<HTMLElement>(".vitae-name");
      return { width: element.offsetWidth, height: element.offsetHeight, nameTop: name?.getBoundingClientRect().top };
    });
  const before = await size();
  const name = await previewFrame(page).locator(".vitae-name").innerText();

  // Move the page far up, out of view, as a user dragging down the resume would.
  const area = await surface.boundingBox();
  if (!area) throw new Error("the preview is not on screen");
  await page.mouse.move(area.x + area.width / 2, area.y + area.height / 2);
  await page.mouse.down();
  await page.mouse.move(area.x + area.width / 2, area.y - area.height * 2, { steps: 5 });
  await page.mouse.up();
  // The pan glides on for a moment after the mouse is let go; a person reads the report after it stops.
  let last = Number.NaN;
  await expect
    .poll(async () => {
      const y = (await frame.boundingBox())?.y ?? 0;
      const settled = y === last;
      last = y;
      return settled;
    })
    .toBe(true);
  expect((await frame.boundingBox())?.y ?? 0).toBeLessThan(area.y - area.height);

  // What the builder's feed posts for the Check mode's marks (SET_HIGHLIGHTS), parsed by the artboard.
  await frame.evaluate((element: HTMLIFrameElement, terms) => element.contentWindow?.postMessage({ type: "SET_HIGHLIGHTS", terms }, location.origin), [
    name.toLowerCase(),
  ]);
  const marked = () =>
    frame.evaluate((element: HTMLIFrameElement) => {
      const registry = (element.contentWindow as unknown as { CSS: { highlights: Map<string, { size: number }> } }).CSS.highlights;
      return registry.get("vitae-check")?.size ?? 0;
    });
  await expect.poll(marked).toBeGreaterThan(0);
  expect(await size()).toEqual(before);
  // The artboard answered where the mark is (HIGHLIGHTS_SHOWN): the name is on screen again.
  await expect
    .poll(async () => {
      const [box, nameBox] = [await frame.boundingBox(), await previewFrame(page).locator(".vitae-name").boundingBox()];
      return box && nameBox ? nameBox.y >= area.y && nameBox.y <= area.y + area.height : false;
    })
    .toBe(true);

  await frame.evaluate((element: HTMLIFrameElement) => element.contentWindow?.postMessage({ type: "SET_HIGHLIGHTS", terms: [] }, location.origin));
  await expect.poll(marked).toBe(0);
});
