import {
  type ResumeData,
  type ResumeDataPatch,
  resumeDataBytes,
  resumeDataSchema,
  resumeDataSizeProblem,
  type ValidationIssue,
} from "@vitae/schema";
import { applyPatch, type Operation } from "rfc6902";
import { AppError } from "../errors/app-error";

function refuse(issues: ValidationIssue[]): never {
  const first = issues[0];
  const message = first ? `${first.path.slice(1).join(".")}: ${first.message}` : "The patch is not valid.";
  throw new AppError("ValidationError", message, {}, { issues });
}

/** rfc6902 names its errors; these say what went wrong in words. */
const patchErrorTexts: Record<string, string> = {
  MissingError: "its path is not in the resume",
  TestError: "the value it tests is different",
  InvalidOperationError: "it is not a valid JSON Patch operation",
};

/**
 * The resume data a JSON Patch makes of `stored` (the data of the version the patch is based
 * on), validated as whole data would be: 400 naming the operation when one does not apply
 * (a path that is not there, a failed `test`), and 400 naming the field when the result
 * breaks a rule of the schema or its size limit. Nothing is changed on a refusal, since the
 * caller stores only what this returns. (Paths through `__proto__` never get here: the
 * request schema refuses them.)
 *
 * `stored` is changed in place: it is the copy the caller just read from the database, and
 * cloning 40 KB of JSON on every autosave would cost as much as the rest of the work.
 */
export function applyDataPatch(stored: ResumeData, patch: ResumeDataPatch): ResumeData {
  // One operation at a time, stopping at the first that fails, so a refusal names it.
  for (const [index, operation] of patch.entries()) {
    const [error] = applyPatch(stored, [operation as Operation]);
    if (error) {
      const reason = patchErrorTexts[error.name] ?? patchErrorTexts.InvalidOperationError;
      refuse([{ path: ["body", "patch", index], message: `Operation ${index} does not apply: ${reason}` }]);
    }
  }
  const sizeProblem = resumeDataSizeProblem(resumeDataBytes(stored));
  if (sizeProblem !== undefined) refuse([{ path: ["body", "data"], message: sizeProblem }]);
  const parsed = resumeDataSchema.safeParse(stored);
  if (!parsed.success) {
    refuse(
      parsed.error.issues.map((issue) => ({
        path: ["body", "data", ...issue.path.map((part) => (typeof part === "symbol" ? String(part) : part))],
        message: issue.message,
      })),
    );
  }
  return parsed.data;
}

