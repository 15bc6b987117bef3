import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/*
 * The repository must explain itself: a comment or doc says the rule or the reason, or points
 * to a doc inside the repository (docs/…). Documents that readers of the repository do not
 * have — the product's specification and design notes, or an issue tracker's numbers — are
 * never cited, because a reader cannot follow such a reference.
 */

const root = fileURLToPath(new URL("..", import.meta.url));

/** Folders that hold no sources of ours. */
const skippedFolders = new Set(["node_modules", "dist", "reports", "test-results", "playwright-report", "data", "backups", ".git"]);

/** Sources and docs: code, styles, pages and Markdown (JSON data and fixtures are not prose). */
const checkedFile = /\.(?:[cm]?[jt]sx?|mts|css|html|md|sql|ya?ml)$/;

/** Citations of documents outside the repository, each with what to write instead. */
const outsideReferences: readonly { pattern: RegExp; instead: string }[] = [
  { pattern: /\bSPEC\b|\b[Tt]he spec(?:'s)?\b/, instead: "state the rule itself" },
  { pattern: /\bDESIGN(?:\.md)?\b(?!\w)|§/, instead: "state the reason, or point to docs/…" },
  { pattern: /\bissues? #?\d+|\(#\d+\)/i, instead: "say what the issue asked for" },
];

/** Files this test reads: itself it skips, since it spells out the patterns. */
function sourceFiles(dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return skippedFolders.has(entry.name) ? [] : sourceFiles(full);
    if (!checkedFile.test(entry.name) || full === fileURLToPath(import.meta.url)) return [];
    return [full];
  });
}

/** Every line of `text` that cites an outside document, as `file:line: text (instead)`. */
function outsideCitations(file: string, text: string): string[] {
  return text.split("\n").flatMap((line, index) => {
    const found = outsideReferences.find(({ pattern }) => pattern.test(line));
    return found ? [`${file}:${index + 1}: ${line.trim()} (${found.instead})`] : [];
  });
}

describe("comments and docs", () => {
  it("cite no document outside the repository (specification, design notes, issue numbers)", () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(500);
    const citations = files.flatMap((file) => outsideCitations(path.relative(root, file), readFileSync(file, "utf8")));
    expect(citations).toEqual([]);
  });

  it("recognise each kind of citation, and leave ordinary words alone", () => {
    const cited = [
      "// Limits of SPEC §9.",
      " * (DESIGN.md §6: 150 KiB)",
      "/* budget: DESIGN §6 */",
      "// as the spec's table says",
      "// A locked resume opens read-only (issue 6).",
      "// fixed upstream (#12)",
    ];
    for (const line of cited) expect(outsideCitations("x.ts", line), line).toHaveLength(1);
    const ordinary = [
      "// The import issue list shows every problem with its path.",
      "test(\"e2e/security.spec.ts covers the printed page\")",
      "const colour = \"#123456\";",
      "// WCAG 2.2.2: pause, stop, hide",
      "// Designer with seven years in B2B software",
      "// issues[0] is the first problem",
      "// every spec signs up from 127.0.0.1",
      "outline: 1px solid #000;",
    ];
    for (const line of ordinary) expect(outsideCitations("x.ts", line), line).toEqual([]);
  });
});
