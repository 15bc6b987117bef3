import type { Browser, BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { PagePool, type PagePoolOptions } from "./page-pool";

// The pool's bookkeeping with stand-in pages: which page a job gets, which are kept, cleared
// or closed. Real pages in a real Chromium are printer.test.ts's.
const browser = { isConnected: () => true } as unknown as Browser;

function standInPage(): Page {
  const context = {} as BrowserContext;
  return { context: () => context, isClosed: () => false, once: () => undefined } as unknown as Page;
}

function pool(options: Partial<PagePoolOptions> = {}) {
  const closed: BrowserContext[] = [];
  const resets: Page[] = [];
  const pages = new PagePool({
    size: 1,
    maxJobsPerPage: 100,
    heldPages: 2,
    open: async (_browser, created) => {
      const page = standInPage();
      created(page.context());
      return page;
    },
    reset: async (page) => (resets.push(page), true),
    close: async (context) => void closed.push(context),
    ...options,
  });
  return { pages, closed, resets };
}

/** Leases a page and ends the job with `outcome` (holding `key` when rendered ahead). */
async function job(pages: PagePool, outcome: "printed" | "rendered ahead", key?: string, wanted?: string) {
  const lease = pages.lease();
  const warm = await lease.acquire(browser, wanted);
  const held = warm.holding;
  warm.holding = null;
  await lease.end(outcome, key);
  return { warm, held };
}

describe("PagePool and resumes rendered ahead", () => {
  it("hands the page holding the wanted resume to its print, as it is", async () => {
    const { pages, resets } = pool();
    const ahead = await job(pages, "rendered ahead", "ada");
    expect(pages.holds("ada")).toBe(true);
    expect(resets).toEqual([]);
    const print = await job(pages, "printed", undefined, "ada");
    expect(print.warm).toBe(ahead.warm);
    expect(print.held).toBe("ada");
    // Printed: cleared and kept clean.
    expect(resets).toEqual([ahead.warm.page]);
    expect(pages.holds("ada")).toBe(false);
    expect(pages.idleCount).toBe(1);
  });

  it("clears a page holding another resume before handing it out", async () => {
    const { pages, resets } = pool();
    const ahead = await job(pages, "rendered ahead", "ada");
    const print = await job(pages, "printed", undefined, "grace");
    expect(print.warm).toBe(ahead.warm);
    expect(print.held).toBeNull();
    expect(resets).toEqual([ahead.warm.page, ahead.warm.page]);
  });

  it("keeps at most `heldPages` holding a resume, closing the one held longest", async () => {
    const { pages, closed } = pool();
    // Three leased at once, so each is a page of its own, then each given back holding one.
    const leases = [pages.lease(), pages.lease(), pages.lease()];
    const warms = await Promise.all(leases.map((lease) => lease.acquire(browser)));
    for (const [index, key] of ["ada", "grace", "linus"].entries()) await leases[index]?.end("rendered ahead", key);
    expect(closed).toEqual([warms[0]?.context]);
    expect([pages.holds("ada"), pages.holds("grace"), pages.holds("linus")]).toEqual([false, true, true]);
  });

  it("closes a page that held its resume longer than `heldForMs`", async () => {
    const { pages, closed } = pool({ heldForMs: 20 });
    const { warm } = await job(pages, "rendered ahead", "ada");
    expect(pages.holds("ada")).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(pages.holds("ada")).toBe(false);
    expect(pages.idleCount).toBe(0);
    expect(closed).toEqual([warm.context]);
  });

  it("keeps none without `heldPages`", async () => {
    const { pages, closed } = pool({ heldPages: 0 });
    const { warm } = await job(pages, "rendered ahead", "ada");
    expect(pages.holds("ada")).toBe(false);
    expect(closed).toEqual([warm.context]);
  });
});
