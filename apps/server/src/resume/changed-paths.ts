/** One difference between two JSON documents: the value now at `path`, or `removed` when the key is gone. */
export type PathChange = { path: string[]; value: unknown } | { path: string[]; removed: true };

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/**
 * Where `after` differs from `before`, both JSON values (`undefined` counts as absent, as in
 * JSON): the smallest subtrees to set, and the keys to remove, so that `before` with these
 * applied in order equals `after`. An array whose length changed is set whole. Null when
 * there are more than `max` changes (writing `after` whole is simpler then) or the roots
 * differ in kind.
 */
export function changedPaths(before: unknown, after: unknown, max: number): PathChange[] | null {
  const changes: PathChange[] = [];
  const walk = (from: unknown, to: unknown, path: string[]): boolean => {
    if (from === to) return true;
    if (Array.isArray(from) && Array.isArray(to) && from.length === to.length) {
      for (let index = 0; index < to.length; index++) if (!walk(from[index], to[index], [...path, String(index)])) return false;
      return true;
    }
    if (isObject(from) && isObject(to)) {
      for (const [key, value] of Object.entries(to)) {
        if (value === undefined) continue;
        if (from[key] === undefined) changes.push({ path: [...path, key], value });
        else if (!walk(from[key], value, [...path, key])) return false;
        if (changes.length > max) return false;
      }
      for (const [key, value] of Object.entries(from)) {
        if (value !== undefined && to[key] === undefined) changes.push({ path: [...path, key], removed: true });
      }
      return changes.length <= max;
    }
    // A number, string, boolean or null that changed, or a value of another kind.
    if (path.length === 0) return false;
    changes.push({ path, value: to });
    return changes.length <= max;
  };
  return walk(before, after, []) ? changes : null;
}
