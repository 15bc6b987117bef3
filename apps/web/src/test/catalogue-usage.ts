import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

/*
 * Reads the web app's source the way the bundler splits it: every file reachable through
 * static imports belongs to the chunk graph of an entry, every `import("…")` starts a new
 * entry. Each entry names the catalogue parts it loads with its code (`withCatalogueParts`),
 * and gets to use those words plus whatever the code that imports it had loaded already.
 */

const srcDir = resolve(import.meta.dirname, "..");

/** A point where code is loaded: the app's entry or a dynamic import. */
export interface CatalogueEntry {
  /** The file the entry loads, relative to src. */
  file: string;
  /** The catalogue paths (areas or keys) loaded along with it. */
  declared: string[];
  /** Files (relative to src) whose code contains the `import()` that loads it. */
  importedFrom: Set<string>;
}

const staticImport = /^\s*(?:import|export)\s+(?!type\s)(?:[\w*{}\s,$]+?\s+from\s+)?["']([^"']+)["']/gm;
const dynamicImport = /import\(\s*["']([^"']+)["']\s*\)/g;
const withPartsImport = /withCatalogueParts\(\s*\[([^\]]*)\]\s*,\s*\(\)\s*=>\s*import\(\s*["']([^"']+)["']\s*\)/g;
// A string that looks like a catalogue key: dotted words, closed by its quote or cut by `${`.
const keyLike = /(["'`])([A-Za-z]\w*\.(?:\w+(?:\.\w+)*\.?)?)(?=\1|\$\{)/g;

function resolveSource(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("@/")) base = join(srcDir, specifier.slice(2));
  else if (specifier.startsWith(".")) base = resolve(dirname(join(srcDir, from)), specifier);
  else return null; // a package: none of them use the app's catalogue
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return relative(srcDir, candidate);
  }
  return null; // JSON, CSS, assets
}

const sources = new Map<string, string>();
function source(file: string): string {
  let text = sources.get(file);
  if (text === undefined) {
    text = readFileSync(join(srcDir, file), "utf8");
    sources.set(file, text);
  }
  return text;
}

/** Files reachable from `file` through static imports, `file` included. */
export function staticGraph(file: string): Set<string> {
  const seen = new Set<string>();
  const pending = [file];
  while (pending.length > 0) {
    const next = pending.pop() as string;
    if (seen.has(next)) continue;
    seen.add(next);
    for (const match of source(next).matchAll(staticImport)) {
      const target = resolveSource(next, match[1] as string);
      if (target) pending.push(target);
    }
  }
  return seen;
}

/**
 * Every entry reachable from `main`, keyed by file, with the catalogue paths of the parts it
 * loads with its code (`withCatalogueParts(["name", …], () => import("…"))`, names looked up
 * in `parts`); a plain `import("…")` loads none.
 */
export function catalogueEntries(main: string, parts: Record<string, readonly string[]>): Map<string, CatalogueEntry> {
  const entries = new Map<string, CatalogueEntry>([[main, { file: main, declared: [], importedFrom: new Set() }]]);
  const pending = [main];
  while (pending.length > 0) {
    const entry = pending.pop() as string;
    for (const file of staticGraph(entry)) {
      const text = source(file);
      const declaredAt = new Map<string, string[]>();
      for (const [, names, specifier] of text.matchAll(withPartsImport)) {
        const paths = [...(names ?? "").matchAll(/["'](\w+)["']/g)].flatMap(
          ([, part]) => parts[part as string] ?? [`<no part ${part}>`],
        );
        declaredAt.set(specifier as string, paths);
      }
      for (const match of text.matchAll(dynamicImport)) {
        const target = resolveSource(file, match[1] as string);
        if (!target) continue;
        const known = entries.get(target);
        const declared = declaredAt.get(match[1] as string) ?? [];
        if (known) {
          known.importedFrom.add(file);
          known.declared = [...new Set([...known.declared, ...declared])];
        } else {
          entries.set(target, { file: target, declared, importedFrom: new Set([file]) });
          pending.push(target);
        }
      }
    }
  }
  return entries;
}

/**
 * The catalogue paths an entry may rely on: its own, the core (for the main entry) and
 * those that every place importing it had loaded before.
 */
export function availableAreas(
  entries: Map<string, CatalogueEntry>,
  main: string,
  core: readonly string[],
): Map<string, Set<string>> {
  const graphs = new Map([...entries.keys()].map((file) => [file, staticGraph(file)]));
  const available = new Map<string, Set<string>>();
  const visiting = new Set<string>();
  const resolveEntry = (file: string): Set<string> | null => {
    const done = available.get(file);
    if (done) return done;
    if (visiting.has(file)) return null; // a cycle adds nothing
    visiting.add(file);
    const entry = entries.get(file) as CatalogueEntry;
    let inherited: Set<string> | null = file === main ? new Set(core) : null;
    for (const [parent, graph] of graphs) {
      if (![...entry.importedFrom].some((site) => graph.has(site))) continue;
      const parentAreas = resolveEntry(parent);
      if (!parentAreas) continue;
      inherited = inherited ? new Set([...inherited].filter((area) => parentAreas.has(area))) : new Set(parentAreas);
    }
    visiting.delete(file);
    const result = new Set([...(inherited ?? []), ...entry.declared]);
    available.set(file, result);
    return result;
  };
  for (const file of entries.keys()) resolveEntry(file);
  return available;
}

/**
 * The catalogue keys (area and second segment, e.g. "builder.save") that the files of an entry's
 * static graph name in string literals, each with the file naming it. A literal counts when
 * its area exists and its second segment is a key of that area (plural forms included), so
 * "settings.json" is not mistaken for a key.
 */
export function usedKeys(file: string, catalogue: Record<string, unknown>): Map<string, string> {
  const used = new Map<string, string>();
  for (const member of staticGraph(file)) {
    for (const match of source(member).matchAll(keyLike)) {
      const [area, second] = (match[2] as string).split(".");
      const words = catalogue[area as string];
      if (!words || typeof words !== "object") continue;
      const keys = Object.keys(words);
      const known =
        !second || keys.some((key) => key === second || key.startsWith(`${second}_`));
      if (known && !used.has(`${area}.${second ?? ""}`)) used.set(`${area}.${second ?? ""}`, member);
    }
  }
  return used;
}
