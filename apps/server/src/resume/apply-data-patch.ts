import {
  type ResumeData,
  type ResumeDataPatch,
  resumeDataSchema,
  resumeDataSizeProblem,
  type ValidationIssue,
} from "@vitae/schema";
import { applyPatch, type Operation } from "rfc6902";
import type { z } from "zod";
import { AppError } from "../errors/app-error";
import { jsonBytes, resizedJsonBytes } from "./data-bytes";

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

/** The schema of the value at `tokens` in resume data; undefined where it is not a plain object, array or record. */
function schemaAt(tokens: string[]): z.ZodType | undefined {
  let schema = resumeDataSchema as z.ZodType;
  for (const token of tokens) {
    let def = schema.def as unknown as { type: string; innerType?: z.ZodType; shape?: Record<string, z.ZodType>; element?: z.ZodType; valueType?: z.ZodType };
    while ((def.type === "optional" || def.type === "nullable" || def.type === "default") && def.innerType) {
      schema = def.innerType;
      def = schema.def as unknown as typeof def;
    }
    let next: z.ZodType | undefined;
    if (def.type === "object" && def.shape && Object.hasOwn(def.shape, token)) next = def.shape[token];
    else if (def.type === "array") next = def.element;
    else if (def.type === "record") next = def.valueType;
    if (!next) return undefined;
    schema = next;
  }
  return schema;
}

type Container = Record<string, unknown> | unknown[];

/**
 * The containers a patch changed, each the parent of a place it set or removed, without
 * those inside another of them; null when one is the data itself.
 */
function changedContainers(patch: ResumeDataPatch): string[][] | null {
  const parents: string[][] = [];
  for (const operation of patch) {
    if (operation.op === "test") continue;
    parents.push(pointerTokens(operation.path).slice(0, -1));
    if (operation.op === "move") parents.push(pointerTokens(operation.from).slice(0, -1));
  }
  if (parents.some((parent) => parent.length === 0)) return null;
  const inside = (inner: string[], outer: string[]) =>
    inner.length >= outer.length && outer.every((token, index) => inner[index] === token);
  return parents.filter(
    (parent, index) => !parents.some((other, otherIndex) => otherIndex !== index && inside(parent, other) && (other.length < parent.length || otherIndex < index)),
  );
}

type Issue = { path: (string | number)[]; message: string };

const issuePath = (issue: z.core.$ZodIssue) => issue.path.map((part) => (typeof part === "symbol" ? String(part) : part));

/**
 * Validates only what the patch changed: the containers it changed (see changedContainers)
 * against their part of the resume schema, each replaced by what validation made of it.
 * Everything else is the stored data, which was validated when it was written, and the
 * resume schema has no rule across its parts, so the result is what validating the whole
 * data gives, at a fraction of the cost. Undefined when a container is not reachable that
 * way: the caller validates the whole data then.
 */
function validateChanged(root: Record<string, unknown>, containers: string[][]): { issues: Issue[] } | { data: ResumeData } | undefined {
  const checks: { tokens: string[]; schema: z.ZodType; parent: Container; key: string }[] = [];
  for (const tokens of containers) {
    const schema = schemaAt(tokens);
    if (!schema) return undefined;
    let parent: Container = root;
    for (const token of tokens.slice(0, -1)) parent = (parent as Record<string, unknown>)[token] as Container;
    checks.push({ tokens, schema, parent, key: tokens.at(-1)! });
  }
  const issues: Issue[] = [];
  for (const { tokens, schema, parent, key } of checks) {
    const parsed = schema.safeParse((parent as Record<string, unknown>)[key]);
    if (parsed.success) (parent as Record<string, unknown>)[key] = parsed.data;
    else {
      // Array indices as numbers, as whole validation names them.
      const at = tokens.map((token) => (/^\d+$/.test(token) ? Number(token) : token));
      issues.push(...parsed.error.issues.map((issue) => ({ path: [...at, ...issuePath(issue)], message: issue.message })));
    }
  }
  return issues.length > 0 ? { issues } : { data: root as ResumeData };
}

/**
 * The resume data a JSON Patch makes of `stored` (the data of the version the patch is based
 * on), validated as whole data would be: 400 naming the operation when one does not apply
 * (a path that is not there, a failed `test`), and 400 naming the field when the result
 * breaks a rule of the schema or its size limit. Nothing is changed on a refusal, since the
 * caller stores only what this returns. (Paths through `__proto__` never get here: the
 * request schema refuses them.) Answers the containers the patch changed too (null when one
 * is the data itself): the data differs from `stored` only inside them. The size limit is
 * checked on the patched data before validation; when `storedBytes`, the exact size of
 * `stored` as JSON, is given, it is measured from the changed containers only.
 *
 * `stored` is not changed: the containers on each operation's paths are copied first and
 * everything else is shared, which costs a few small copies where cloning the whole 40 KB
 * would cost as much as the rest of the work, and lets `stored` be a cached value.
 */
export function applyDataPatch(
  stored: ResumeData,
  patch: ResumeDataPatch,
  storedBytes?: number,
): { data: ResumeData; changed: string[][] | null } {
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
  const containers = changedContainers(patch);
  const resized = storedBytes !== undefined && containers ? resizedJsonBytes(stored, storedBytes, root, containers) : undefined;
  const sizeProblem = resumeDataSizeProblem(resized ?? jsonBytes(root));
  if (sizeProblem !== undefined) refuse([{ path: ["body", "data"], message: sizeProblem }]);
  const validated = containers ? validateChanged(root, containers) : undefined;
  if (validated && "data" in validated) return { data: validated.data, changed: containers };
  if (validated) refuse(validated.issues.map((issue) => ({ path: ["body", "data", ...issue.path], message: issue.message })));
  const parsed = resumeDataSchema.safeParse(root);
  if (!parsed.success) {
    refuse(parsed.error.issues.map((issue) => ({ path: ["body", "data", ...issuePath(issue)], message: issue.message })));
  }
  return { data: parsed.data, changed: null };
}
