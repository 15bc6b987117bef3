import { type ImportFormat, type ResumeData, importFileExtensions, resumeDataSchema } from "@vitae/schema";
import i18next from "i18next";
import { type IssueLike, issueMessage, translateSchemaMessage } from "../../../forms/issue-message";

/*
 * The formats the import dialog offers, and how the browser checks a file of each. This
 * list is the only place that says what this build can import: the dialog shows exactly
 * these, in this order. The importers issue adds the other formats of `importFormats`
 * (Reactive Resume v3, JSON Resume, the LinkedIn zip) here, backed by @vitae/importers.
 */

/** One problem of a file: where (a path into the data; empty for the file as a whole) and what. */
export type ImportIssue = { path: readonly PropertyKey[]; message: string };

/** The outcome of checking a file: the resume data to send, or every problem found. */
export type ImportCheck = { valid: true; data: ResumeData } | { valid: false; issues: ImportIssue[] };

export type WebImportFormat = {
  format: ImportFormat;
  /** What the file picker accepts (SPEC §5: .json for JSON formats, .zip for the zip one). */
  accept: ".json" | ".zip";
  /** Checks the file's bytes in the browser, without calling the server. */
  check: (bytes: Uint8Array) => ImportCheck;
};

const fileIssue = (message: string): ImportCheck => ({ valid: false, issues: [{ path: [], message }] });

/**
 * JSON text of a file: UTF-8 with any byte-order mark stripped. Bytes that are not
 * UTF-8 cannot be JSON either, so they fail the same way as a syntax error.
 */
function parseJson(bytes: Uint8Array): { ok: true; value: unknown } | { ok: false } {
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes).replace(/^\uFEFF/, "");
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** Our own export (identical to Reactive Resume v4's): JSON that must validate as resume data. */
function checkCurrentFormat(bytes: Uint8Array): ImportCheck {
  const parsed = parseJson(bytes);
  if (!parsed.ok) return fileIssue(i18next.t("importDialog.errors.parseJson"));
  const result = resumeDataSchema.safeParse(parsed.value, { error: (issue: IssueLike) => issueMessage(issue) });
  if (result.success) return { valid: true, data: result.data };
  return {
    valid: false,
    issues: result.error.issues.map((issue) => ({ path: issue.path, message: translateSchemaMessage(issue.message) })),
  };
}

/** Every format this build can import, in the order the dialog lists them. */
export const webImportFormats: readonly WebImportFormat[] = [
  { format: "reactive-resume-json", accept: importFileExtensions["reactive-resume-json"], check: checkCurrentFormat },
];

/** A path as the dialog shows it, e.g. `sections.skills.items.0.level`. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  return path.map((part) => (typeof part === "symbol" ? (part.description ?? "") : String(part))).join(".");
}

/**
 * Reads a file and checks it as `format`. A file the browser cannot read (gone from the
 * disk, no permission) gives SPEC §5's 'Failed to read the file'.
 */
export async function checkImportFile(format: WebImportFormat, file: Blob): Promise<ImportCheck> {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    return fileIssue(i18next.t("importDialog.errors.readFile"));
  }
  return format.check(bytes);
}

/** The title of the imported resume: the person's name, else the file name without its extension. */
export function importTitle(data: ResumeData, fileName: string): string | undefined {
  const title = data.basics.name.trim() || fileName.replace(/\.[^.]*$/, "").trim();
  return title === "" ? undefined : title;
}
