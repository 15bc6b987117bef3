import {
  type ResumeData,
  type ResumeDataPatch,
  resumeDataBytes,
  resumeDataSchema,
  resumeDataSizeProblem,
  type ValidationIssue,
} from "@vitae/schema";
import fastJsonPatch, { type Operation } from "fast-json-patch";
import { AppError } from "../errors/app-error";

function refuse(issues: ValidationIssue[]): never {
  const first = issues[0];
  const message = first ? `${first.path.slice(1).join(".")}: ${first.message}` : "The patch is not valid.";
  throw new AppError("ValidationError", message, {}, { issues });
}

/**
 * The resume data a JSON Patch makes of `stored` (the data of the version the patch is based
 * on), validated as whole data would be: 400 naming the operation when one does not apply
 * (a path that is not there, a failed `test`, an attempt at `__proto__`), and 400 naming the
 * field when the result breaks a rule of the schema or its size limit. Nothing is changed on
 * a refusal, since the caller stores only what this returns.
 *
 * `stored` is changed in place: it is the copy the caller just read from the database, and
 * cloning 40 KB of JSON on every autosave would cost as much as the rest of the work.
 */
export function applyDataPatch(stored: ResumeData, patch: ResumeDataPatch): ResumeData {
  let patched: unknown = stored;
  // One operation at a time, so a refusal names the operation that failed.
  for (const [index, operation] of patch.entries()) {
    try {
      // validate: the operation is checked against the document before it is applied;
      // banPrototypeModifications: a path through __proto__ or constructor is refused.
      patched = fastJsonPatch.applyOperation(patched, operation as Operation, true, true, true, index).newDocument;
    } catch (error) {
      refuse([{ path: ["body", "patch", index], message: `Operation ${index} does not apply: ${patchErrorText(error)}` }]);
    }
  }
  const sizeProblem = resumeDataSizeProblem(resumeDataBytes(patched));
  if (sizeProblem !== undefined) refuse([{ path: ["body", "data"], message: sizeProblem }]);
  const parsed = resumeDataSchema.safeParse(patched);
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

/** fast-json-patch names its errors with codes; these say what went wrong in words. */
function patchErrorText(error: unknown): string {
  if (!(error instanceof fastJsonPatch.JsonPatchError)) {
    // The library refuses prototype paths with a plain TypeError; anything else is a bug.
    if (error instanceof TypeError && /banned/.test(error.message)) return "its path is not allowed";
    throw error;
  }
  switch (error.name) {
    case "OPERATION_PATH_UNRESOLVABLE":
    case "OPERATION_FROM_UNRESOLVABLE":
      return "its path is not in the resume";
    case "TEST_OPERATION_FAILED":
      return "the value it tests is different";
    case "OPERATION_PATH_ILLEGAL_ARRAY_INDEX":
    case "OPERATION_VALUE_OUT_OF_BOUNDS":
      return "its array index is not valid";
    case "OPERATION_VALUE_REQUIRED":
      return "it needs a value";
    default:
      return "it is not a valid JSON Patch operation";
  }
}
