/**
 * For tests that need real layout, which happy-dom does not have: a headless Chromium, and a
 * module of this package bundled into a script a page can load.
 */
import { fileURLToPath } from "node:url";

import { headlessChromiumArgs } from "@vitae/schema";
import { build } from "esbuild";
import { type Browser, type Page, chromium } from "playwright-core";
import { afterAll, beforeAll, beforeEach } from "vitest";

const chromiumPath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** Starts the machine's Chromium, headless. */
function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: [...headlessChromiumArgs] });
}

/**
 * One Chromium for the test file and a new page for each test: call at the top of a file;
 * `page()` is the running test's page.
 */
export function chromiumPagePerTest(): { page(): Page } {
  let browser: Browser | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    await page?.close();
    page = await (browser as Browser).newPage();
  });
  return { page: () => page as Page };
}

/**
 * `source` (module code importing from ../, e.g. `export { paginate } from "./paginate"`)
 * bundled as a script that puts its exports on `globalThis[globalName]`.
 */
export async function browserScript(source: string, globalName: string): Promise<string> {
  const bundle = await build({
    stdin: { contents: source, resolveDir: fileURLToPath(new URL("..", import.meta.url)), loader: "ts" },
    bundle: true,
    format: "iife",
    globalName,
    platform: "browser",
    target: "chrome120",
    write: false,
    logLevel: "silent",
  });
  return bundle.outputFiles[0]!.text;
}
