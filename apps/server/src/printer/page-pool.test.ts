import type { Browser, BrowserContext, Page } from "playwright-core";
import { describe, expect, it, vi } from "vitest";
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

/**
 * Leases a page and ends the job with `outcome` (holding `key` when rendered ahead); `wanted`
 * is the resume its print looks for, `background` marks a render ahead's lease.
 */
async function job(pages: PagePool, outcome: "printed" | "rendered ahead", key?: string, wanted?: string, background = false) {
  const lease = pages.lease();
  const warm = await lease.acquire(browser, wanted, { background });
  const held = warm.holding;
  warm.holding = null;
  await lease.end(outcome, key);
  return { warm, held };
}

/** A render ahead of `key`'s resume as the printer leases it: in the background, looking for its own render. */
const renderAhead = (pages: PagePool, key: string) => job(pages, "rendered ahead", key, key, true);

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

  it("opens a page for a render ahead rather than clear another's, while fewer than `heldPages` pages are idle", async () => {
    const { pages, resets, closed } = pool();
    const ada = await renderAhead(pages, "ada");
    const grace = await renderAhead(pages, "grace");
    expect(grace.warm).not.toBe(ada.warm);
    expect([pages.holds("ada"), pages.holds("grace")]).toEqual([true, true]);
    expect(resets).toEqual([]);
    // Two idle: the next render ahead clears the page held longest, as a print would.
    const linus = await renderAhead(pages, "linus");
    expect(linus.warm).toBe(ada.warm);
    expect([pages.holds("ada"), pages.holds("grace"), pages.holds("linus")]).toEqual([false, true, true]);
    expect(resets).toEqual([ada.warm.page]);
    expect(closed).toEqual([]);
    // A print clears another's page rather than wait for a new one.
    const print = await job(pages, "printed", undefined, "ada");
    expect([grace.warm, linus.warm]).toContain(print.warm);
  });

  it("keeps a page that printed as a spare beyond the `size` clean ones while fewer than `heldPages` are idle, closed after `heldForMs` unused", async () => {
    const { pages, closed } = pool({ heldForMs: 20 });
    // Three printing at once, so each is a page of its own.
    const leases = [pages.lease(), pages.lease(), pages.lease()];
    const warms = await Promise.all(leases.map((lease) => lease.acquire(browser)));
    for (const lease of leases) await lease.end("printed");
    // The first is the one clean page of `size`, the second a spare, the third one too many.
    expect(pages.idleCount).toBe(2);
    expect(closed).toEqual([warms[2]?.context]);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(pages.idleCount).toBe(1);
    expect(closed).toEqual([warms[2]?.context, warms[1]?.context]);
    // The clean page of `size` stays.
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(pages.idleCount).toBe(1);
  });

  it("keeps a spare that was used again past its first expiry", async () => {
    // Fake time: the test is about which of two expiries counts, not about how late a loaded
    // machine runs a timer.
    vi.useFakeTimers();
    try {
      const { pages, closed } = pool({ heldForMs: 40 });
      const printBoth = async () => {
        const leases = [pages.lease(), pages.lease()];
        await Promise.all(leases.map((lease) => lease.acquire(browser)));
        for (const lease of leases) await lease.end("printed");
      };
      await printBoth();
      await vi.advanceTimersByTimeAsync(25);
      // Both used again and given back: the first expiry is stale, a new one counts from now.
      await printBoth();
      await vi.advanceTimersByTimeAsync(25);
      expect(pages.idleCount).toBe(2);
      expect(closed).toEqual([]);
      await vi.advanceTimersByTimeAsync(20);
      expect(pages.idleCount).toBe(1);
      expect(closed).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps none without `heldPages`", async () => {
    const { pages, closed } = pool({ heldPages: 0 });
    const { warm } = await job(pages, "rendered ahead", "ada");
    expect(pages.holds("ada")).toBe(false);
    expect(closed).toEqual([warm.context]);
  });
});
