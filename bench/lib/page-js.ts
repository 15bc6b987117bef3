// What a page of the built app costs to load: the gzipped JavaScript it receives (its
// frames included) and, for the benches that want them, its load and paint timings.
import { gzipSync } from "node:zlib";
import { headlessChromiumArgs } from "@vitae/schema";
import { type Browser, type Page, chromium } from "playwright-core";
import { median } from "./stats";

/** The system Chromium (CHROME_PATH, else /usr/bin/chromium), headless. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: [...headlessChromiumArgs] });
}

export interface ScriptLoad {
  url: string;
  /** Bytes once gzipped at level 9. */
  gzip: number;
  /** Loaded by a frame of the page (the artboard), not by the page itself. */
  framed: boolean;
}

export interface PageLoad {
  /**
   * Gzipped bytes of every script received until the page settled, frames included, each
   * address counted once: what the browser has to fetch.
   */
  jsGzip: number;
  /** What the page's frames (the artboard) loaded, shared chunks included. */
  frameJsGzip: number;
  scripts: ScriptLoad[];
  loadMs: number;
  lcpMs: number;
}

export interface LoadOptions {
  /** Session cookies to send (name to value). */
  cookies?: Record<string, string>;
  /** Waits until the page shows what it is for; lazy chunks it then fetches still count. */
  ready?: (page: Page) => Promise<void>;
  viewport?: { width: number; height: number };
}

/**
 * Counts the page's requests (its frames' included) in flight; `quiet()` resolves once none
 * has been in flight for `quietMs`, so lazy chunks fetched after the page showed count too.
 * (Playwright's "networkidle" can miss the end of a frame's request and never come.)
 */
function trackRequests(page: Page) {
  const inFlight = new Set<unknown>();
  let lastActivity = performance.now();
  page.on("request", (request) => {
    inFlight.add(request);
    lastActivity = performance.now();
  });
  const done = (request: unknown) => {
    inFlight.delete(request);
    lastActivity = performance.now();
  };
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  return async function quiet(quietMs = 500, timeoutMs = 30_000): Promise<void> {
    const deadline = performance.now() + timeoutMs;
    while (inFlight.size > 0 || performance.now() - lastActivity < quietMs) {
      if (performance.now() > deadline) throw new Error(`page never went quiet (${inFlight.size} requests in flight)`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
}

/** One cold load of `url` in a fresh browser context (nothing cached). */
export async function loadPage(browser: Browser, url: string, options: LoadOptions = {}): Promise<PageLoad> {
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 800 } });
  const origin = new URL(url).origin;
  await context.addCookies(Object.entries(options.cookies ?? {}).map(([name, value]) => ({ name, value, url: origin })));
  const page = await context.newPage();
  const quiet = trackRequests(page);
  const bodies: Promise<ScriptLoad>[] = [];
  page.on("response", (response) => {
    const type = response.headers()["content-type"] ?? "";
    if (response.request().resourceType() !== "script" && !type.includes("javascript")) return;
    const framed = response.frame() !== page.mainFrame();
    const scriptUrl = response.url();
    bodies.push(
      response.body().then(
        (body) => ({ url: scriptUrl, gzip: gzipSync(body, { level: 9 }).length, framed }),
        () => ({ url: scriptUrl, gzip: 0, framed }),
      ),
    );
  });
  await page.addInitScript(() => {
    const top = window as unknown as { __lcp: number };
    top.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) top.__lcp = entry.startTime;
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
  try {
    await page.goto(url, { waitUntil: "load" });
    if (options.ready) await options.ready(page);
    await quiet();
    const timings = await page.evaluate(() => {
      const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      return { loadMs: navigation.loadEventEnd - navigation.startTime, lcpMs: (window as unknown as { __lcp: number }).__lcp };
    });
    const scripts = await Promise.all(bodies);
    // A frame that loads a chunk the page has loaded too gets it from the cache.
    const once = (list: ScriptLoad[]) => [...new Map(list.map((entry) => [entry.url, entry])).values()];
    const sum = (list: ScriptLoad[]) => once(list).reduce((total, entry) => total + entry.gzip, 0);
    return { jsGzip: sum(scripts), frameJsGzip: sum(scripts.filter((entry) => entry.framed)), scripts, ...timings };
  } finally {
    await context.close();
  }
}

export interface PageLoadMedians {
  jsKiB: number;
  frameKiB: number;
  scripts: number;
  loadMs: number;
  lcpMs: number;
  /** The scripts of the last load, largest first (a chunk the page and a frame load, once each). */
  lastScripts: ScriptLoad[];
}

/** `runs` cold loads, one after the other; the medians of their figures. */
export async function medianLoads(runs: number, load: () => Promise<PageLoad>): Promise<PageLoadMedians> {
  const samples: PageLoad[] = [];
  for (let index = 0; index < runs; index++) samples.push(await load());
  const of = (pick: (sample: PageLoad) => number) => median(samples.map(pick));
  return {
    jsKiB: of((sample) => sample.jsGzip) / 1024,
    frameKiB: of((sample) => sample.frameJsGzip) / 1024,
    scripts: of((sample) => sample.scripts.length),
    loadMs: of((sample) => sample.loadMs),
    lcpMs: of((sample) => sample.lcpMs),
    lastScripts: [...(samples.at(-1)?.scripts ?? [])].sort((a, b) => b.gzip - a.gzip),
  };
}

/** The name=value pairs of a `cookie` request header. */
export function cookiesOf(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    (headers.cookie ?? "").split("; ").map((pair) => {
      const [name, ...value] = pair.split("=");
      return [name ?? "", value.join("=")];
    }),
  );
}

/** Waits until the page's artboard frame has rendered the resume. */
export const artboardRendered = (page: Page) =>
  page.frameLocator("iframe").first().locator('html[data-vitae-ready="true"]').waitFor({ state: "attached", timeout: 30_000 });
