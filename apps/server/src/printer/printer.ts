import { accessSync, constants } from "node:fs";
import os from "node:os";
import { type ReadingGuides, type ResumeData, type TextDirection, attachesResumeData } from "@vitae/schema";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { firstPageSelector, physicalPageSelectorAll } from "./artboard-contract";
import { appVersion } from "../version";
import { BrowserSession } from "./browser-session";
import { guardContext, guardedContextOptions, StaticResponses } from "./guard-context";
import { type BackgroundJobOptions, JobQueue } from "./job-queue";
import { type LeaseOutcome, PagePool, settleWithin } from "./page-pool";
import { PrinterBusyError, PrinterError, PrinterRenderError, PrinterTimeoutError } from "./printer-errors";
import { openArtboard, renderResume, resetArtboard } from "./render-artboard";
import { normaliseOrigin } from "./request-guard";

/** Pino-compatible; the Fastify logger fits. */
export interface PrinterLogger {
  debug(object: object, message?: string): void;
  warn(object: object, message?: string): void;
  error(object: object, message?: string): void;
}

export interface PrinterOptions {
  /** Local Chromium (CHROME_PATH, whose default is in env.ts); ignored when `cdpUrl` is set. */
  executablePath: string;
  /** Remote browser's CDP endpoint (CHROME_URL). */
  cdpUrl?: string;
  /** Origin the browser loads the artboard from, e.g. http://127.0.0.1:3000; the only one it may reach. */
  appOrigin: string;
  /** Prints at once, and warm pages kept (default: the number of cores). */
  poolSize?: number;
  /** Resumes one page prints before it is replaced by a fresh one (default 100). */
  maxJobsPerPage?: number;
  /** Prints waiting beyond the pool; more are refused with PrinterBusyError (default 32). */
  queueLimit?: number;
  /** Deadline of one print, waiting included (default 20 s). */
  timeoutMs?: number;
  /**
   * Longest a render ahead (`renderAhead`) waits for a slot no print wants (default 1 s): the
   * click it prepares for comes a few hundred milliseconds after the pointer reached the
   * button; later it no longer helps.
   */
  renderAheadWaitMs?: number;
  /**
   * App paths whose responses never change while the app runs (hashed assets, bundled icons):
   * fetched once through the guard, then served to every page from memory.
   */
  staticPathPrefixes?: readonly string[];
  logger?: PrinterLogger;
  /** Sees every new page before it loads the artboard: instrumentation and fault-injection tests. */
  onPage?: (page: Page) => void;
  /**
   * A browser session started beforehand (`vitae render` launches Chromium while it starts
   * the app that serves the artboard); the printer then owns it. Made from the options above
   * when absent.
   */
  session?: BrowserSession;
}

export interface PrintCallOptions {
  /** Cancels the print (e.g. the client went away). */
  signal?: AbortSignal;
  /** Language of the words the template prints itself (page numbers): the owner's locale. */
  locale?: string;
  /** The direction the resume is laid out in (`resumeDirection`); left to right when absent. */
  direction?: TextDirection;
  /** The resume's own title: the PDF's title when the resume has no name. */
  title?: string;
  /**
   * Names the resume as it renders (its data, the labels' locale and the direction), e.g. the
   * print's cache key. A page that rendered it ahead (`renderAhead`) prints it without
   * rendering it again.
   */
  renderKey?: string;
}

export interface PrinterStatus {
  status: "up" | "down";
  detail: string;
}

const closeContextTimeoutMs = 5000;

/** A job that renders a resume ahead of its print (`Printer.renderAhead`). */
interface RenderAhead {
  /** The render key the page keeps the resume under. */
  keep: string;
  stillWanted?: (() => boolean) | undefined;
  background: BackgroundJobOptions;
}

/**
 * What a print makes of its page once the resume is rendered (the PDF, or the preview image),
 * given the reading guides of its layout.
 */
type Produce<T> = (page: Page, remainingMs: () => number, guides: ReadingGuides) => Promise<T>;

/**
 * Prints resumes with one warm Chromium and a pool of warm pages, one per slot: each page
 * lives in its own guarded context that can reach only the app origin, has the artboard
 * loaded once, and prints resume after resume, handed each by SET_RESUME and cleared after
 * each (artboard contract step 6; a page that does not reset clean, fails, times out or
 * crashes is closed in `finally` and replaced on demand). A FIFO queue bounds the prints, each
 * has a deadline, and a crashed browser is restarted on the next print.
 */
export class Printer {
  private readonly appOrigin: string;
  private readonly timeoutMs: number;
  private readonly poolSize: number;
  private readonly queue: JobQueue;
  private readonly session: BrowserSession;
  private readonly pool: PagePool;
  private readonly staticResponses = new StaticResponses();
  /**
   * pdf-lib, loaded from the printer's creation on rather than with its module: a cold
   * `vitae render` launches Chromium before it has loaded the rest, and this loads while the
   * browser starts.
   */
  private readonly describing = import("./describe-pdf");
  /** The reading guides of the resume each page shows (rendered ahead, its print needs them). */
  private readonly guides = new WeakMap<Page, ReadingGuides>();

  constructor(private readonly options: PrinterOptions) {
    this.describing.catch(() => undefined);
    this.appOrigin = normaliseOrigin(options.appOrigin);
    if (this.appOrigin === "invalid:") throw new TypeError(`appOrigin must be an http(s) origin: ${options.appOrigin}`);
    this.timeoutMs = options.timeoutMs ?? 20_000;
    this.poolSize = options.poolSize ?? os.availableParallelism();
    this.queue = new JobQueue({
      concurrency: this.poolSize,
      queueLimit: options.queueLimit ?? 32,
      timeoutMs: this.timeoutMs,
    });
    this.session = options.session ?? new BrowserSession({
      executablePath: options.cdpUrl ? undefined : options.executablePath,
      cdpUrl: options.cdpUrl,
      // Not the job's deadline: that one ends the job as a PrinterTimeoutError whatever the
      // launch is doing, and a launch that outlives it serves the next print.
      launchTimeoutMs: 30_000,
      onDisconnect: () => options.logger?.warn({}, "printer browser disconnected; it restarts on the next print"),
    });
    this.pool = new PagePool({
      size: this.poolSize,
      // Twice as many pages again may keep a resume rendered ahead of its print (`renderAhead`),
      // for a few seconds each: as many people as prints run at once can each be a moment
      // away from clicking while others' prints run.
      heldPages: this.poolSize * 2,
      maxJobsPerPage: options.maxJobsPerPage ?? 100,
      open: (browser, created) => this.openPage(browser, created),
      reset: resetArtboard,
      close: (context) => this.closeContext(context),
    });
  }

  /** Starts the browser and loads the artboard in every page of the pool, rather than on the first prints. */
  async warm(): Promise<void> {
    await this.session.get();
    await Promise.all(Array.from({ length: this.poolSize }, () => this.job(null, {})));
  }

  /**
   * The whole resume as one tagged PDF with an outline, in the paper size the artboard declares
   * with CSS @page, described and with the resume's data attached (describe-pdf.ts). The
   * resume's part of the description is made while Chromium prints (this thread waits then),
   * the PDF's part after the page is handed back, so the next print can use it meanwhile.
   */
  async printPdf(data: ResumeData, options: PrintCallOptions = {}): Promise<Buffer> {
    const format = data.metadata?.page?.format === "letter" ? "Letter" : "A4";
    const printing = this.job(data, options, async (page, _remainingMs, guides) => ({
      pdf: await page.pdf({ preferCSSPageSize: true, printBackground: true, format, tagged: true, outline: true }),
      guides,
    }));
    // On the next turn of the event loop: the job's first steps reach Chromium before it.
    const describing = new Promise((resolve) => setImmediate(resolve)).then(async () =>
      (await this.describing).describeResume(data, {
        creator: `Vitae ${appVersion}`,
        fallbackTitle: options.title,
        attachData: attachesResumeData(data.metadata ?? {}),
      }),
    );
    // Awaited below once the print succeeds; a failed print must not leave it unheard.
    describing.catch(() => undefined);
    const { pdf, guides } = await printing;
    try {
      const described = await (await this.describing).describePrintedPdf(pdf, await describing, guides);
      return Buffer.from(described.buffer, described.byteOffset, described.byteLength);
    } catch (error) {
      throw new PrinterRenderError(`Describing the PDF failed: ${(error as Error).message}`, { cause: error });
    }
  }

  /** Whether an idle page holds the resume of `renderKey`, rendered ahead (`renderAhead`) and not printed yet. */
  holdsRendered(renderKey: string): boolean {
    return this.pool.holds(renderKey);
  }

  /**
   * Renders a resume into an idle page and leaves it there, so that its print, expected next
   * (the pointer is on a download button), only has Chromium write the PDF: rendering is most
   * of what a print costs besides that. The print finds the page by `renderKey`, which this call
   * needs. It runs only in a slot no print is waiting for (prints always go first) and gives up
   * after waiting `renderAheadWaitMs` for one; `stillWanted`, asked when it gets a slot, can
   * drop it then (its print is being made already). False when it gave up. The page holding the
   * resume is cleared before any other resume uses it. `beforeRendering` runs unless the resume
   * is held already (a rate to count against); what it throws is thrown.
   */
  async renderAhead(
    data: ResumeData,
    options: PrintCallOptions & { renderKey: string; stillWanted?: () => boolean },
    beforeRendering?: () => Promise<void>,
  ): Promise<boolean> {
    if (this.holdsRendered(options.renderKey)) return true;
    await beforeRendering?.();
    try {
      await this.job(data, options, async () => undefined, {
        keep: options.renderKey,
        stillWanted: options.stillWanted,
        background: { maxWaitMs: this.options.renderAheadWaitMs ?? 1000 },
      });
      return true;
    } catch (error) {
      if (error instanceof PrinterBusyError) return false;
      throw error;
    }
  }

  /** A JPEG (quality 80, device scale 1) of the resume's first page, for dashboard cards. */
  previewImage(data: ResumeData, options: PrintCallOptions = {}): Promise<Buffer> {
    return this.job(data, options, (page, remainingMs) =>
      page.locator(firstPageSelector).screenshot({
        type: "jpeg",
        quality: 80,
        scale: "css",
        animations: "disabled",
        timeout: remainingMs(),
      }),
    );
  }

  /**
   * A PNG of every physical page, in order, as the preview draws it (the same layout and page
   * breaks as the PDF), at 1 CSS pixel per pixel: an A4 page is 794 × 1123.
   */
  pageImages(data: ResumeData, options: PrintCallOptions = {}): Promise<Buffer[]> {
    return this.job(data, options, async (page, remainingMs) => {
      const pages = page.locator(physicalPageSelectorAll);
      const images: Buffer[] = [];
      for (let index = 0, count = await pages.count(); index < count; index++) {
        images.push(await pages.nth(index).screenshot({ type: "png", scale: "css", animations: "disabled", timeout: remainingMs() }));
      }
      return images;
    });
  }

  status(): PrinterStatus {
    const remote = Boolean(this.options.cdpUrl);
    const kind = remote ? "remote" : "local";
    const browser = this.session.current();
    if (browser) return { status: "up", detail: `${kind}: Chromium ${browser.version()}` };
    if (this.session.failure) return { status: "down", detail: `${kind}: ${this.session.failure}` };
    if (remote) return { status: "up", detail: "remote: connects on the first print" };
    const executable = this.options.executablePath;
    try {
      accessSync(executable, constants.X_OK);
      return { status: "up", detail: `local: ${executable} (starts on the first print)` };
    } catch {
      return { status: "down", detail: `local: ${executable} is missing or not executable` };
    }
  }

  /**
   * Prints running and waiting, contexts open in the browser (one per page: each warm page has
   * its own) and warm pages waiting for a print. When idle, `openContexts === idlePages <=
   * 3 × poolSize` (`poolSize` clean pages, and up to twice as many holding a resume rendered ahead
   * or kept spare for a while): any other open context would be a leak.
   */
  stats(): { running: number; queued: number; openContexts: number; idlePages: number } {
    return { ...this.queue.stats, openContexts: this.openContexts(this.session.current()), idlePages: this.pool.idleCount };
  }

  /**
   * Stops keeping warm pages, for an app that shuts down: idle pages close now, the others when
   * their print ends; prints still run. Each page holds a connection to the app (Chromium
   * connects ahead of use), which would otherwise keep the HTTP server from closing.
   */
  async closeIdlePages(): Promise<void> {
    await this.pool.close();
  }

  /** Refuses new prints, fails waiting ones and shuts the browser down. */
  async close(): Promise<void> {
    this.queue.close();
    await this.pool.close();
    await this.session.close();
  }

  /**
   * One print (or, without `data` and `produce`, only taking a page and giving it back warm).
   * A print answers as soon as its page has produced the result: clearing the page for the
   * next print (or closing it) goes on meanwhile, off the caller's time, and the job keeps its
   * slot until that is done, so the next print still finds the page idle and clean. Warming
   * answers once the page is back in the pool.
   */
  private job(data: null, call: PrintCallOptions): Promise<void>;
  private job<T>(data: ResumeData, call: PrintCallOptions, produce: Produce<T>, ahead?: RenderAhead): Promise<T>;
  private job<T>(
    data: ResumeData | null,
    { signal, locale, direction, renderKey }: PrintCallOptions,
    produce?: Produce<T>,
    ahead?: RenderAhead,
  ): Promise<T | void> {
    const deadline = performance.now() + this.timeoutMs;
    const remainingMs = () => Math.max(1, Math.round(deadline - performance.now()));
    if (signal?.aborted) return Promise.reject(signal.reason);
    let produced: (result: T | void) => void = () => undefined;
    const early = new Promise<T | void>((resolve) => {
      produced = resolve;
    });
    const finished = this.queue.run(async (timeout) => {
      if (ahead?.stillWanted && !ahead.stillWanted()) return undefined;
      // Aborted by the deadline, the caller, or a crash of the browser.
      const crash = new AbortController();
      const abort = AbortSignal.any(signal ? [timeout, signal, crash.signal] : [timeout, crash.signal]);
      const lease = this.pool.lease();
      let browser: Browser | null = null;
      const onDisconnect = () => crash.abort(new PrinterRenderError("The browser went away while printing."));
      let outcome: LeaseOutcome = "failed";

      const work = (async () => {
        browser = await this.session.get();
        browser.once("disconnected", onDisconnect);
        abort.throwIfAborted();
        const warm = await lease.acquire(browser, renderKey, { background: ahead !== undefined });
        const { page } = warm;
        abort.throwIfAborted();
        if (data === null || !produce) return undefined;
        // Rendered ahead under this key: the page shows this very resume already.
        const rendered = renderKey !== undefined && warm.holding === renderKey;
        warm.holding = null;
        return await whileOpen(page, (async () => {
          if (!rendered) {
            const guides = await renderResume(page, data, locale, direction);
            if (!guides) this.options.logger?.warn({}, "the artboard's reading guides did not parse; the PDF goes without them");
            this.guides.set(page, guides ?? []);
          }
          return await produce(page, remainingMs, this.guides.get(page) ?? []);
        })());
      })();
      // Once aborted, the job stops waiting for `work`: some Playwright calls (newPage
      // racing a context close) never settle. Whatever it does later fails harmlessly.
      work.catch(() => undefined);

      try {
        const result = await untilAborted(work, abort);
        outcome = data === null ? "warmed" : ahead === undefined ? "printed" : "rendered ahead";
        if (data !== null) produced(result);
        return result;
      } catch (error) {
        if (abort.aborted) throw abort.reason;
        if (error instanceof PrinterError) throw error;
        // Playwright is loaded by now: the browser session imported it to start the browser.
        if (error instanceof (await import("playwright-core")).errors.TimeoutError) throw new PrinterTimeoutError(this.timeoutMs);
        throw new PrinterRenderError(`Printing failed: ${(error as Error).message.split("\n")[0]}`, { cause: error });
      } finally {
        (browser as Browser | null)?.off("disconnected", onDisconnect);
        await lease.end(outcome, ahead?.keep);
      }
    }, ahead?.background);
    // A render ahead is done once its page is back in the pool, holding the resume for the
    // print that follows. A print: the first to settle wins, the result once produced, else
    // the job's failure.
    return ahead ? finished : Promise.race([early, finished]);
  }

  /** A new page in its own guarded context, with the artboard loaded and listening. */
  private async openPage(browser: Browser, created: (context: BrowserContext) => void): Promise<Page> {
    const context = await browser.newContext({
      ...guardedContextOptions(this.appOrigin),
      acceptDownloads: false,
      deviceScaleFactor: 1,
      viewport: { width: 1280, height: 1024 },
    });
    created(context);
    await guardContext(context, {
      appOrigin: this.appOrigin,
      staticPathPrefixes: this.options.staticPathPrefixes,
      staticResponses: this.staticResponses,
      requestTimeoutMs: this.timeoutMs,
      onBlocked: (url, reason) => this.options.logger?.debug({ url, reason }, "printer blocked a request"),
    });
    const page = await context.newPage();
    this.options.onPage?.(page);
    await whileOpen(page, openArtboard(page, this.appOrigin, () => this.timeoutMs));
    return page;
  }

  // A context that will not close means a wedged browser: kill it, the next job starts another.
  private async closeContext(context: BrowserContext): Promise<void> {
    const browser = context.browser();
    const outcome = await settleWithin(context.close(), closeContextTimeoutMs);
    if (outcome === "timeout" && browser === this.session.current()) {
      this.options.logger?.error({}, "printer context did not close; restarting the browser");
      await this.session.discard();
    }
  }

  private openContexts(browser: Browser | null): number {
    if (!browser) return 0;
    // A browser reached over CDP keeps its own default context, which is not ours.
    return browser.contexts().length - (this.options.cdpUrl ? 1 : 0);
  }
}

/**
 * `work` on `page`, failed with a PrinterRenderError as soon as the page closes or crashes:
 * a Playwright call on a page that goes away does not always settle.
 */
function whileOpen<T>(page: Page, work: Promise<T>): Promise<T> {
  let stop = () => undefined as void;
  const gone = new Promise<never>((_, reject) => {
    const onClose = () => reject(new PrinterRenderError("The page closed while printing."));
    const onCrash = () => reject(new PrinterRenderError("The page crashed while printing."));
    page.on("close", onClose).on("crash", onCrash);
    stop = () => void page.off("close", onClose).off("crash", onCrash);
    if (page.isClosed()) onClose();
  });
  return Promise.race([work, gone]).finally(stop);
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}
