import { type ImportFormat, type ResumeData, resumeDataSchema, sanitizeResumeData } from "@vitae/schema";
import { ImportFailure, type ImportIssue, fileIssue } from "./import-issue";
import { type ImportLimits, importLimits } from "./import-limits";
import { importJsonResume } from "./json-resume/import-json-resume";
import { importLinkedIn } from "./linkedin/import-linkedin";
import { detectImportFormat, importFormatNames } from "./detect-format";
import { parseJson, parseJsonOrYaml } from "./parse-json";
import { importReactiveResumeV3 } from "./reactive-resume-v3/import-reactive-resume-v3";

/** The outcome of an import: the resume data, or every problem found; warnings either way. */
export type ImportResult =
  | { ok: true; data: ResumeData; warnings: ImportIssue[] }
  | { ok: false; errors: ImportIssue[]; warnings: ImportIssue[] };

/** Options of `safeParse`, e.g. `{ error }` to word (translate) the current format's validation messages. */
export type ResumeParseOptions = NonNullable<Parameters<typeof resumeDataSchema.safeParse>[1]>;

export interface ImportOptions {
  /** Tighter limits than `importLimits`, e.g. in tests. */
  limits?: Partial<ImportLimits>;
  /** Passed to the final check of the resume data, which is what reports a current-format file's problems. */
  parseOptions?: ResumeParseOptions;
}

type Importer = (input: Uint8Array | string, warnings: ImportIssue[], limits: ImportLimits) => unknown;

/** A JSON format: parse within the limits, then read the document. */
const json =
  (read: (document: unknown, warnings: ImportIssue[]) => ResumeData, parse = parseJson): Importer =>
  (input, warnings, limits) =>
    read(parse(input, warnings, limits), warnings);

const importers: Record<ImportFormat, Importer> = {
  // Our own export is already resume data: the final check below is its validation.
  "reactive-resume-json": (input, warnings, limits) => parseJson(input, warnings, limits),
  "reactive-resume-v3-json": json(importReactiveResumeV3),
  // JSON Resume files are also kept as YAML (resume.yaml); the same reader takes both.
  "json-resume-json": json(importJsonResume, parseJsonOrYaml),
  "linkedin-data-export-zip": importLinkedIn,
};

/**
 * Imports a file of one of the `importFormats` as Vitae resume data: reads the bytes (or
 * text) within `importLimits`, validates them against the format and converts them. Pure
 * and synchronous, so the import dialog, the server and the `vitae` command share it.
 * Never throws for bad input: every problem comes back in `errors`, each with the path of
 * the field concerned ([] for the file as a whole). Rich text in the result is sanitised.
 *
 * @example
 * const result = importResume("json-resume-json", await file.bytes());
 * if (result.ok) save(result.data); else show(result.errors);
 */
export function importResume(format: ImportFormat, input: Uint8Array | string, options: ImportOptions = {}): ImportResult {
  const warnings: ImportIssue[] = [];
  const limits = { ...importLimits, ...options.limits };
  const importer = importers[format];
  if (!importer) return { ok: false, errors: [{ path: [], message: `Unknown import format "${String(format)}"` }], warnings };
  // A file of another format would be misread (or refused field by field): name the format it looks like instead.
  const detected = detectImportFormat(input, limits);
  if (detected !== undefined && detected !== format) {
    const message = `This file looks like ${importFormatNames[detected]}, not ${importFormatNames[format]}: choose that format to import it.`;
    return { ok: false, errors: [{ path: [], message, code: "wrongFormat", detected }], warnings };
  }
  let candidate: unknown;
  try {
    candidate = importer(input, warnings, limits);
  } catch (error) {
    if (error instanceof ImportFailure) return { ok: false, errors: error.issues, warnings };
    // A converter bug must not take the caller down with it; the file is what we could not read.
    return { ok: false, errors: [fileIssue("readFile")], warnings };
  }
  const result = resumeDataSchema.safeParse(candidate, options.parseOptions);
  if (!result.success) {
    const errors = result.error.issues.map((issue) => ({
      path: issue.path.map((part) => (typeof part === "number" ? part : String(part))),
      message: issue.message,
    }));
    return { ok: false, errors, warnings };
  }
  return { ok: true, data: sanitizeResumeData(result.data), warnings };
}
