import { createRequire } from "node:module";
import { type Page, expect, test } from "@playwright/test";
import { openBuilder, signUp } from "./support/session";

// axe-core, the accessibility engine, run on every main page in light and dark: no violation
// of any rule it checks (WCAG 2.x A and AA, and its best practices) is left.
const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

test.describe.configure({ timeout: 300_000 });
// The app's Content-Security-Policy forbids inline scripts, which is how axe is injected.
test.use({ bypassCSP: true });

type Violation = { id: string; help: string; nodes: { target: string[]; html: string; failureSummary?: string }[] };

async function violations(page: Page, include?: string): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const found = await page.evaluate(async (context) => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(context ?? document, { resultTypes: ["violations"] });
    return result.violations;
  }, include);
  return found.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id}: ${violation.help} at ${node.target.join(" ")} ${node.html.slice(0, 200)}${node.failureSummary ? ` (${node.failureSummary.replace(/\s+/g, " ")})` : ""}`,
    ),
  );
}

async function check(page: Page, name: string, failures: string[]) {
  for (const line of await violations(page)) failures.push(`${name}: ${line}`);
}

for (const colorScheme of ["light", "dark"] as const) {
  test(`the visitor's pages have no accessibility violations (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
    const failures: string[] = [];
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.mouse.wheel(0, 3000);
    await expect(page.getByRole("contentinfo")).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState("networkidle");
    await check(page, "landing", failures);
    for (const [name, address] of [
      ["sign-in", "/auth/login"],
      ["sign-up", "/auth/register"],
      ["docs", "/docs/getting-started"],
    ] as const) {
      await page.goto(address);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 20_000 });
      await page.waitForLoadState("networkidle");
      await check(page, name, failures);
    }
    expect(failures).toEqual([]);
  });

  test(`a signed-in user's pages have no accessibility violations (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
    const { username } = await signUp(page, `axe-${colorScheme}`);
    const created = await page.request.post("/api/resume", { data: { title: "Accessible CV", visibility: "public", sample: true } });
    expect(created.status()).toBe(201);
    const resume = (await created.json()) as { id: string; slug: string };
    const failures: string[] = [];
    for (const [name, address] of [
      ["dashboard", "/dashboard/resumes"],
      ["settings", "/dashboard/settings"],
      ["public page", `/${username}/${resume.slug}`],
    ] as const) {
      await page.goto(address);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
      await page.waitForLoadState("networkidle");
      await check(page, name, failures);
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await openBuilder(page, resume.id);
    await page.waitForLoadState("networkidle");
    // Every part of both panels is on the page at once; scroll each into view so lazy parts load.
    for (const scroller of ["builder-content-scroll", "builder-design-scroll"]) {
      await page.getByTestId(scroller).evaluate((element) => element.scrollTo(0, element.scrollHeight));
    }
    await page.waitForLoadState("networkidle");
    await check(page, "builder", failures);

    // On a phone the two side panels are sheets: each checked open.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [open, sheet] of [
      ["Open content panel", "Content"],
      ["Open design panel", "Design"],
    ] as const) {
      await page.getByRole("button", { name: open }).click();
      const dialog = page.getByRole("dialog", { name: sheet });
      // Its parts were loaded by the desktop layout already.
      await expect(dialog).toBeVisible();
      await check(page, `builder, ${sheet} sheet`, failures);
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialog).toBeHidden();
    }
    expect(failures).toEqual([]);
  });
}
