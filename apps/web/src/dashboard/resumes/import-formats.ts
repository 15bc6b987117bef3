import type { FileErrorCode, ImportIssue as ImporterIssue, ImportResult } from "@vitae/importers";
import { type ImportFormat, type ResumeData, importFileExtensions, importFormats } from "@vitae/schema";
import i18next from "i18next";
import { type IssueLike, issueMessage, translateSchemaMessage } from "@/forms/issue-message";

/*
 * The formats the import dialog offers, and how the browser checks a file of each. This
 * list is the only place that says what this build can import: the dialog shows exactly
 * these, in this order. Checking and converting is @vitae/importers' job (the same code
 * as the server and the `vitae` command); it is loaded when the first file is checked,
 * so the dashboard does not carry the zip and CSV readers until they are needed.
 */

/** One problem of a file: where (a path into the data; empty for the file as a whole) and what. */
export type ImportIssue = { path: readonly PropertyKey[]; message: string };

/**
 * The outcome of checking a file: the resume data to send (with notes on what was
 * changed on the way, such as a link that got https://), or every problem found.
 */
export type ImportCheck =
  | { valid: true; data: ResumeData; warnings: ImportIssue[] }
  /** `detected`: the format the file looks like when it is not the one chosen, to offer it. */
  | { valid: false; issues: ImportIssue[]; detected?: ImportFormat };

export type WebImportFormat = {
  format: ImportFormat;
  /** What the file picker accepts: .json for JSON formats (and .pdf for ours), .zip for the zip one. */
  accept: ".json" | ".json,.pdf" | ".zip";
  /** Checks the file's bytes in the browser, without calling the server. */
  check: (bytes: Uint8Array) => ImportCheck | Promise<ImportCheck>;
};

const fileIssue = (message: string): ImportCheck => ({ valid: false, issues: [{ path: [], message }] });

/** Problems with the file as a whole have a translation; field problems keep the importer's words. */
function translated(issue: ImporterIssue): ImportIssue {
  const code: FileErrorCode | undefined = issue.code;
  const format = issue.detected ? i18next.t(`importDialog.formats.${issue.detected}`) : undefined;
  const message = code
    ? i18next.t(`importDialog.errors.${code}`, { defaultValue: issue.message, format })
    : translateSchemaMessage(issue.message);
  return { path: issue.path, message };
}

function toCheck(result: ImportResult): ImportCheck {
  return result.ok
    ? { valid: true, data: result.data, warnings: result.warnings.map(translated) }
    : { valid: false, issues: result.errors.map(translated), detected: result.errors.find((issue) => issue.detected)?.detected };
}

/** A format checked by @vitae/importers; our own format's schema messages are translated like the forms'. */
function importerFormat(format: ImportFormat): WebImportFormat {
  const parseOptions = { error: (issue: IssueLike) => issueMessage(issue) };
  return {
    format,
    // Our own format also comes inside the PDFs Vitae prints (their attached resume.json).
    accept: format === "reactive-resume-json" ? ".json,.pdf" : importFileExtensions[format],
    check: async (bytes) => {
      const { importResume, importVitaePdf, isPdf } = await import("@vitae/importers");
      // A PDF is recognised by its content, whichever format is chosen: it can only be one of ours.
      if (isPdf(bytes)) return toCheck(await importVitaePdf(bytes, { parseOptions }));
      return toCheck(importResume(format, bytes, { parseOptions }));
    },
  };
}

/** Every format this build can import, in the order the dialog lists them: all of `importFormats`. */
export const webImportFormats: readonly WebImportFormat[] = importFormats.map(importerFormat);

/** A path as the dialog shows it, e.g. `sections.skills.items.0.level`. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  return path.map((part) => (typeof part === "symbol" ? (part.description ?? "") : String(part))).join(".");
}

/**
 * Reads a file and checks it as `format`. A file the browser cannot read (gone from the
 * disk, no permission) gives the message 'Failed to read the file'.
 */
export async function checkImportFile(format: WebImportFormat, file: Blob): Promise<ImportCheck> {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    return fileIssue(i18next.t("importDialog.errors.readFile"));
  }
  try {
    return await format.check(bytes);
  } catch {
    // The importers never throw for bad input; this is the code failing to load.
    return fileIssue(i18next.t("importDialog.errors.readFile"));
  }
}

/**
 * The format a file is in, told from its content (a LinkedIn zip, our own or Reactive
 * Resume v3 JSON, JSON Resume in JSON or YAML), among the formats this build offers;
 * undefined when the content shows none of them or the file cannot be read.
 */
export async function detectFileFormat(file: Blob): Promise<WebImportFormat | undefined> {
  try {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const { detectImportFormat } = await import("@vitae/importers");
    const format = detectImportFormat(bytes);
    return webImportFormats.find((item) => item.format === format);
  } catch {
    return undefined;
  }
}

/**
 * The title of the imported resume: the person's name, else the file name without its
 * extension; made unique among `existingTitles` with " (2)", " (3)"… The server derives
 * a free slug from it.
 */
export function importTitle(data: ResumeData, fileName: string, existingTitles: readonly string[] = []): string | undefined {
  const title = data.basics.name.trim() || fileName.replace(/\.[^.]*$/, "").trim();
  if (title === "") return undefined;
  const taken = new Set(existingTitles.map((existing) => existing.trim().toLowerCase()));
  let candidate = title;
  for (let number = 2; taken.has(candidate.toLowerCase()); number++) candidate = `${title} (${number})`;
  return candidate;
}
