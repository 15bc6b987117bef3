import { type ResumeData, resolvePath } from "@vitae/schema";

/*
 * Reading and writing the resume data at a difference's path (docs/variants.md): object keys,
 * and item ids inside item lists.
 */

/** The value at `path`, or undefined when a step is missing. */
export function valueAtPath(data: unknown, path: readonly string[]): unknown {
  const found = resolvePath(data, path);
  return "value" in found ? found.value : undefined;
}

type Container = Record<string, unknown> | Array<Record<string, unknown>>;

const isContainer = (value: unknown): value is Container => typeof value === "object" && value !== null;

/** One step down: a key of an object, or the item with that id in an item list. */
function childOf(container: Container, segment: string): unknown {
  return Array.isArray(container) ? container.find((item) => item.id === segment) : container[segment];
}

/**
 * Makes `target` (an immer draft) hold what `source` holds at `path`: the value is copied,
 * or removed when `source` has none there (an item only the variant had, an optional field).
 * Where `target` lacks a step of the way, that whole step is copied from `source`.
 */
export function copyAtPath(target: ResumeData, source: ResumeData, path: readonly string[]): void {
  let into: unknown = target;
  let from: unknown = source;
  for (const [index, segment] of path.entries()) {
    if (!isContainer(into)) return;
    const last = index === path.length - 1;
    const sourceChild = isContainer(from) ? childOf(from, segment) : undefined;
    const targetChild = childOf(into, segment);
    if (last || targetChild === undefined) {
      writeChild(into, segment, sourceChild);
      return;
    }
    into = targetChild;
    from = sourceChild;
  }
}

function writeChild(container: Container, segment: string, value: unknown): void {
  const copy = value === undefined ? undefined : structuredClone(value);
  if (!Array.isArray(container)) {
    if (copy === undefined) delete container[segment];
    else container[segment] = copy;
    return;
  }
  const index = container.findIndex((item) => item.id === segment);
  if (copy === undefined) {
    if (index >= 0) container.splice(index, 1);
  } else if (index >= 0) container[index] = copy as Record<string, unknown>;
  else container.push(copy as Record<string, unknown>);
}

/** Writes `value` at `path` in `target` (an immer draft); nothing happens when a step is missing. */
export function setAtPath(target: ResumeData, path: readonly string[], value: unknown): void {
  const parent = valueAtPath(target, path.slice(0, -1));
  const key = path[path.length - 1];
  if (!isContainer(parent) || key === undefined) return;
  writeChild(parent, key, value);
}
