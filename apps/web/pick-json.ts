import { readFile } from "node:fs/promises";
import type { Plugin } from "vite";

/** The query that asks for part of a JSON file: `en-US.json?pick=publicResume,nav.backToVitae`. */
const pickQuery = /\.json\?(?:.*&)?pick=([^&]*)/;

/** `source` with only the dotted `paths` (and the objects leading to them); missing paths are left out. */
export function pickPaths(source: unknown, paths: readonly string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const path of paths) {
    const keys = path.split(".");
    let from: unknown = source;
    for (const key of keys) from = from && typeof from === "object" ? (from as Record<string, unknown>)[key] : undefined;
    if (from === undefined) continue;
    let into = picked;
    for (const key of keys.slice(0, -1)) into = (into[key] ??= {}) as Record<string, unknown>;
    into[keys.at(-1) ?? path] = from;
  }
  return picked;
}

/**
 * Lets a page import a few keys of a translation catalogue as a module of its own, e.g.
 * `import.meta.glob("./locales/*.json", { query: { pick: "publicResume" } })`: the public
 * page then downloads a few hundred bytes in the visitor's language instead of the whole
 * catalogue, while translators keep one file per language. The module is JavaScript (a
 * default export): with a query after ".json", Vite's JSON handling does not apply.
 */
export function pickJson(): Plugin {
  return {
    name: "vitae:pick-json",
    enforce: "pre",
    async load(id) {
      const match = pickQuery.exec(id);
      if (!match) return null;
      const file = id.slice(0, id.indexOf("?"));
      this.addWatchFile(file);
      const paths = decodeURIComponent(match[1] ?? "").split(",").filter(Boolean);
      const picked = pickPaths(JSON.parse(await readFile(file, "utf8")), paths);
      return { code: `export default ${JSON.stringify(picked)};\n`, moduleType: "js" };
    },
  };
}
