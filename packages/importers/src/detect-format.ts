import { type ImportFormat, resumeDataSchema } from "@vitae/schema";
import type { ImportIssue } from "./import-issue";
import { type ImportLimits, importLimits } from "./import-limits";
import { jsonResumeSectionAliases, jsonResumeSections } from "./json-resume/json-resume-schema";
import { parseJsonOrYaml } from "./parse-json";

/** The formats' names in English, for messages (the web app shows its own translations). */
export const importFormatNames: Record<ImportFormat, string> = {
  "reactive-resume-json": "Vitae / Reactive Resume v4",
  "reactive-resume-v3-json": "Reactive Resume v3",
  "json-resume-json": "JSON Resume",
  "linkedin-data-export-zip": "a LinkedIn data export",
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

const jsonResumeKeys = new Set(["basics", "meta", ...Object.keys(jsonResumeSections), ...Object.keys(jsonResumeSectionAliases)]);

/**
 * The format a parsed JSON (or YAML) document is in, from its shape: our own (Reactive
 * Resume v4) data has `basics` with `customFields` or `picture` beside `sections` and
 * `metadata`; a Reactive Resume v3 export has `basics` and `sections` otherwise; a JSON
 * Resume document has JSON Resume's top-level keys (`basics`, `work`, `education`…) and no
 * `sections`. Undefined when it is none of these.
 */
export function detectDocumentFormat(document: unknown): ImportFormat | undefined {
  if (!isRecord(document)) return undefined;
  const { basics, sections, metadata } = document;
  if (resumeDataSchema.safeParse(document).success) return "reactive-resume-json";
  if (isRecord(basics) && isRecord(sections)) {
    const ours = isRecord(metadata) && ("customFields" in basics || "picture" in basics || "summary" in sections);
    return ours ? "reactive-resume-json" : "reactive-resume-v3-json";
  }
  if (sections === undefined && Object.keys(document).some((key) => jsonResumeKeys.has(key))) return "json-resume-json";
  return undefined;
}

/** Whether bytes start like a zip archive (a local file header or an empty archive's end record). */
function isZip(input: Uint8Array | string): boolean {
  if (typeof input === "string") return false;
  return input[0] === 0x50 && input[1] === 0x4b && (input[2] === 0x03 || input[2] === 0x05) && (input[3] === 0x04 || input[3] === 0x06);
}

/**
 * The import format a file is in, from its content: a zip archive is a LinkedIn data
 * export; JSON or YAML is told apart by `detectDocumentFormat`. Undefined when the file
 * is none of them (or cannot be read within the limits). Never throws.
 */
export function detectImportFormat(input: Uint8Array | string, limits: ImportLimits = importLimits): ImportFormat | undefined {
  if (isZip(input)) return "linkedin-data-export-zip";
  try {
    const ignored: ImportIssue[] = [];
    return detectDocumentFormat(parseJsonOrYaml(input, ignored, limits));
  } catch {
    return undefined;
  }
}
