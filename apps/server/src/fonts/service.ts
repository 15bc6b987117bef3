import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { DiskCache } from "./disk-cache";
import { UpstreamError, fetchUpstream } from "./fetch-upstream";
import { type FontFileType, rewriteFontCss, sniffFontType, upstreamCssUrl } from "./google-fonts";

/** A family's CSS is asked for again after a day: Google moves families to new file versions. */
export const cssTtlMs = 24 * 60 * 60 * 1000;
/** Upstream deadlines: short, so a server without internet answers (and the artboard falls back) at once. */
export const cssTimeoutMs = 3000;
export const fileTimeoutMs = 4000;
/** Google's CSS for one family is a few KB, a CJK family's a few hundred; a font file at most a few MB. */
export const maxCssBytes = 2 * 1024 * 1024;
export const maxFileBytes = 8 * 1024 * 1024;
/**
 * How long a failure is remembered and answered at once: an offline server then spends its
 * timeout once per family, not once per print. A family Google does not know is remembered longer.
 */
export const failureTtlMs = 30_000;
export const notFoundTtlMs = 10 * 60 * 1000;

// Google answers woff2 with per-subset unicode ranges only to browsers it knows.
const browserUserAgent = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";

export interface FontServiceOptions {
  /** Google Fonts' CSS API (FONTS_CSS_URL). */
  cssBase: string;
  /** Where Google's CSS points for the files (FONTS_FILES_URL); the only host files come from. */
  filesBase: string;
  /** Folder of the disk cache (DATA_DIR/font-cache). */
  cacheDir: string;
  log?: Pick<FastifyBaseLogger, "warn">;
  now?: () => number;
  cssTimeoutMs?: number;
  fileTimeoutMs?: number;
}

export interface FontCss {
  css: string;
  /** Served from a copy older than a day because Google could not be asked. */
  stale: boolean;
}

export interface FontFile {
  body: Buffer;
  contentType: FontFileType;
}

interface Failure {
  error: UpstreamError;
  until: number;
}

const memoryEntries = 500;

/** A Map that forgets its oldest entries past `limit`. */
function remember<V>(map: Map<string, V>, key: string, value: V, limit = memoryEntries): void {
  map.delete(key);
  map.set(key, value);
  for (const oldest of map.keys()) {
    if (map.size <= limit) break;
    map.delete(oldest);
  }
}

/**
 * Google Fonts through our origin, for the families of the catalogue that are not
 * self-hosted: the artboard (builder, public page, printer) may load fonts from its own
 * origin only. The CSS of a family is kept a day, font files (immutable, versioned by
 * Google) for good, both in memory and under DATA_DIR. Concurrent requests for the same
 * thing share one upstream fetch; a failure is remembered briefly and answered at once;
 * when Google cannot be reached an older copy of the CSS is answered rather than nothing.
 */
export class FontService {
  private readonly now: () => number;
  private readonly css = new Map<string, { css: string; storedAt: number }>();
  private readonly failures = new Map<string, Failure>();
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private readonly cssDisk: DiskCache;
  private readonly fileDisk: DiskCache;

  constructor(private readonly options: FontServiceOptions) {
    this.now = options.now ?? Date.now;
    this.cssDisk = new DiskCache(path.join(options.cacheDir, "css"), 5000);
    this.fileDisk = new DiskCache(path.join(options.cacheDir, "files"), 50_000);
  }

  /** The @font-face rules of a family's variants (canonical, see google-fonts.ts), files on our origin. */
  familyCss(family: string, variants: readonly string[]): Promise<FontCss> {
    const url = upstreamCssUrl(this.options.cssBase, family, variants);
    return this.shared(`css ${url}`, async () => {
      const known = this.css.get(url) ?? (await this.cssDisk.read(url).then((hit) => hit && { css: hit.body.toString("utf8"), storedAt: hit.storedAt }));
      if (known && this.now() - known.storedAt < cssTtlMs) {
        remember(this.css, url, known);
        return { css: known.css, stale: false };
      }
      try {
        const css = await this.upstream(`css ${url}`, async () => {
          const response = await fetchUpstream({
            url,
            headers: { accept: "text/css,*/*;q=0.1", "user-agent": browserUserAgent },
            timeoutMs: this.options.cssTimeoutMs ?? cssTimeoutMs,
            maxBytes: maxCssBytes,
          });
          if (!/^text\/css\b/i.test(response.contentType)) throw new UpstreamError("bad-content", "The font service did not answer CSS.");
          const rewritten = rewriteFontCss(response.body.toString("utf8"), this.options.filesBase);
          if (rewritten === "") throw new UpstreamError("bad-content", "The font service's CSS declares no usable font.");
          return rewritten;
        });
        const entry = { css, storedAt: this.now() };
        remember(this.css, url, entry);
        void this.cssDisk.write(url, Buffer.from(css, "utf8"));
        return { css, stale: false };
      } catch (error) {
        if (known && error instanceof UpstreamError && error.reason !== "not-found") return { css: known.css, stale: true };
        throw error;
      }
    });
  }

  /** A font file by its key (google-fonts.ts `isFontFileKey`; the caller checks it). */
  file(key: string): Promise<FontFile> {
    return this.shared(`file ${key}`, async () => {
      const cached = await this.fileDisk.read(key);
      const cachedType = cached && sniffFontType(cached.body);
      if (cached && cachedType) return { body: cached.body, contentType: cachedType };
      const file = await this.upstream(`file ${key}`, async () => {
        const response = await fetchUpstream({
          url: `${this.options.filesBase.replace(/\/+$/, "")}/${key}`,
          headers: { accept: "font/woff2,font/*;q=0.9,*/*;q=0.1", "user-agent": browserUserAgent },
          timeoutMs: this.options.fileTimeoutMs ?? fileTimeoutMs,
          maxBytes: maxFileBytes,
        });
        const contentType = sniffFontType(response.body);
        if (!contentType) throw new UpstreamError("bad-content", "The font service did not answer a font file.");
        return { body: response.body, contentType };
      });
      // Written before answering, so the next request for it finds it on disk.
      await this.fileDisk.write(key, file.body);
      return file;
    });
  }

  /** One run of `work` at a time per key; callers meanwhile share its result. */
  private shared<T>(key: string, work: () => Promise<T>): Promise<T> {
    const running = this.inFlight.get(key) as Promise<T> | undefined;
    if (running) return running;
    const started = work().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, started);
    return started;
  }

  /** `fetch`, unless the same thing failed a moment ago: then that failure again, at once. */
  private async upstream<T>(key: string, fetch: () => Promise<T>): Promise<T> {
    const failed = this.failures.get(key);
    if (failed && failed.until > this.now()) throw failed.error;
    try {
      const result = await fetch();
      this.failures.delete(key);
      return result;
    } catch (error) {
      const failure = error instanceof UpstreamError ? error : new UpstreamError("network", "The font service failed.", { cause: error });
      remember(this.failures, key, { error: failure, until: this.now() + (failure.reason === "not-found" ? notFoundTtlMs : failureTtlMs) });
      this.options.log?.warn({ reason: failure.reason, request: key }, `font service: ${failure.message}`);
      throw failure;
    }
  }
}

