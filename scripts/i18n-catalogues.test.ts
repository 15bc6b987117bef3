import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import {
  type CataloguePaths,
  checkCatalogues,
  coverageTable,
  languageCoverage,
  repositoryPaths,
  tableEnd,
  tableStart,
  withCoverageTable,
} from "./i18n-catalogues.ts";
import { runI18n } from "./i18n.ts";

const root = fileURLToPath(new URL("..", import.meta.url));

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A small catalogue folder and docs file: en-US, de-DE and ru-RU, complete. */
function fixture(): CataloguePaths {
  const dir = mkdtempSync(path.join(tmpdir(), "vitae-i18n-"));
  folders.push(dir);
  const localesDir = path.join(dir, "locales");
  mkdirSync(localesDir);
  const write = (locale: string, catalogue: unknown) =>
    writeFileSync(path.join(localesDir, `${locale}.json`), `${JSON.stringify(catalogue, null, 2)}\n`);
  write("en-US", { dialog: { save: "Save", cancel: "Cancel" } });
  write("de-DE", { dialog: { save: "Speichern", cancel: "Abbrechen" } });
  write("ru-RU", { dialog: { save: "Сохранить", cancel: "Отмена" } });
  const docsFile = path.join(dir, "translations.md");
  writeFileSync(docsFile, `# Translations\n\n${tableStart}\n${tableEnd}\n\nThe end.\n`);
  const paths = { localesDir, docsFile };
  expect(runI18n(["sync"], paths, quiet())).toBe(0);
  return paths;
}

function quiet() {
  const lines = { log: [] as string[], error: [] as string[] };
  return { lines, log: (line: string) => lines.log.push(line), error: (line: string) => lines.error.push(line) };
}

const readJson = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
const catalogue = (paths: CataloguePaths, locale: string) => readJson(path.join(paths.localesDir, `${locale}.json`));
const untranslated = (paths: CataloguePaths, locale: string) => {
  const file = path.join(paths.localesDir, "untranslated", `${locale}.json`);
  return existsSync(file) ? readJson(file) : {};
};

describe("npm run i18n:add", () => {
  it("adds a string to en-US and, in English and listed untranslated, to every other catalogue", () => {
    const paths = fixture();
    const output = quiet();
    expect(runI18n(["add", "dialog.close", "Close", "items.count_one", "{{count}} item", "items.count_other", "{{count}} items"], paths, output)).toBe(0);

    expect(catalogue(paths, "en-US")).toEqual({
      dialog: { save: "Save", cancel: "Cancel", close: "Close" },
      items: { count_one: "{{count}} item", count_other: "{{count}} items" },
    });
    expect(catalogue(paths, "de-DE")).toEqual({
      dialog: { save: "Speichern", cancel: "Abbrechen", close: "Close" },
      items: { count_one: "{{count}} item", count_other: "{{count}} items" },
    });
    expect(untranslated(paths, "de-DE")).toEqual({
      "dialog.close": "Close",
      "items.count_one": "{{count}} item",
      "items.count_other": "{{count}} items",
    });
    // Russian gets its own four plural forms.
    expect(Object.keys(untranslated(paths, "ru-RU"))).toEqual([
      "dialog.close",
      "items.count_one",
      "items.count_few",
      "items.count_many",
      "items.count_other",
    ]);
    const doc = readFileSync(paths.docsFile, "utf8");
    expect(doc).toContain("| Deutsch | de-DE | 40.0 % |");
    expect(doc).toContain("| Русский | ru-RU | 28.5 % |");
    expect(doc.endsWith("\n\nThe end.\n")).toBe(true);
    expect(checkCatalogues(paths).problems).toEqual([]);
  });

  it("refuses an existing key, an odd argument list and an empty text, changing nothing", () => {
    const paths = fixture();
    const before = readFileSync(path.join(paths.localesDir, "en-US.json"), "utf8");
    const output = quiet();
    expect(runI18n(["add", "dialog.save", "Save it"], paths, output)).toBe(2);
    expect(output.lines.error.join("\n")).toContain('en-US already has "dialog.save"');
    expect(runI18n(["add", "dialog.close"], paths, output)).toBe(2);
    expect(runI18n(["add", "dialog.close", " "], paths, output)).toBe(2);
    expect(runI18n(["add", "dialog.save.label", "x"], paths, output)).toBe(2);
    expect(readFileSync(path.join(paths.localesDir, "en-US.json"), "utf8")).toBe(before);
  });

  it("--reword changes the English text and lists the key untranslated in every language again", () => {
    const paths = fixture();
    expect(runI18n(["add", "--reword", "dialog.save", "Save and close"], paths, quiet())).toBe(0);
    expect(catalogue(paths, "de-DE")).toEqual({ dialog: { save: "Save and close", cancel: "Abbrechen" } });
    expect(untranslated(paths, "de-DE")).toEqual({ "dialog.save": "Save and close" });
    expect(runI18n(["add", "--reword", "dialog.nothing", "x"], paths, quiet())).toBe(2);
  });
});

describe("npm run i18n:sync", () => {
  it("takes a translated key off the list, follows changed English and removes keys en-US dropped", () => {
    const paths = fixture();
    runI18n(["add", "dialog.close", "Close", "dialog.open", "Open"], paths, quiet());
    const de = path.join(paths.localesDir, "de-DE.json");
    writeFileSync(de, readFileSync(de, "utf8").replace('"close": "Close"', '"close": "Schließen"'));
    const en = path.join(paths.localesDir, "en-US.json");
    writeFileSync(en, readFileSync(en, "utf8").replace('"open": "Open"', '"open": "Open…"').replace(/\s*"cancel": "Cancel",/, ""));
    expect(checkCatalogues(paths).problems).toEqual(
      expect.arrayContaining([
        'de-DE: "dialog.close" is translated but still listed as untranslated',
        'de-DE: "dialog.open" is untranslated and holds an older en-US text',
        'de-DE: has "dialog.cancel", which en-US does not',
      ]),
    );

    expect(runI18n(["sync"], paths, quiet())).toBe(0);
    expect(catalogue(paths, "de-DE")).toEqual({ dialog: { save: "Speichern", close: "Schließen", open: "Open…" } });
    expect(untranslated(paths, "de-DE")).toEqual({ "dialog.open": "Open…" });
    expect(checkCatalogues(paths).problems).toEqual([]);
  });

  it("removes a language's untranslated list once everything is translated", () => {
    const paths = fixture();
    runI18n(["add", "dialog.close", "Close"], paths, quiet());
    const de = path.join(paths.localesDir, "de-DE.json");
    writeFileSync(de, readFileSync(de, "utf8").replace('"close": "Close"', '"close": "Schließen"'));
    runI18n(["sync"], paths, quiet());
    expect(existsSync(path.join(paths.localesDir, "untranslated", "de-DE.json"))).toBe(false);
    expect(readFileSync(paths.docsFile, "utf8")).toContain("| Deutsch | de-DE | 100.0 % |");
  });
});

describe("npm run i18n:check", () => {
  it("prints each language's coverage and, with --keys, its untranslated keys", () => {
    const paths = fixture();
    runI18n(["add", "dialog.close", "Close"], paths, quiet());
    const output = quiet();
    expect(runI18n(["check", "--keys"], paths, output)).toBe(0);
    expect(output.lines.log).toEqual([
      "de-DE   66.6 %  2 of 3",
      "         untranslated: dialog.close",
      "ru-RU   66.6 %  2 of 3",
      "         untranslated: dialog.close",
    ]);
  });

  it("with --release fails while any language has an untranslated key", () => {
    const paths = fixture();
    expect(runI18n(["check", "--release"], paths, quiet())).toBe(0);
    runI18n(["add", "dialog.close", "Close"], paths, quiet());
    const output = quiet();
    expect(runI18n(["check", "--release"], paths, output)).toBe(1);
    expect(output.lines.error).toEqual(["not releasable: de-DE (1), ru-RU (1) have untranslated keys"]);
  });

  it("fails on a broken catalogue, a stray list and an out-of-date coverage table", () => {
    const paths = fixture();
    writeFileSync(path.join(paths.localesDir, "de-DE.json"), JSON.stringify({ dialog: { save: "Speichern {{name}}" } }));
    mkdirSync(path.join(paths.localesDir, "untranslated"), { recursive: true });
    writeFileSync(path.join(paths.localesDir, "untranslated", "xx-XX.json"), "{}");
    writeFileSync(paths.docsFile, `${tableStart}\n| stale |\n${tableEnd}\n`);
    const output = quiet();
    expect(runI18n(["check"], paths, output)).toBe(1);
    expect(output.lines.error).toEqual([
      'de-DE: lacks "dialog.cancel"',
      'de-DE: "dialog.save" has the placeholder {{name}}, which en-US does not',
      "untranslated/xx-XX.json belongs to no catalogue",
      "translations.md: the coverage table is out of date",
      "4 problem(s); npm run i18n:sync mends lists and the coverage table",
    ]);
  });

  it("answers usage for an unknown command", () => {
    const output = quiet();
    expect(runI18n(["frobnicate"], fixture(), output)).toBe(2);
    expect(output.lines.error[0]).toContain("usage:");
  });
});

describe("this repository's catalogues", () => {
  it("pass the check, and docs/translations.md shows their current coverage", () => {
    const report = checkCatalogues(repositoryPaths);
    expect(report.problems, "npm run i18n:sync mends the lists and the table").toEqual([]);
    expect(report.coverage.map((row) => row.locale)).toHaveLength(47);
    const doc = readFileSync(repositoryPaths.docsFile, "utf8");
    expect(withCoverageTable(doc, coverageTable(languageCoverage(repositoryPaths)))).toBe(doc);
  });

  it("run through npm run i18n:check (tsx scripts/i18n.ts)", { timeout: 60_000 }, () => {
    const result = spawnSync("npm", ["run", "--silent", "i18n:check"], { cwd: root, encoding: "utf8" });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^de-DE +\d+\.\d % {2}\d+ of \d+$/m);
  });
});
