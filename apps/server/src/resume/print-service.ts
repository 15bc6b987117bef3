import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import { type ResumeData, type TextDirection, resumeDirection } from "@vitae/schema";
import type { FastifyBaseLogger } from "fastify";
import { LRUCache } from "lru-cache";
import type { ResumePrinter } from "../printer/app-printer";
import { AppError } from "../errors/app-error";
import { printerErrorToAppError } from "../printer/printer-errors";
import { resumePrefix } from "../storage/keys";
import type { Storage, StoredFile } from "../storage/storage";
import { appVersion } from "../version";

export type PrintKind = "pdf" | "preview";

const kinds = {
  pdf: { folder: "prints", extension: "pdf", contentType: "application/pdf", failure: "ResumePrinterError" },
  preview: { folder: "previews", extension: "jpg", contentType: "image/jpeg", failure: "ResumePreviewError" },
} as const;

/** `<sha256 hex>.pdf` or `<sha256 hex>.jpg`: the only file names the download routes accept. */
export const printFilePattern = /^([a-f0-9]{64})\.(pdf|jpg)$/;

/** The kind a file extension stands for. */
export function kindOfExtension(extension: string): PrintKind | null {
  return extension === "pdf" ? "pdf" : extension === "jpg" ? "preview" : null;
}

export function printExtension(kind: PrintKind): string {
  return kinds[kind].extension;
}

/**
 * The cache key of a print: sha256 of the resume data (the template and all metadata are
 * inside it, the PDF attachment switch too), the labels' locale (the owner's: page numbers are
 * printed in it), the direction it is laid out in (right to left for a variant in such a
 * language), the resume's title (the PDF's title when the resume has no name), the server
 * version, and the built artboard's fingerprint (printer/artboard-build.ts): a new build of
 * the templates renders differently, so it prints afresh without anyone bumping a version.
 */
export function printHash(data: ResumeData, locale: string, artboardBuild: string, title = "", direction: TextDirection = "ltr"): string {
  return createHash("sha256")
    .update(`vitae-print-3\n${appVersion}\n${artboardBuild}\n${locale}\n`)
    .update(title ? `title ${JSON.stringify(title)}\n` : "")
    // Only when right to left, so the prints of every other resume keep their keys.
    .update(direction === "rtl" ? "direction rtl\n" : "")
    .update(JSON.stringify(data))
    .digest("hex");
}

/** Storage key of a print: `<userId>/resumes/<resumeId>/prints/<hash>.pdf` or `…/previews/<hash>.jpg`. */
export function printKey(userId: string, resumeId: string, kind: PrintKind, hash: string): string {
  const { folder, extension } = kinds[kind];
  return `${resumePrefix(userId, resumeId)}${folder}/${hash}.${extension}`;
}

/** A print's file on its way out: from memory when it was made moments ago, else as storage streams it. */
export type PrintFile = Omit<StoredFile, "body"> & { body: Buffer | Readable };

/** What a print needs of a resume row. */
type PrintableResume = { id: string; userId: string; title?: string; data: ResumeData; language?: string | null };

export interface PrintDeps {
  storage: Storage;
  printer: () => ResumePrinter;
  log: Pick<FastifyBaseLogger, "warn">;
  /** The built artboard's fingerprint (artboardBuildHash), part of every print's key. */
  artboardBuild: string;
}

/**
 * Prints resumes into storage, once per distinct data: a stored print answers at once, and
 * concurrent requests for the same print share one job. Prints stay until the resume is
 * deleted (its whole folder goes with it).
 */
export class ResumePrints {
  private readonly inFlight = new Map<string, Promise<void>>();
  /**
   * The prints made here in the last minute. Every print is followed by the download of its
   * file: answered from memory, it needs no storage read (a file opened and streamed, on S3 a
   * round trip). A print's file never changes (its key names its content), so an entry cannot
   * go stale. Storage holds every print all the same, for other instances and for later.
   */
  private readonly recent = new LRUCache<string, Buffer>({
    maxSize: 32 * 1024 * 1024,
    sizeCalculation: (bytes) => bytes.length,
    ttl: 60_000,
  });

  constructor(private readonly deps: PrintDeps) {}

  /**
   * Makes sure the print exists in storage; answers its hash. `locale` is the owner's: the
   * language of the template's own words. A variant's `language` decides the direction the
   * resume is laid out in (`resumeDirection`). Failures are AppErrors. `beforePrinting` runs
   * only when this call is going to print (the owner's print rate: a stored print or one being
   * made costs the printer nothing); what it throws is thrown and nothing is printed.
   */
  async ensure(kind: PrintKind, resume: PrintableResume, locale: string, beforePrinting?: () => Promise<void>): Promise<string> {
    const { direction, hash, key } = this.locate(kind, resume, locale);
    let job = this.inFlight.get(key);
    if (!job) {
      job = this.produce(kind, key, resume.data, { locale, title: resume.title, direction, hash, beforePrinting }).finally(() =>
        this.inFlight.delete(key),
      );
      this.inFlight.set(key, job);
    }
    try {
      await job;
    } catch (error) {
      throw printerErrorToAppError(error, kinds[kind].failure);
    }
    return hash;
  }

  /**
   * Has the printer render the resume's PDF ahead of the request for it that is expected next
   * (Printer.renderAhead), unless that print is made or being made already. Answers whether the
   * print will find it ready: false when no slot was free of prints soon enough, or the printer
   * cannot render ahead.
   * `beforeRendering` runs only when it is going to render (the owner's print rate); what it
   * throws is thrown.
   */
  async renderAhead(resume: PrintableResume, locale: string, beforeRendering?: () => Promise<void>): Promise<boolean> {
    const { direction, hash, key } = this.locate("pdf", resume, locale);
    if (this.inFlight.has(key) || (await this.isStored(key))) return true;
    const printer = this.deps.printer();
    if (!printer.renderAhead) return false;
    try {
      // Its print may have started while it waited for a slot: rendering it again helps nobody.
      const stillWanted = () => !this.inFlight.has(key);
      return await printer.renderAhead(resume.data, { locale, direction, renderKey: hash, stillWanted }, beforeRendering);
    } catch (error) {
      if (error instanceof AppError) throw error;
      // Only a head start: the print itself reports what goes wrong.
      this.deps.log.warn({ err: error, key }, "rendering a resume ahead of its print failed");
      return false;
    }
  }

  /** The direction a resume is laid out in, and its print's hash and storage key. */
  private locate(kind: PrintKind, resume: PrintableResume, locale: string) {
    const direction = resumeDirection(resume.language);
    const hash = this.hashOf(resume.data, locale, resume.title, direction);
    return { direction, hash, key: printKey(resume.userId, resume.id, kind, hash) };
  }

  /** Whether storage holds the file of `key` (without reading it): known without asking for a print made here moments ago. */
  private async isStored(key: string): Promise<boolean> {
    if (this.recent.has(key)) return true;
    const stored = await this.deps.storage.get(key);
    stored?.body.destroy();
    return stored !== null;
  }

  /**
   * A print's file, or null when storage has none: the PDF or JPEG of `hash` (as `ensure`
   * answered it) of the resume. The caller has checked who may have it.
   */
  async file(resume: { userId: string; id: string }, kind: PrintKind, hash: string): Promise<PrintFile | null> {
    const key = printKey(resume.userId, resume.id, kind, hash);
    const made = this.recent.get(key);
    if (made) return { body: made, contentType: kinds[kind].contentType, size: made.length };
    return await this.deps.storage.get(key);
  }

  /** The key the print of this data, in this locale, under this title and in this direction, has with the running build. */
  hashOf(data: ResumeData, locale: string, title = "", direction: TextDirection = "ltr"): string {
    return printHash(data, locale, this.deps.artboardBuild, title, direction);
  }

  /** Prints currently being made (for tests: none should be left behind). */
  get pending(): number {
    return this.inFlight.size;
  }

  private async produce(
    kind: PrintKind,
    key: string,
    data: ResumeData,
    {
      locale,
      title,
      direction,
      hash,
      beforePrinting,
    }: { locale: string; title?: string | undefined; direction: TextDirection; hash: string; beforePrinting?: (() => Promise<void>) | undefined },
  ): Promise<void> {
    const printer = this.deps.printer();
    // A resume rendered ahead was looked for in storage when its render was asked for, a
    // moment before this print: asking storage again would only delay the print. Should another
    // instance have stored it since, this print only stores the same resume's PDF again. (Only
    // PDFs are rendered ahead; a preview of the same data has the same hash but its own file.)
    if (!(kind === "pdf" && printer.holdsRendered?.(hash)) && (await this.isStored(key))) return;
    await beforePrinting?.();
    let bytes: Buffer;
    try {
      // The hash names the render too: a page that rendered this resume ahead prints it as it is.
      bytes = await (kind === "pdf"
        ? printer.printPdf(data, { locale, title, direction, renderKey: hash })
        : printer.previewImage(data, { locale, direction, renderKey: hash }));
    } catch (error) {
      this.deps.log.warn({ err: error, key }, `printing a ${kind} failed`);
      throw error;
    }
    await this.deps.storage.put(key, bytes, kinds[kind].contentType);
    this.recent.set(key, bytes);
  }
}
