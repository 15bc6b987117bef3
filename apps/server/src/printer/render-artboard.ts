import type { ResumeData } from "@vitae/schema";
import { errors, type Page } from "playwright-core";
import {
  artboardIdleValue,
  artboardPreviewPath,
  artboardReadyGlobal,
  renderedDatasetKey,
  renderedValue,
  renderFailedValue,
  setResumeMessageType,
} from "./artboard-contract";
import { PrinterRenderError } from "./printer-errors";

// Page functions as source text: a transpiler (tsx, esbuild's keepNames) cannot slip
// helpers into them that would be missing in the browser.
const listeningExpression = `globalThis[${JSON.stringify(artboardReadyGlobal)}] === ${JSON.stringify(artboardIdleValue)}`;
const renderedExpression =
  `(() => { const state = document.documentElement.dataset[${JSON.stringify(renderedDatasetKey)}]; ` +
  `return state === ${JSON.stringify(renderedValue)} || state === ${JSON.stringify(renderFailedValue)} ? state : false; })()`;

/**
 * Loads the artboard in `page`, hands it the resume the way the builder does (SET_RESUME
 * posted to its own origin) and waits until it reports the resume laid out, fonts
 * included. Every step is bounded by `remainingMs()`.
 */
export async function renderArtboard(
  page: Page,
  data: ResumeData,
  appOrigin: string,
  remainingMs: () => number,
): Promise<void> {
  await page.goto(new URL(artboardPreviewPath, appOrigin).href, {
    waitUntil: "domcontentloaded",
    timeout: remainingMs(),
  });
  await waitForExpression(page, listeningExpression, remainingMs);
  await page.evaluate(
    (message) => {
      const target = globalThis as unknown as {
        postMessage(message: unknown, targetOrigin: string): void;
        location: { origin: string };
      };
      target.postMessage(message, target.location.origin);
    },
    { type: setResumeMessageType, payload: data },
  );
  const state = await waitForExpression(page, renderedExpression, remainingMs);
  if (state !== renderedValue) {
    throw new PrinterRenderError("The artboard could not render the resume.");
  }
}

const pollIntervalMs = 10;

/**
 * Polls `expression` until it is truthy. Not `page.waitForFunction`: that compiles its
 * predicate inside the page (eval), which the app's Content-Security-Policy (`script-src
 * 'self'`, no 'unsafe-eval') forbids; `page.evaluate` goes through the DevTools protocol,
 * which CSP does not govern, so the artboard keeps its real CSP while printing.
 */
async function waitForExpression(page: Page, expression: string, remainingMs: () => number): Promise<unknown> {
  const deadline = performance.now() + remainingMs();
  for (;;) {
    const value: unknown = await page.evaluate(expression);
    if (value) return value;
    if (performance.now() >= deadline) throw new errors.TimeoutError(`Timed out waiting for ${expression}`);
    await new Promise((resolve) => setTimeout(resolve, pollIntervalMs));
  }
}
