/**
 * The few operations on plain JSON values (what resume data is once parsed) that computing a
 * variant needs. Kept free of any library: this package runs in the browser too.
 */

export type JsonObject = Record<string, unknown>;

/** An item of an item list: a plain object with a string `id`. */
export type ListItem = JsonObject & { id: string };

export function isPlainObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isListItem(value: unknown): value is ListItem {
  return isPlainObject(value) && typeof value.id === "string";
}

/**
 * Whether `value` is an item list: a non-empty array of objects with an `id` (section items,
 * `basics.customFields`). Items are addressed by id inside these; every other array (keywords,
 * the layout, font variants) is one value.
 */
export function isItemList(value: unknown): value is ListItem[] {
  return Array.isArray(value) && value.length > 0 && value.every(isListItem);
}

/** Whether two item-list candidates are compared item by item: both lists of items, one of them possibly empty. */
export function areItemLists(a: unknown, b: unknown): a is ListItem[] {
  if (!Array.isArray(a) || !Array.isArray(b)) return false;
  if (a.length === 0 && b.length === 0) return false;
  return a.every(isListItem) && b.every(isListItem);
}

/** Structural equality of two JSON values (key order ignored; `undefined` keys count as absent). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== "object") return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let index = 0; index < a.length; index++) if (!jsonEqual(a[index], b[index])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const left = a as JsonObject;
  const right = b as JsonObject;
  const leftKeys = Object.keys(left).filter((key) => left[key] !== undefined);
  const rightKeys = Object.keys(right).filter((key) => right[key] !== undefined);
  if (leftKeys.length !== rightKeys.length) return false;
  for (const key of leftKeys) {
    if (!Object.hasOwn(right, key) || !jsonEqual(left[key], right[key])) return false;
  }
  return true;
}

/** A deep copy of a JSON value (cheaper than `structuredClone` for plain data). */
export function copyJson<T>(value: T): T {
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) return value.map(copyJson) as T;
  const copy: JsonObject = {};
  for (const [key, entry] of Object.entries(value)) if (entry !== undefined) copy[key] = copyJson(entry);
  return copy as T;
}

/** Whether `path` is `prefix` or lies under it. */
export function startsWithPath(path: readonly string[], prefix: readonly string[]): boolean {
  if (prefix.length > path.length) return false;
  for (let index = 0; index < prefix.length; index++) if (path[index] !== prefix[index]) return false;
  return true;
}

export function samePath(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && startsWithPath(a, b);
}

/** Why a path does not resolve: an item id the list lacks, or any other missing step. */
export type Unresolved = "missingItem" | "missingField";

/**
 * The value at `path` inside `root`: object keys, and item ids inside item lists. Answers
 * the reason when a step is missing.
 */
export function resolvePath(root: unknown, path: readonly string[]): { value: unknown } | { missing: Unresolved } {
  let current = root;
  for (const segment of path) {
    if (Array.isArray(current)) {
      const item = current.find((entry) => isPlainObject(entry) && entry.id === segment);
      if (item === undefined) return { missing: "missingItem" };
      current = item;
    } else if (isPlainObject(current) && Object.hasOwn(current, segment) && current[segment] !== undefined) {
      current = current[segment];
    } else {
      return { missing: "missingField" };
    }
  }
  return { value: current };
}
