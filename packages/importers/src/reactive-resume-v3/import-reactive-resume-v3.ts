import type { ResumeData } from "@vitae/schema";
import { run } from "../check";
import { ImportFailure, type ImportIssue } from "../import-issue";
import { convertReactiveResumeV3 } from "./convert-reactive-resume-v3";
import { reactiveResumeV3Schema } from "./reactive-resume-v3-schema";

/**
 * A parsed Reactive Resume v3 export as our resume data. It needs `basics` and
 * `sections` objects; anything of the wrong type is reported with its path.
 */
export function importReactiveResumeV3(document: unknown, warnings: ImportIssue[]): ResumeData {
  const checked = run(reactiveResumeV3Schema, document);
  if (!checked.ok) throw new ImportFailure(checked.issues);
  return convertReactiveResumeV3(checked.value, document as Record<string, unknown>, warnings);
}
