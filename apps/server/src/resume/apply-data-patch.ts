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

/** A JSON Pointer's reference tokens, unescaped (RFC 6901). */
function pointerTokens(pointer: string): string[] {
  return pointer
    .split("/")
    .slice(1)
    .map((token) => token.replaceAll("~1", "/").replaceAll("~0", "~"));
}

/**
 * Replaces, in `root`, every container on the way to the parent of `pointer`'s target with
 * a shallow copy (once per patch: `owned` holds the copies made), so that applying an
 * operation there changes nothing the stored data shares. Stops where the path leaves the
 * data; the operation then fails as missing.
 */
function ownPath(root: Record<string, unknown>, pointer: string, owned: WeakSet<object>): void {
  let node: Record<string, unknown> = root;
  for (const token of pointerTokens(pointer).slice(0, -1)) {
    if (!Object.hasOwn(node, token)) return;
    const child = node[token];
    if (child === null || typeof child !== "object") return;
    if (!owned.has(child)) {
      const copy = Array.isArray(child) ? [...(child as unknown[])] : { ...(child as Record<string, unknown>) };
      owned.add(copy);
      node[token] = copy;
      node = copy as Record<string, unknown>;
    } else node = child as Record<string, unknown>;
  }
}

/**
 * The resume data a JSON Patch makes of `stored` (the data of the version the patch is based
 * on), validated as whole data would be: 400 naming the operation when one does not apply
 * (a path that is not there, a failed `test`), and 400 naming the field when the result
 * breaks a rule of the schema or its size limit. Nothing is changed on a refusal, since the
 * caller stores only what this returns. (Paths through `__proto__` never get here: the
 * request schema refuses them.) Answers the data's size as JSON too.
 *
 * `stored` is not changed: the containers on each operation's paths are copied first and
 * everything else is shared, which costs a few small copies where cloning the whole 40 KB
 * would cost as much as the rest of the work, and lets `stored` be a cached value.
 */
export function applyDataPatch(stored: ResumeData, patch: ResumeDataPatch): { data: ResumeData; bytes: number } {
  const root: Record<string, unknown> = { ...stored };
  const owned = new WeakSet<object>([root]);
  // One operation at a time, stopping at the first that fails, so a refusal names it.
  for (const [index, operation] of patch.entries()) {
    if (operation.op !== "test") ownPath(root, operation.path, owned);
    if (operation.op === "move") ownPath(root, operation.from, owned);
    const [error] = applyPatch(root, [operation as Operation]);
    if (error) {
      const reason = patchErrorTexts[error.name] ?? patchErrorTexts.InvalidOperationError;
      refuse([{ path: ["body", "patch", index], message: `Operation ${index} does not apply: ${reason}` }]);
    }
  }
  const bytes = resumeDataBytes(root);
  const sizeProblem = resumeDataSizeProblem(bytes);
  if (sizeProblem !== undefined) refuse([{ path: ["body", "data"], message: sizeProblem }]);
  const parsed = resumeDataSchema.safeParse(root);
  if (!parsed.success) {
    refuse(
      parsed.error.issues.map((issue) => ({
        path: ["body", "data", ...issue.path.map((part) => (typeof part === "symbol" ? String(part) : part))],
        message: issue.message,
      })),
    );
  }
  return { data: parsed.data, bytes };
}
