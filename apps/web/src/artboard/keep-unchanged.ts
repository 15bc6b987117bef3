type Plain = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Plain =>
  typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;

const idOf = (value: unknown): unknown => (isPlainObject(value) ? value.id : undefined);

/** Arrays of items with ids (sections' items) are matched by id, so a moved item is still itself. */
function keepUnchangedArray(previous: readonly unknown[], next: readonly unknown[]): readonly unknown[] {
  const byId = new Map<unknown, unknown>();
  for (const item of previous) {
    const id = idOf(item);
    if (typeof id === "string") byId.set(id, item);
  }
  let same = previous.length === next.length;
  const kept = next.map((item, index) => {
    const id = idOf(item);
    const counterpart = typeof id === "string" ? byId.get(id) : previous[index];
    const result = keepUnchanged(counterpart, item);
    if (result !== previous[index]) same = false;
    return result;
  });
  return same ? previous : kept;
}

function keepUnchangedObject(previous: Plain, next: Plain): Plain {
  const keys = Object.keys(next);
  let same = keys.length === Object.keys(previous).length;
  const kept: Plain = {};
  for (const key of keys) {
    const result = keepUnchanged(Object.hasOwn(previous, key) ? previous[key] : undefined, next[key]);
    if (result !== previous[key] || !Object.hasOwn(previous, key)) same = false;
    kept[key] = result;
  }
  return same ? previous : kept;
}

/**
 * `next` with every part that equals the same part of `previous` replaced by that part of
 * `previous` (structural sharing), so what did not change keeps its identity.
 *
 * Every SET_RESUME arrives as a fresh structured clone: without this, each keystroke in the
 * builder would make every section new to the templates, and their memoised parts could
 * never skip a render. Plain objects and arrays only (what JSON-shaped resume data holds);
 * anything else is taken from `next` as it is.
 */
export function keepUnchanged<T>(previous: unknown, next: T): T {
  if (Object.is(previous, next)) return previous as T;
  if (Array.isArray(previous) && Array.isArray(next)) return keepUnchangedArray(previous, next) as T;
  if (isPlainObject(previous) && isPlainObject(next)) return keepUnchangedObject(previous, next) as T;
  return next;
}
