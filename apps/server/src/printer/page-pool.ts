import type { Browser, BrowserContext, Page } from "playwright-core";

/** A page with the artboard loaded, kept between prints, each in its own guarded context. */
export interface WarmPage {
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly page: Page;
  /** Prints made in it so far. */
  jobs: number;
  /** Its renderer crashed: never used again. */
  crashed: boolean;
}

export interface PagePoolOptions {
  /** Idle pages kept at most (the printer's pool size: one page per slot). */
  size: number;
  /** A page that has printed this many resumes is closed rather than reused (bounds what one page accumulates). */
  maxJobsPerPage: number;
  /**
   * Makes a guarded context in `browser` and a page in it with the artboard loaded. Reports the
   * context through `created` as soon as it exists, so a job given up on meanwhile can close it.
   */
  open(browser: Browser, created: (context: BrowserContext) => void): Promise<Page>;
  /** Clears a page after a print; false when it could not be verified clean. */
  reset(page: Page): Promise<boolean>;
  /** Closes a context, and with it its page. */
  close(context: BrowserContext): Promise<void>;
}

/** Longest a page may take to reset before it is closed instead. */
const resetTimeoutMs = 2000;

/**
 * The printer's warm pages: a job leases one (an idle page of the current browser, or a new
 * one), and gives it back only when it printed and the page reset clean; in every other case
 * (failure, timeout, cancel, crash) the page's context is closed. Pages of a browser that went
 * away, crashed pages and pages past `maxJobsPerPage` are never handed out again.
 */
export class PagePool {
  private readonly idle: WarmPage[] = [];
  private closed = false;

  constructor(readonly options: PagePoolOptions) {}

  /** Usable pages waiting for a job. */
  get idleCount(): number {
    return this.idle.filter(usable).length;
  }

  lease(): PageLease {
    return new PageLease(this);
  }

  /** Closes the idle pages and keeps no more; pages still leased are closed when their job ends. */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.idle.splice(0).map((warm) => this.options.close(warm.context)));
  }

  /** The most recently used healthy idle page of `browser`; stale ones are closed on the way. */
  takeIdle(browser: Browser): WarmPage | null {
    for (let warm = this.idle.pop(); warm; warm = this.idle.pop()) {
      if (warm.browser === browser && usable(warm)) return warm;
      // A browser that went away took its pages with it.
      if (warm.browser.isConnected()) void this.options.close(warm.context);
    }
    return null;
  }

  adopt(browser: Browser, page: Page): WarmPage {
    const warm: WarmPage = { browser, context: page.context(), page, jobs: 0, crashed: false };
    page.once("crash", () => {
      warm.crashed = true;
    });
    return warm;
  }

  /** Takes a page back after a job: true when it is clean and idle again, false when the caller must close it. */
  async giveBack(warm: WarmPage, outcome: Exclude<LeaseOutcome, "failed">): Promise<boolean> {
    if (outcome === "printed") warm.jobs += 1;
    const keep = () =>
      !this.closed && this.idle.length < this.options.size && warm.jobs < this.options.maxJobsPerPage && usable(warm);
    if (!keep()) return false;
    const clean = await settleWithin(this.options.reset(warm.page), resetTimeoutMs);
    if (clean !== true || !keep()) return false;
    this.idle.push(warm);
    return true;
  }
}

/** Whether a page can still print: its browser is there and it has neither closed nor crashed. */
function usable(warm: WarmPage): boolean {
  return warm.browser.isConnected() && !warm.page.isClosed() && !warm.crashed;
}

/** How a job ended: it printed, it only warmed the page (no resume), or it failed or was given up on. */
export type LeaseOutcome = "printed" | "warmed" | "failed";

/**
 * One job's hold on a page. `end` is called exactly once, from the job's `finally`, possibly
 * while `acquire` is still making the page: whatever it then makes is closed as it appears.
 */
export class PageLease {
  private context: BrowserContext | null = null;
  private warm: WarmPage | null = null;
  private ended = false;

  constructor(private readonly pool: PagePool) {}

  /** An idle page of `browser`, or a new one. */
  async acquire(browser: Browser): Promise<WarmPage> {
    const idle = this.pool.takeIdle(browser);
    if (idle) {
      this.warm = idle;
      this.context = idle.context;
      return idle;
    }
    const page = await this.pool.options.open(browser, (context) => {
      this.context = context;
      // Given up on while it was being made: close it here, nobody else will.
      if (this.ended) void this.pool.options.close(context);
    });
    const warm = this.pool.adopt(browser, page);
    this.warm = warm;
    return warm;
  }

  /**
   * Ends the job. A page that printed or was only warmed goes back to the pool if it resets
   * clean; otherwise, or after a failure, its context is closed.
   */
  async end(outcome: LeaseOutcome): Promise<void> {
    this.ended = true;
    if (this.warm && outcome !== "failed" && (await this.pool.giveBack(this.warm, outcome))) return;
    if (this.context) await this.pool.options.close(this.context);
  }
}

/** The value of `promise` if it settles within `ms`, else "timeout"; a rejection counts as "failed". */
export async function settleWithin<T>(promise: Promise<T>, ms: number): Promise<T | "timeout" | "failed"> {
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), ms);
  });
  try {
    return await Promise.race([promise.catch(() => "failed" as const), gaveUp]);
  } finally {
    clearTimeout(timer);
  }
}
