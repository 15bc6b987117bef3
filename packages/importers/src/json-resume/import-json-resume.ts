import { type ResumeData, resumeDataSchema } from "@vitae/schema";
import { ImportFailure, type ImportIssue } from "../import-issue";
import { convertJsonResume } from "./convert-json-resume";
import { jsonResumeFingerprint } from "./json-resume-fingerprint";
import { describeValue } from "../check";
import { readJsonResume } from "./read-json-resume";

function ownField(value: unknown, key: string): unknown {
  return value !== null && typeof value === "object" && !Array.isArray(value) && Object.hasOwn(value, key)
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

/** Vitae's own copy of the resume from an export of ours, when the JSON Resume content is unchanged. */
function restoreExport(document: Record<string, unknown>, warnings: ImportIssue[]): ResumeData | undefined {
  const vitae = ownField(ownField(document, "meta"), "vitae");
  if (vitae === undefined) return undefined;
  const path = ["meta", "vitae"];
  if (ownField(vitae, "fingerprint") !== jsonResumeFingerprint(document)) {
    warnings.push({
      path,
      message: "The résumé was changed after Vitae exported it: its JSON Resume content was imported, without Vitae's layout and styling.",
    });
    return undefined;
  }
  const restored = resumeDataSchema.safeParse(ownField(vitae, "data"));
  if (restored.success) return restored.data;
  warnings.push({ path, message: "Vitae's copy of the resume is damaged: the JSON Resume content was imported instead." });
  return undefined;
}

/**
 * A parsed JSON Resume document (v1.0 or pre-1.0) as our resume data. Only a document
 * that is not an object is refused: single values that cannot be read are placed
 * elsewhere or left out, each with a warning (see read-json-resume.ts). A file exported
 * by `exportJsonResume` and not changed since comes back exactly as it was exported.
 */
export function importJsonResume(document: unknown, warnings: ImportIssue[]): ResumeData {
  const restored = restoreExport(document as Record<string, unknown>, warnings);
  if (restored) return restored;
  const read = readJsonResume(document, warnings);
  if (read === undefined) {
    throw new ImportFailure([{ path: [], message: `Expected a JSON Resume document (an object with "basics", "work", …), got ${describeValue(document)}` }]);
  }
  return convertJsonResume(read, warnings);
}
