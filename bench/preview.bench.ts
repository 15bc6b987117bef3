// Keystroke to updated preview in the builder (budget DESIGN.md §6: p95 <= 50 ms for a
// 2-page resume). Drives the real built app in Chromium: opens the builder on the sample
// resume (made two pages long), types into the basics name field one key at a time, and
// for each key measures from the keydown event in the builder to the moment the preview
// frame has painted the new name (a MutationObserver in the frame, then the next
// animation frame). Both ends read the same wall clock (timeOrigin + now).
import { type Page, chromium } from "playwright-core";
import { requireBuild, signUp, startServer } from "./lib/server";
import { percentile, verdict } from "./lib/stats";

requireBuild();
const keystrokes = Number(process.env.BENCH_KEYSTROKES ?? 60);
const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
];

const server = await startServer();
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: chromiumArgs });
try {
  const headers = await signUp(server.url);
  const created = await fetch(`${server.url}/api/resume`, {
    method: "POST",
    headers,
    body: JSON.stringify({ title: "Preview bench", sample: true }),
  });
  const resume = (await created.json()) as { id: string; version: number; data: { sections: { experience: { items: unknown[] } } } };
  // The sample fits one page; repeating its experience makes the two pages the budget names.
  const experience = resume.data.sections.experience;
  experience.items = [...experience.items, ...experience.items, ...experience.items].map((item, index) => ({
    ...(item as object),
    id: `bench${String(index).padStart(19, "0")}`,
  }));
  const patched = await fetch(`${server.url}/api/resume/${resume.id}`, {
    method: "PATCH",
    headers,
    body: JSON.stringify({ data: resume.data, version: resume.version }),
  });
  if (!patched.ok) throw new Error(`PATCH answered ${patched.status}: ${await patched.text()}`);

  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  await context.addCookies(
    headers.cookie!.split("; ").map((pair) => {
      const [name, ...value] = pair.split("=");
      return { name: name!, value: value.join("="), url: server.url };
    }),
  );
  const page = await context.newPage();
  await page.goto(`${server.url}/builder/${resume.id}`);
  const frame = page.frameLocator('[data-testid="builder-preview-frame"]');
  await frame.locator('html[data-vitae-ready="true"]').waitFor({ timeout: 30_000 });
  const pages = await frame.locator("[data-vitae-page]").count();
  const name = page.locator("#builder-section-basics").getByLabel("Name", { exact: true });
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
  console.log(`Preview (${keystrokes} keystrokes, ${pages} physical pages in the preview)`);
  console.log(verdict("keystroke to preview p50", percentile(latencies, 50), "ms", 50));
  console.log(verdict("keystroke to preview p95", percentile(latencies, 95), "ms", 50));
} finally {
  await browser.close();
  await server.stop();
}

/** Records keydown times in the builder and paint times of changes in the preview frame. */
async function instrument(page: Page) {
  await page.evaluate(() => {
    const now = () => performance.timeOrigin + performance.now();
    const top = window as unknown as { __keyAt: number; __paintAt: number };
    window.addEventListener("keydown", () => (top.__keyAt = now()), { capture: true });
    const frame = document.querySelector<HTMLIFrameElement>('[data-testid="builder-preview-frame"]');
    const doc = frame?.contentDocument;
    const win = frame?.contentWindow as (Window & typeof globalThis) | null | undefined;
    if (!doc || !win) throw new Error("no preview frame");
    new win.MutationObserver(() => {
      win.requestAnimationFrame(() => (top.__paintAt = win.performance.timeOrigin + win.performance.now()));
    }).observe(doc.body, { subtree: true, childList: true, characterData: true });
  });
}

/** Waits until the preview shows `text`, then answers keydown-to-paint in milliseconds. */
async function latencyOf(page: Page, text: string): Promise<number> {
  return page.evaluate(async (expected) => {
    const top = window as unknown as { __keyAt: number; __paintAt: number };
    const frame = document.querySelector<HTMLIFrameElement>('[data-testid="builder-preview-frame"]');
    const deadline = performance.now() + 5_000;
    while (!frame?.contentDocument?.body.textContent?.includes(expected) || top.__paintAt < top.__keyAt) {
      if (performance.now() > deadline) throw new Error(`preview never showed "${expected}"`);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    return top.__paintAt - top.__keyAt;
  }, text);
}
