import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { headlessChromiumArgs } from "@vitae/schema";
import type { Browser } from "playwright-core";
import { writePrintFontconfig } from "./print-fontconfig";
import { PrinterClosedError, PrinterUnavailableError } from "./printer-errors";

export interface BrowserSessionOptions {
  /** Local Chromium to launch (ignored when `cdpUrl` is set). */
  executablePath?: string;
  /** Remote browser's CDP endpoint (e.g. browserless). */
  cdpUrl?: string;
  /** Limit for launching or connecting. */
  launchTimeoutMs: number;
  onDisconnect?: () => void;
}

/**
 * One warm browser, started on first use. When it crashes or the remote end goes away,
 * the next `get()` starts a new one; callers that ask while it starts share that start.
 */
export class BrowserSession {
  private browser: Browser | null = null;
  private starting: Promise<Browser> | null = null;
  private closed = false;
  private lastError: string | null = null;
  /** The launched browser's fontconfig (print-fontconfig.ts), written once per session. */
  private fontconfig: Promise<{ folder: string; file: string }> | null = null;

  constructor(private readonly options: BrowserSessionOptions) {}

  get(): Promise<Browser> {
    if (this.closed) return Promise.reject(new PrinterClosedError());
    if (this.browser?.isConnected()) return Promise.resolve(this.browser);
    this.starting ??= this.start().finally(() => {
      this.starting = null;
    });
    return this.starting;
  }

  /** The running browser, without starting one. */
  current(): Browser | null {
    return this.browser?.isConnected() ? this.browser : null;
  }

  /** Why the last start failed, if it did. */
  get failure(): string | null {
    return this.lastError;
  }

  /**
   * Drops a browser that no longer answers, so the next `get()` starts afresh. Playwright
   * kills a launched browser that does not close gracefully.
   */
  async discard(): Promise<void> {
    const browser = this.browser;
    this.browser = null;
    await browser?.close().catch(() => undefined);
  }

  async close(): Promise<void> {
    this.closed = true;
    const browser = this.browser ?? (await this.starting?.catch(() => null)) ?? null;
    this.browser = null;
    await browser?.close().catch(() => undefined);
    const fontconfig = await this.fontconfig?.catch(() => null);
    if (fontconfig) await rm(fontconfig.folder, { recursive: true, force: true });
  }

  private launchFontconfig(): Promise<{ folder: string; file: string }> {
    this.fontconfig ??= mkdtemp(path.join(tmpdir(), "vitae-print-fonts-")).then(async (folder) => ({ folder, file: await writePrintFontconfig(folder) }));
    return this.fontconfig;
  }

  private async start(): Promise<Browser> {
    const { cdpUrl, executablePath, launchTimeoutMs } = this.options;
    let browser: Browser;
    try {
      // Loaded on the first print, not at start: Playwright is ~30 MiB of heap an idle
      // server (or one that never prints) does not need.
      const { chromium } = await import("playwright-core");
      browser = cdpUrl
        ? await chromium.connectOverCDP(cdpUrl, { timeout: launchTimeoutMs })
        : await chromium.launch({
            executablePath,
            args: [...headlessChromiumArgs],
            timeout: launchTimeoutMs,
            env: { ...process.env, FONTCONFIG_FILE: (await this.launchFontconfig()).file },
          });
    } catch (error) {
      this.lastError = (error as Error).message.split("\n")[0] ?? "unknown error";
      throw new PrinterUnavailableError(`No browser for printing: ${this.lastError}`, { cause: error });
    }
    this.lastError = null;
    if (this.closed) {
      await browser.close().catch(() => undefined);
      throw new PrinterClosedError();
    }
    browser.on("disconnected", () => {
      if (this.browser === browser) this.browser = null;
      this.options.onDisconnect?.();
    });
    this.browser = browser;
    return browser;
  }
}
