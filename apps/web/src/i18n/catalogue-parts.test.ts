import { describe, expect, it } from "vitest";
import enUS from "@/locales/en-US.json";
import { availableAreas, catalogueEntries, usedKeys } from "@/test/catalogue-usage";
import { catalogueParts } from "./catalogue-parts";
import { coreCatalogue } from "./init-i18n";

const catalogue = enUS as Record<string, unknown>;
const parts: Record<string, readonly string[]> = catalogueParts;

function pathExists(path: string): boolean {
  let node: unknown = catalogue;
  for (const key of path.split(".")) node = node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined;
  return node !== undefined;
}

describe("catalogue parts", () => {
  it("name only areas and keys the catalogue has", () => {
    const missing = Object.values(parts).flat().filter((path) => !pathExists(path));
    expect(missing).toEqual([]);
  });

  it("cover every key of the catalogue, so no word is left unloadable", () => {
    const named = new Set(Object.values(parts).flat());
    // publicResume is the public page's, which picks its own words (public/public-strings.ts).
    const uncovered = Object.entries(catalogue)
      .filter(([area]) => area !== "publicResume" && !named.has(area))
      .flatMap(([area, words]) => Object.keys(words as object).map((key) => `${area}.${key}`))
      .filter((key) => !named.has(key));
    expect(uncovered).toEqual([]);
  });

  it("bundle exactly the core part with the entry", () => {
    const bundled = Object.entries(coreCatalogue).flatMap(([area, words]) =>
      Object.keys(words as object).map((key) => `${area}.${key}`),
    );
    const expected = catalogueParts.core.flatMap((path) =>
      path.includes(".") ? [path] : Object.keys(catalogue[path] as object).map((key) => `${path}.${key}`),
    );
    expect(bundled.sort()).toEqual(expected.sort());
  });

  it("hold every key the code names where that code runs", () => {
    const entries = catalogueEntries("main.tsx", parts);
    const available = availableAreas(entries, "main.tsx", catalogueParts.core);
    const uncovered: string[] = [];
    for (const file of entries.keys()) {
      const paths = available.get(file) ?? new Set();
      for (const [key, namedIn] of usedKeys(file, catalogue)) {
        const [area] = key.split(".");
        if (!paths.has(area as string) && !paths.has(key)) uncovered.push(`${key} (${namedIn}, loaded by ${file})`);
      }
    }
    expect(uncovered).toEqual([]);
  });

  it("are found in the routes and panels that load them", () => {
    // Guards the test above: were the import pattern to stop matching, it would pass vacuously.
    const declared = new Set(
      [...catalogueEntries("main.tsx", parts).values()].flatMap((entry) => entry.declared),
    );
    const expected = Object.entries(parts)
      .filter(([name]) => name !== "core")
      .flatMap(([, paths]) => paths);
    expect([...new Set(expected)].filter((path) => !declared.has(path))).toEqual([]);
  });
});
