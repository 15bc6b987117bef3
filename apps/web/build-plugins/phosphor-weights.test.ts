import { existsSync, readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { alignments, lists, marks } from "../src/builder/rich-text/toolbar-items";
import { boldPhosphorIcons, keepPhosphorWeights, usedPhosphorWeights, weightsOf } from "./phosphor-weights";

const require = createRequire(import.meta.url);
const definitions = join(require.resolve("@phosphor-icons/react/package.json"), "..", "dist", "defs");
const definition = (name: string) => readFileSync(join(definitions, `${name}.es.js`), "utf8");

/** The weights a module's Map still defines, by evaluating nothing: the quoted keys. */
const weightsIn = (code: string) => [...code.matchAll(/^\s*\[\s*"(\w+)",/gm)].map((match) => match[1]);

describe("keepPhosphorWeights", () => {
  it("keeps only the asked weights of an icon, in their order, and the rest of the module", () => {
    const code = definition("Plus");
    const trimmed = keepPhosphorWeights(code, ["regular", "bold"]);
    expect(trimmed).not.toBeNull();
    expect(weightsIn(code)).toEqual(["bold", "duotone", "fill", "light", "regular", "thin"]);
    expect(weightsIn(trimmed!)).toEqual(["bold", "regular"]);
    expect(trimmed).toContain('import * as e from "react";');
    expect(trimmed).toMatch(/export\s*\{/);
    // The kept drawings are untouched.
    expect(trimmed).toContain("M224,128a8,8,0,0,1-8,8H136v80a8,8,0,0,1-16,0V136H40a8,8,0,0,1,0-16h80V40a8,8,0,0,1,16,0v80h80A8,8,0,0,1,224,128Z");
  });

  it("handles icons whose drawings have several parts (duotone opacity layers)", () => {
    const trimmed = keepPhosphorWeights(definition("DotsSixVertical"), ["bold"]);
    expect(weightsIn(trimmed!)).toEqual(["bold"]);
    expect(trimmed).not.toContain("opacity");
  });

  it("leaves code of another shape alone", () => {
    expect(keepPhosphorWeights("export const x = 1;", ["regular"])).toBeNull();
    expect(keepPhosphorWeights('const a = new Map([[1, 2]]); export { a };', ["regular"])).toBeNull();
  });
});

/** Every source file of the app under `directory`. */
function sources(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe("usedPhosphorWeights", () => {
  it("covers every weight the app asks an icon for", () => {
    const asked = new Set<string>();
    for (const file of sources(join(import.meta.dirname, "..", "src"))) {
      const code = readFileSync(file, "utf8");
      // weight="bold" or weight={pressed ? "bold" : "regular"}: every quoted word counts.
      for (const match of code.matchAll(/\bweight=(?:"(\w+)"|\{([^}]*)\})/g)) {
        if (match[1]) asked.add(match[1]);
        for (const quoted of (match[2] ?? "").matchAll(/"(\w+)"/g)) asked.add(quoted[1]!);
      }
      // A weight set for many icons at once would bypass the check above.
      expect(code, file).not.toMatch(/IconContext/);
    }
    expect(asked.size).toBeGreaterThan(0);
    expect([...asked].filter((weight) => !usedPhosphorWeights.includes(weight as never))).toEqual([]);
  });
});

describe("boldPhosphorIcons", () => {
  it("keeps bold only for the listed icons", () => {
    expect(weightsOf("DotsThreeVertical", usedPhosphorWeights, boldPhosphorIcons)).toEqual(["regular", "bold"]);
    expect(weightsOf("Plus", usedPhosphorWeights, boldPhosphorIcons)).toEqual(["regular"]);
  });

  it("lists every icon the app draws in bold, by its definition's name", () => {
    const drawnBold = new Set<string>();
    for (const file of sources(join(import.meta.dirname, "..", "src"))) {
      const code = readFileSync(file, "utf8");
      // The names a file imports icons under, back to Phosphor's (`Image as ImageIcon`).
      const imported = new Map<string, string>();
      for (const list of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*"@phosphor-icons\/react"/g)) {
        for (const name of list[1]!.split(",").map((part) => part.trim()).filter(Boolean)) {
          const [original, local = original] = name.replace(/^type\s+/, "").split(/\s+as\s+/);
          imported.set(local!, original!);
        }
      }
      for (const use of code.matchAll(/<(\w+)\b[^>]*\bweight="bold"/g)) drawnBold.add(imported.get(use[1]!) ?? use[1]!);
      // Bold chosen at run time is the toolbar button's alone, whose icons are checked below.
      if (!file.endsWith("toolbar-button.tsx")) expect(code, file).not.toMatch(/\bweight=\{[^}]*"bold"/);
    }
    // The rich-text toolbar draws a toggle or an alignment bold while it is pressed.
    for (const icon of [...marks, ...lists].map((toggle) => toggle.icon).concat(Object.values(alignments).map((alignment) => alignment.icon))) {
      drawnBold.add((icon as { displayName?: string }).displayName!.replace(/Icon$/, ""));
    }
    expect(drawnBold.size).toBeGreaterThan(10);
    for (const name of drawnBold) expect(existsSync(join(definitions, `${name}.es.js`)), `${name} is not a definition's name`).toBe(true);
    expect([...drawnBold].filter((name) => !boldPhosphorIcons.includes(name))).toEqual([]);
  });
});
