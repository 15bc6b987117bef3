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
  /**
   * The render key (`PrintCallOptions.renderKey`) of a resume rendered ahead and left on the
   * page for the print that is expected next; null when the page is clean.
   */
  holding: string | null;
  /** Counts the times it was given back to the pool: tells a stale expiry from the current one. */
  returns: number;
}

export interface PagePoolOptions {
  /** Idle pages kept at most (the printer's pool size: one page per slot). */
  size: number;
  /** A page that has printed this many resumes is closed rather than reused (bounds what one page accumulates). */
  maxJobsPerPage: number;
  /**
   * Idle pages that may hold a resume rendered ahead, beyond `size` clean ones (default 0:
   * none). When a new one would exceed it, the page held longest is closed. As long as fewer
   * pages than this are idle, a render ahead that finds no clean page opens one rather than
   * clear another resume's render, and a page that printed stays open clean (a spare) beyond
   * the `size` clean ones: when more people print at once than the pool has slots, each
   * render ahead keeps a page of its own until its print comes.
   */
  heldPages?: number;
  /**
   * How long an idle page keeps a resume rendered ahead, or a spare stays open clean (default
   * 30 s): a print, if it comes, comes within seconds; afterwards the page is closed, so pages
   * beyond `size` cost memory only briefly.
   */
  heldForMs?: number;
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

  /** Usable pages waiting for a job, clean or holding a resume rendered ahead. */
  get idleCount(): number {
    return this.idle.filter(usable).length;
  }

  /** Whether an idle page holds the resume of `renderKey`, rendered ahead. */
  holds(renderKey: string): boolean {
    return this.idle.some((warm) => warm.holding === renderKey && usable(warm));
  }

  lease(): PageLease {
    return new PageLease(this);
  }

  /** Closes the idle pages and keeps no more; pages still leased are closed when their job ends. */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.idle.splice(0).map((warm) => this.options.close(warm.context)));
  }

  /**
   * An idle page of `browser`: the one holding `renderKey`'s resume if any, else the most
   * recently used clean one, else the one held longest (which the lease clears first). Null
   * when there is none, and for a render ahead (`background`) rather than a held page while
   * fewer than `heldPages` pages are idle: it opens a page instead of undoing another render
   * ahead, whose print is on its way. Stale pages are closed on the way.
   */
  takeIdle(browser: Browser, renderKey?: string, background = false): WarmPage | null {
    for (const warm of this.idle.filter((candidate) => candidate.browser !== browser || !usable(candidate))) {
      this.idle.splice(this.idle.indexOf(warm), 1);
      // A browser that went away took its pages with it.
      if (warm.browser.isConnected()) void this.options.close(warm.context);
    }
    const index = [
      renderKey === undefined ? -1 : this.idle.findIndex((warm) => warm.holding === renderKey),
      this.idle.findLastIndex((warm) => warm.holding === null),
      background && this.idle.length < (this.options.heldPages ?? 0) ? -1 : this.idle.findIndex((warm) => warm.holding !== null),
    ].find((found) => found >= 0);
    return index === undefined ? null : (this.idle.splice(index, 1)[0] ?? null);
  }

  adopt(browser: Browser, page: Page): WarmPage {
    const warm: WarmPage = { browser, context: page.context(), page, jobs: 0, crashed: false, holding: null, returns: 0 };
    page.once("crash", () => {
      warm.crashed = true;
    });
    return warm;
  }

  /**
   * Takes a page back after a job: true when it is idle again, false when the caller must close
   * it. A page that printed is cleared first, and kept as one of the `size` clean pages or, while
   * fewer than `heldPages` pages are idle, as a spare closed after `heldForMs` unused; one that
   * rendered a resume ahead (`holding`) keeps it, in place of the page held longest when
   * `heldPages` are taken.
   */
  async giveBack(warm: WarmPage, outcome: Exclude<LeaseOutcome, "failed">, holding?: string): Promise<boolean> {
    if (outcome !== "warmed") warm.jobs += 1;
    if (outcome === "rendered ahead" && holding !== undefined) {
      const heldPages = this.options.heldPages ?? 0;
      if (this.closed || heldPages === 0 || warm.jobs >= this.options.maxJobsPerPage || !usable(warm)) return false;
      const held = this.idle.filter((idle) => idle.holding !== null);
      const oldest = held.length >= heldPages ? held[0] : undefined;
      if (oldest) {
        this.idle.splice(this.idle.indexOf(oldest), 1);
        void this.options.close(oldest.context);
      }
      warm.holding = holding;
      warm.returns += 1;
      this.idle.push(warm);
      this.expireUnused(warm, () => warm.holding !== null);
      return true;
    }
    const clean = () => this.idle.filter((idle) => idle.holding === null).length;
    const spare = () => this.idle.length < (this.options.heldPages ?? 0);
    const keep = () => !this.closed && (clean() < this.options.size || spare()) && warm.jobs < this.options.maxJobsPerPage && usable(warm);
    if (!keep()) return false;
    const reset = await settleWithin(this.options.reset(warm.page), resetTimeoutMs);
    if (reset !== true || !keep()) return false;
    warm.holding = null;
    const asSpare = clean() >= this.options.size;
    warm.returns += 1;
    this.idle.push(warm);
    // Back to `size` clean pages once the spares are no longer used.
    if (asSpare) this.expireUnused(warm, () => warm.holding === null && clean() > this.options.size);
    return true;
  }

  /**
   * Closes a page just given back `heldForMs` from now, if it has not been used since and
   * `stillDue()` then (it still holds its resume, or is still a spare).
   */
  private expireUnused(warm: WarmPage, stillDue: () => boolean): void {
    const returned = warm.returns;
    const expiry = setTimeout(() => {
      const index = this.idle.indexOf(warm);
      if (index < 0 || warm.returns !== returned || !stillDue()) return;
      this.idle.splice(index, 1);
      void this.options.close(warm.context);
    }, this.options.heldForMs ?? 30_000);
    // Never what keeps a process that is done from exiting.
    expiry.unref();
  }
}

/** Whether a page can still print: its browser is there and it has neither closed nor crashed. */
function usable(warm: WarmPage): boolean {
  return warm.browser.isConnected() && !warm.page.isClosed() && !warm.crashed;
}

/**
 * How a job ended: it printed, it only warmed the page (no resume), it rendered a resume ahead
 * of its print and leaves it on the page, or it failed or was given up on.
 */
export type LeaseOutcome = "printed" | "warmed" | "rendered ahead" | "failed";

/**
 * One job's hold on a page. `end` is called exactly once, from the job's `finally`, possibly
 * while `acquire` is still making the page: whatever it then makes is closed as it appears.
 */
export class PageLease {
  private context: BrowserContext | null = null;
  private warm: WarmPage | null = null;
  private ended = false;

  constructor(private readonly pool: PagePool) {}

  /**
   * An idle page of `browser`, or a new one (`PagePool.takeIdle`; `background` for a render
   * ahead). A page holding another resume rendered ahead is cleared first (closed, and a new
   * one made, when it does not clear); the one holding `renderKey`'s resume is handed over as
   * it is, its `holding` telling the job so.
   */
  async acquire(browser: Browser, renderKey?: string, { background = false }: { background?: boolean } = {}): Promise<WarmPage> {
    const idle = this.pool.takeIdle(browser, renderKey, background);
    if (idle && idle.holding !== null && idle.holding !== renderKey) {
      const reset = await settleWithin(this.pool.options.reset(idle.page), resetTimeoutMs);
      if (reset === true) idle.holding = null;
      else void this.pool.options.close(idle.context);
    }
    if (idle && (idle.holding === null || idle.holding === renderKey)) {
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
   * clean, one that rendered a resume ahead goes back holding it (`holding`, its render key);
   * otherwise, or after a failure, its context is closed.
   */
  async end(outcome: LeaseOutcome, holding?: string): Promise<void> {
    this.ended = true;
    if (this.warm && outcome !== "failed" && (await this.pool.giveBack(this.warm, outcome, holding))) return;
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
