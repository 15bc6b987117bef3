// Keystroke to updated preview in the builder (budget: p95 <= 25 ms for a
// 2-page resume). Drives the real built app in Chromium: opens the builder on the sample
// resume (two pages) and on a variant of it, types into the basics name field one key at a time, and
// for each key measures from the keydown event in the builder to the moment the preview
// frame has painted the new name (a MutationObserver in the frame, then the next
// animation frame). Both ends read the same wall clock (timeOrigin + now).
import type { Page } from "playwright-core";
import { launchChromium } from "./lib/page-js";
import { requireBuild, signUp, startServer } from "./lib/server";
import { percentile, verdict } from "./lib/stats";

requireBuild();
const keystrokes = Number(process.env.BENCH_KEYSTROKES ?? 60);

const server = await startServer();
const browser = await launchChromium();
try {
  const headers = await signUp(server.url);
  const created = await fetch(`${server.url}/api/resume`, {
    method: "POST",
    headers,
    body: JSON.stringify({ title: "Preview bench", sample: true }),
  });
  // The sample resume lays out on two physical pages, the size the budget names.
  const resume = (await created.json()) as { id: string };

  // A variant of the same resume: its preview shows master ⊕ differences, computed in the
  // builder on every edit, so it is held to the same budget.
  const variantCreated = await fetch(`${server.url}/api/resume/${resume.id}/variants`, {
    method: "POST",
    headers,
    body: JSON.stringify({ title: "Preview bench variant", slug: "preview-bench-variant" }),
  });
  if (variantCreated.status !== 201) throw new Error(`creating the variant answered ${variantCreated.status}: ${await variantCreated.text()}`);
  const variant = (await variantCreated.json()) as { id: string };

  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  await context.addCookies(
    headers.cookie!.split("; ").map((pair) => {
      const [name, ...value] = pair.split("=");
      return { name: name!, value: value.join("="), url: server.url };
    }),
  );
  for (const [label, id] of [
    ["", resume.id],
    [" in a variant", variant.id],
  ] as const) {
    const page = await context.newPage();
    const { latencies, pages } = await typeInto(page, `${server.url}/builder/${id}`);
    console.log(`Preview${label} (${keystrokes} keystrokes, ${pages} physical pages in the preview)`);
    console.log(verdict(`keystroke to preview${label} p50`, percentile(latencies, 50), "ms", 25));
    console.log(verdict(`keystroke to preview${label} p95`, percentile(latencies, 95), "ms", 25));
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

/** Opens the builder at `url`, types `keystrokes` letters into the name, and answers each key's latency. */
async function typeInto(page: Page, url: string): Promise<{ latencies: number[]; pages: number }> {
  await page.goto(url);
  const frame = page.frameLocator('[data-testid="builder-preview-frame"]');
  await frame.locator('html[data-vitae-ready="true"]').waitFor({ timeout: 30_000 });
  const pages = await frame.locator("[data-vitae-page]").count();
  const name = page.locator("#builder-section-basics").getByLabel("Full name", { exact: true });
  await name.click();
  await name.press("End");
  await instrument(page);

  const latencies: number[] = [];
  let typed = await name.inputValue();
  for (let index = 0; index < keystrokes; index += 1) {
    const key = String.fromCharCode(97 + (index % 26));
    typed += key;
    await page.keyboard.press(key);
    latencies.push(await latencyOf(page, typed));
  }
  return { latencies, pages };
}

// The in-page code is plain JavaScript text: tsx would otherwise wrap named functions in
// its own `__name` helper, which does not exist inside the page.

/** Records keydown times in the builder and paint times of changes in the preview frame. */
async function instrument(page: Page) {
  await page.evaluate(`(() => {
    const now = () => performance.timeOrigin + performance.now();
    window.addEventListener("keydown", () => { window.__keyAt = now(); }, { capture: true });
    const frame = document.querySelector('[data-testid="builder-preview-frame"]');
    const doc = frame && frame.contentDocument;
    const win = frame && frame.contentWindow;
    if (!doc || !win) throw new Error("no preview frame");
    new win.MutationObserver(() => {
      win.requestAnimationFrame(() => { window.__paintAt = win.performance.timeOrigin + win.performance.now(); });
    }).observe(doc.body, { subtree: true, childList: true, characterData: true });
  })()`);
}

/** Waits until the preview shows `text`, then answers keydown-to-paint in milliseconds. */
async function latencyOf(page: Page, text: string): Promise<number> {
  return page.evaluate(`(async (expected) => {
    const frame = document.querySelector('[data-testid="builder-preview-frame"]');
    const deadline = performance.now() + 5000;
    while (!(frame.contentDocument.body.textContent || "").includes(expected) || !(window.__paintAt >= window.__keyAt)) {
      if (performance.now() > deadline) throw new Error("preview never showed " + expected);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    return window.__paintAt - window.__keyAt;
  })(${JSON.stringify(text)})`);
}
