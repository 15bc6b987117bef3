import { type ReadingGuides, type ResumeData, type TextDirection, readingGuidesSchema } from "@vitae/schema";
import type { Page } from "playwright-core";
import {
  artboardIdleValue,
  artboardPrintPath,
  artboardReadingGuidesGlobal,
  artboardReadyGlobal,
  artboardResetGlobal,
  layoutPageSelectorAll,
  physicalPageSelectorAll,
  renderedAttribute,
  renderedValue,
  renderFailedValue,
  setResumeMessageType,
} from "./artboard-contract";
import { PrinterRenderError } from "./printer-errors";

// Page functions as source text: a transpiler (tsx, esbuild's keepNames) cannot slip helpers
// into them that would be missing in the browser. Each one waits inside the page (a timer or a
// MutationObserver) and answers once, so a step costs one DevTools round trip, not a poll loop.
// `page.evaluate` goes through the DevTools protocol, which the artboard's Content-Security-
// Policy (`script-src 'self'`, no 'unsafe-eval') does not govern, so the page keeps its real CSP.

/** Resolves once the artboard listens for messages (contract step 1). */
const listeningSource = `new Promise((resolve) => {
  const check = () => globalThis[${JSON.stringify(artboardReadyGlobal)}] === ${JSON.stringify(artboardIdleValue)} ? resolve(true) : setTimeout(check, 5);
  check();
})`;

/**
 * Posts SET_RESUME the way the builder does (to its own origin) and resolves with the ready
 * state the artboard ends in (contract steps 2–3) and, once rendered, the reading guides of the
 * laid-out pages, in the same round trip. The state left by the last resume is removed first,
 * so only this resume's answer counts.
 */
const deliverSource = `(message) => new Promise((resolve) => {
  const root = document.documentElement;
  const name = ${JSON.stringify(renderedAttribute)};
  const settled = () => {
    const state = root.getAttribute(name);
    return state === ${JSON.stringify(renderedValue)} || state === ${JSON.stringify(renderFailedValue)} ? state : null;
  };
  root.removeAttribute(name);
  const observer = new MutationObserver(() => {
    const state = settled();
    if (state) {
      observer.disconnect();
      const guides = globalThis[${JSON.stringify(artboardReadingGuidesGlobal)}];
      let found = [];
      try {
        if (state === ${JSON.stringify(renderedValue)} && typeof guides === "function") found = guides();
      } catch {
        // Guides only help parsers: a page without them prints as it looks.
      }
      resolve({ state, guides: found });
    }
  });
  observer.observe(root, { attributes: true, attributeFilter: [name] });
  globalThis.postMessage(message, globalThis.location.origin);
})`;

/**
 * Clears the page for the next resume (contract step 5), then checks for itself that no page
 * box, ready state or leftover of the last resume remains. False means the page cannot be
 * trusted with another resume.
 */
const resetSource = `(() => {
  const reset = globalThis[${JSON.stringify(artboardResetGlobal)}];
  if (typeof reset !== "function" || reset() !== true) return false;
  return !document.documentElement.hasAttribute(${JSON.stringify(renderedAttribute)}) &&
    document.querySelector(${JSON.stringify(`${layoutPageSelectorAll}, ${physicalPageSelectorAll}`)}) === null;
})()`;

/**
 * Loads the artboard in a new page and waits until it listens. Done once per page: the page
 * then prints resume after resume. Bounded by `remainingMs()`.
 */
export async function openArtboard(page: Page, appOrigin: string, remainingMs: () => number): Promise<void> {
  await page.goto(new URL(artboardPrintPath, appOrigin).href, {
    waitUntil: "domcontentloaded",
    timeout: remainingMs(),
  });
  await page.evaluate(listeningSource);
}

/**
 * Hands the artboard the resume (SET_RESUME, with the language of the template's own words
 * and the direction it is laid out in) and waits until it reports the resume laid out, fonts
 * and pictures included; answers the reading guides the PDF gets (where its columns and
 * sections sit), or null when the artboard's answer about them does not parse. Never settles
 * when the artboard never answers: the caller's deadline ends the job and closes the page.
 */
export async function renderResume(page: Page, data: ResumeData, locale?: string, direction?: TextDirection): Promise<ReadingGuides | null> {
  // The message travels as a JSON string literal parsed in the page: a string page function
  // takes no argument, and JSON text cannot be anything but data.
  const message = JSON.stringify(JSON.stringify({ type: setResumeMessageType, payload: data, locale, direction }));
  const answer = (await page.evaluate(`(${deliverSource})(JSON.parse(${message}))`)) as { state?: unknown; guides?: unknown } | null;
  if (answer?.state !== renderedValue) {
    throw new PrinterRenderError("The artboard could not render the resume.");
  }
  // Guides only help parsers: guides that do not parse leave the PDF without them, not unprinted.
  const guides = readingGuidesSchema.safeParse(answer.guides);
  return guides.success ? guides.data : null;
}

/** Clears the resume from the page; true when the page is verified clean for the next one. */
export async function resetArtboard(page: Page): Promise<boolean> {
  return (await page.evaluate(resetSource).catch(() => false)) === true;
}
