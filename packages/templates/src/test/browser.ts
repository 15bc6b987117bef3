/**
 * For tests that need real layout, which happy-dom does not have: a headless Chromium, and a
 * module of this package bundled into a script a page can load.
 */
import { fileURLToPath } from "node:url";

import { build } from "esbuild";
import { type Browser, chromium } from "playwright-core";

const chromiumPath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
];

/** Starts the machine's Chromium, headless. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
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
