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
  // The path of the values being compared, grown and shrunk in place and copied only into a
  // change: a whole 40 KB resume sent again has thousands of values, and a new array for
  // each was most of this walk's time.
  const path: string[] = [];
  const change = (entry: { value: unknown } | { removed: true }) => changes.push({ path: [...path], ...entry } as PathChange);
  const walkInto = (key: string, from: unknown, to: unknown): boolean => {
    path.push(key);
    const same = walk(from, to);
    path.pop();
    return same;
  };
  const walk = (from: unknown, to: unknown): boolean => {
    if (from === to) return true;
    if (Array.isArray(from) && Array.isArray(to) && from.length === to.length) {
      for (let index = 0; index < to.length; index++) if (!walkInto(String(index), from[index], to[index])) return false;
      return true;
    }
    if (isObject(from) && isObject(to)) {
      for (const key of Object.keys(to)) {
        const value = to[key];
        if (value === undefined) continue;
        if (from[key] === undefined) {
          path.push(key);
          change({ value });
          path.pop();
        } else if (!walkInto(key, from[key], value)) return false;
        if (changes.length > max) return false;
      }
      for (const key of Object.keys(from)) {
        if (from[key] === undefined || to[key] !== undefined) continue;
        path.push(key);
        change({ removed: true });
        path.pop();
      }
      return changes.length <= max;
    }
    // A number, string, boolean or null that changed, or a value of another kind.
    if (path.length === 0) return false;
    change({ value: to });
    return changes.length <= max;
  };
  return walk(before, after) ? changes : null;
}
