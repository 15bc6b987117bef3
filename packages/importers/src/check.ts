import type { ImportIssue, IssuePath } from "./import-issue";

/** Marks a value that failed its check; its problems are already in the issue list. */
export const invalid: unique symbol = Symbol("invalid");
export type Invalid = typeof invalid;

/**
 * Checks an unknown value from a file: returns it typed, or `invalid` after adding every
 * problem, with its path, to `issues`. Small combinators instead of a schema library keep
 * messages plain ("Expected text, got the number 3": what was expected and what the value was) and this package free of dependencies.
 */
export type Check<T> = (value: unknown, path: IssuePath, issues: ImportIssue[]) => T | Invalid;
export type Checked<C> = C extends Check<infer T> ? T : never;

/** What a value is, in words, for messages: nothing, null, a list, an object, `the text "Summer 2019"`, `the number 3`. */
export function describeValue(value: unknown): string {
  if (value === undefined) return "nothing";
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "string") return `the text "${value.length > 60 ? `${value.slice(0, 57)}…` : value}"`;
  if (typeof value === "number" || typeof value === "boolean") return `the ${typeof value} ${String(value)}`;
  return typeof value === "object" ? "an object" : typeof value;
}

function fail(issues: ImportIssue[], path: IssuePath, message: string): Invalid {
  issues.push({ path, message });
  return invalid;
}

export const text: Check<string> = (value, path, issues) =>
  typeof value === "string" ? value : fail(issues, path, `Expected text, got ${describeValue(value)}`);

export const boolean: Check<boolean> = (value, path, issues) =>
  typeof value === "boolean" ? value : fail(issues, path, `Expected true or false, got ${describeValue(value)}`);

/** A finite number, also written as text ("7"), as older exporters did. */
export const numeric: Check<number> = (value, path, issues) => {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof number === "number" && Number.isFinite(number)
    ? number
    : fail(issues, path, `Expected a number, got ${describeValue(value)}`);
};

/** A missing key (undefined) is fine; null is not, unless the check itself allows it. */
export function optional<T>(check: Check<T>): Check<T | undefined> {
  return (value, path, issues) => (value === undefined ? undefined : check(value, path, issues));
}

export function nullable<T>(check: Check<T>): Check<T | null> {
  return (value, path, issues) => (value === null ? null : check(value, path, issues));
}

/** Either of two shapes (tried in order); reports the last one's problems when neither fits. */
export function either<A, B>(first: Check<A>, second: Check<B>): Check<A | B> {
  return (value, path, issues) => {
    const firstIssues: ImportIssue[] = [];
    const a = first(value, path, firstIssues);
    return a === invalid ? second(value, path, issues) : a;
  };
}

export function list<T>(item: Check<T>): Check<T[]> {
  return (value, path, issues) => {
    if (!Array.isArray(value)) return fail(issues, path, `Expected a list, got ${describeValue(value)}`);
    let failed = false;
    const items: T[] = [];
    value.forEach((entry, index) => {
      const checked = item(entry, [...path, index], issues);
      if (checked === invalid) failed = true;
      else items.push(checked);
    });
    return failed ? invalid : items;
  };
}

type Shape = Record<string, Check<unknown>>;
type OptionalKeys<S extends Shape> = { [Key in keyof S]: undefined extends Checked<S[Key]> ? Key : never }[keyof S];
type Flatten<T> = { [Key in keyof T]: T[Key] };
/** The object a shape check returns; fields that may be undefined are optional keys. */
export type ShapeOf<S extends Shape> = Flatten<
  { [Key in Exclude<keyof S, OptionalKeys<S>>]: Checked<S[Key]> } & { [Key in OptionalKeys<S>]?: Checked<S[Key]> }
>;

/**
 * An object with the given keys; other keys are ignored, and only own properties are read,
 * so nothing comes from a prototype.
 */
export function shape<S extends Shape>(fields: S): Check<ShapeOf<S>> {
  return (value, path, issues) => {
    if (value === null || typeof value !== "object" || Array.isArray(value)) {
      return fail(issues, path, `Expected an object, got ${describeValue(value)}`);
    }
    let failed = false;
    const result: Record<string, unknown> = {};
    for (const [key, check] of Object.entries(fields)) {
      const field = Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
      const checked = check(field, [...path, key], issues);
      if (checked === invalid) failed = true;
      else result[key] = checked;
    }
    return failed ? invalid : (result as ShapeOf<S>);
  };
}

/** Runs a check from the root of a file. */
export function run<T>(check: Check<T>, value: unknown): { ok: true; value: T } | { ok: false; issues: ImportIssue[] } {
  const issues: ImportIssue[] = [];
  const checked = check(value, [], issues);
  return checked === invalid || issues.length > 0 ? { ok: false, issues } : { ok: true, value: checked };
}
