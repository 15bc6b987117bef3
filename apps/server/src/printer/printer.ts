import { accessSync, constants } from "node:fs";
import os from "node:os";
import type { ResumeData } from "@vitae/schema";
import { errors, type Browser, type BrowserContext, type Page } from "playwright-core";
import { firstPageSelector } from "./artboard-contract";
import { BrowserSession } from "./browser-session";
import { guardContext, guardedContextOptions } from "./guard-context";
import { JobQueue } from "./job-queue";
import { PrinterError, PrinterRenderError, PrinterTimeoutError } from "./printer-errors";
import { renderArtboard } from "./render-artboard";
import { normaliseOrigin } from "./request-guard";

export const defaultChromiumPath = "/usr/bin/chromium";

/** Pino-compatible; the Fastify logger fits. */
export interface PrinterLogger {
  debug(object: object, message?: string): void;
  warn(object: object, message?: string): void;
  error(object: object, message?: string): void;
}

export interface PrinterOptions {
  /** Local Chromium (default /usr/bin/chromium); ignored when `cdpUrl` is set. */
  executablePath?: string;
  /** Remote browser's CDP endpoint (CHROME_URL). */
  cdpUrl?: string;
  /** Origin the browser loads the artboard from, e.g. http://127.0.0.1:3000; the only one it may reach. */
  appOrigin: string;
  /** Prints at once (default: the number of cores). */
  poolSize?: number;
  /** Prints waiting beyond the pool; more are refused with PrinterBusyError (default 32). */
  queueLimit?: number;
  /** Deadline of one print, waiting included (default 20 s). */
  timeoutMs?: number;
  /** App paths that never redirect (hashed assets, fonts): loaded directly, skipping the redirect check. */
  directPathPrefixes?: readonly string[];
  logger?: PrinterLogger;
  /** Sees every page before it loads the artboard: instrumentation and fault-injection tests. */
  onPage?: (page: Page) => void;
}

export interface PrintCallOptions {
  /** Cancels the print (e.g. the client went away). */
  signal?: AbortSignal;
}

export interface PrinterStatus {
  status: "up" | "down";
  detail: string;
}

const closeContextTimeoutMs = 5000;

/**
 * Prints resumes with one warm Chromium: a fresh, isolated browser context per job (no
 * state shared between users) that can reach only the app origin, a bounded pool with a
 * FIFO queue, a deadline per job, and a browser that is restarted after a crash.
 */
export class Printer {
  private readonly appOrigin: string;
  private readonly timeoutMs: number;
  private readonly queue: JobQueue;
  private readonly session: BrowserSession;

  constructor(private readonly options: PrinterOptions) {
    this.appOrigin = normaliseOrigin(options.appOrigin);
    if (this.appOrigin === "invalid:") throw new TypeError(`appOrigin must be an http(s) origin: ${options.appOrigin}`);
    this.timeoutMs = options.timeoutMs ?? 20_000;
    this.queue = new JobQueue({
      concurrency: options.poolSize ?? os.availableParallelism(),
      queueLimit: options.queueLimit ?? 32,
      timeoutMs: this.timeoutMs,
    });
    this.session = new BrowserSession({
      executablePath: options.cdpUrl ? undefined : (options.executablePath ?? defaultChromiumPath),
      cdpUrl: options.cdpUrl,
      launchTimeoutMs: Math.min(this.timeoutMs, 30_000),
      onDisconnect: () => options.logger?.warn({}, "printer browser disconnected; it restarts on the next print"),
    });
  }

  /** Starts the browser now rather than on the first print. */
  async warm(): Promise<void> {
    await this.session.get();
  }

  /** The whole resume as one PDF, in the paper size the artboard declares with CSS @page. */
  printPdf(data: ResumeData, options: PrintCallOptions = {}): Promise<Buffer> {
    const format = data.metadata?.page?.format === "letter" ? "Letter" : "A4";
    return this.job(data, options, (page) =>
      page.pdf({ preferCSSPageSize: true, printBackground: true, format }),
    );
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

  status(): PrinterStatus {
    const remote = Boolean(this.options.cdpUrl);
    const kind = remote ? "remote" : "local";
    const browser = this.session.current();
    if (browser) return { status: "up", detail: `${kind}: Chromium ${browser.version()}` };
    if (this.session.failure) return { status: "down", detail: `${kind}: ${this.session.failure}` };
    if (remote) return { status: "up", detail: "remote: connects on the first print" };
    const executable = this.options.executablePath ?? defaultChromiumPath;
    try {
      accessSync(executable, constants.X_OK);
      return { status: "up", detail: `local: ${executable} (starts on the first print)` };
    } catch {
      return { status: "down", detail: `local: ${executable} is missing or not executable` };
    }
  }

  /** Prints running and waiting, and contexts open in the browser (0 when idle: nothing leaks). */
  stats(): { running: number; queued: number; openContexts: number } {
    return { ...this.queue.stats, openContexts: this.openContexts(this.session.current()) };
  }

  /** Refuses new prints, fails waiting ones and shuts the browser down. */
  async close(): Promise<void> {
    this.queue.close();
    await this.session.close();
  }

  private job<T>(
    data: ResumeData,
    { signal }: PrintCallOptions,
    produce: (page: Page, remainingMs: () => number) => Promise<T>,
  ): Promise<T> {
    const deadline = performance.now() + this.timeoutMs;
    const remainingMs = () => Math.max(1, Math.round(deadline - performance.now()));
    if (signal?.aborted) return Promise.reject(signal.reason);
    return this.queue.run(async (timeout) => {
      // Aborted by the deadline, the caller, or a crash of the page or the browser.
      const crash = new AbortController();
      const abort = AbortSignal.any(signal ? [timeout, signal, crash.signal] : [timeout, crash.signal]);
      let context: BrowserContext | null = null;
      let browser: Browser | null = null;
      const onDisconnect = () => crash.abort(new PrinterRenderError("The browser went away while printing."));

      const work = (async () => {
        browser = await this.session.get();
        browser.once("disconnected", onDisconnect);
        const created = await browser.newContext({
          ...guardedContextOptions(this.appOrigin),
          acceptDownloads: false,
          deviceScaleFactor: 1,
          viewport: { width: 1280, height: 1024 },
        });
        context = created;
        // Given up on while the context was being made: close it here, nobody else will.
        if (abort.aborted) await this.closeContext(created);
        abort.throwIfAborted();
        await guardContext(created, {
          appOrigin: this.appOrigin,
          directPathPrefixes: this.options.directPathPrefixes,
          requestTimeoutMs: this.timeoutMs,
          onBlocked: (url, reason) => this.options.logger?.debug({ url, reason }, "printer blocked a request"),
        });
        const page = await created.newPage();
        page.on("crash", () => crash.abort(new PrinterRenderError("The page crashed while printing.")));
        this.options.onPage?.(page);
        await renderArtboard(page, data, this.appOrigin, remainingMs);
        return await produce(page, remainingMs);
      })();
      // Once aborted, the job stops waiting for `work`: some Playwright calls (newPage
      // racing a context close) never settle. Whatever it does later fails harmlessly.
      work.catch(() => undefined);

      try {
        return await untilAborted(work, abort);
      } catch (error) {
        if (abort.aborted) throw abort.reason;
        if (error instanceof PrinterError) throw error;
        if (error instanceof errors.TimeoutError) throw new PrinterTimeoutError(this.timeoutMs);
        throw new PrinterRenderError(`Printing failed: ${(error as Error).message.split("\n")[0]}`, { cause: error });
      } finally {
        (browser as Browser | null)?.off("disconnected", onDisconnect);
        if (context) await this.closeContext(context);
      }
    });
  }

  // A context that will not close means a wedged browser: kill it, the next job starts another.
  private async closeContext(context: BrowserContext): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<"timeout">((resolve) => {
      timer = setTimeout(() => resolve("timeout"), closeContextTimeoutMs);
    });
    const outcome = await Promise.race([context.close().then(() => "closed" as const, () => "closed" as const), gaveUp]);
    clearTimeout(timer);
    if (outcome === "timeout") {
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

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}
