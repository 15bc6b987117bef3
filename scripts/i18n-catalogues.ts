/*
 * The translation catalogues on disk (apps/web/src/locales): adding an en-US string to all of
 * them, syncing them from en-US, checking them and writing the coverage table of
 * docs/translations.md. scripts/i18n.ts is the command line over these; the rules themselves
 * are packages/schema/src/translation-catalogue.ts and apps/web/src/i18n/sync-catalogue.ts.
 */
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Catalogue, type UntranslatedKeys, catalogueProblems, defaultLocale, languages } from "@vitae/schema";
import { coverage, setSourceText, sourceHasKey, syncCatalogue } from "../apps/web/src/i18n/sync-catalogue.ts";

const root = fileURLToPath(new URL("..", import.meta.url));

export interface CataloguePaths {
  /** The folder of `{locale}.json`, with the untranslated lists in its `untranslated/`. */
  localesDir: string;
  /** The doc whose coverage table is kept current. */
  docsFile: string;
}

export const repositoryPaths: CataloguePaths = {
  localesDir: path.join(root, "apps/web/src/locales"),
  docsFile: path.join(root, "docs/translations.md"),
};

/** The lines between which docs/translations.md holds the generated coverage table. */
export const tableStart = "<!-- coverage table: written by npm run i18n:sync -->";
export const tableEnd = "<!-- end of coverage table -->";

/** A usage or data error the command line reports without a stack trace. */
export class I18nError extends Error {
  override name = "I18nError";
}

function readJson<T>(file: string): T {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch (error) {
    throw new I18nError(`${path.basename(file)} is not valid JSON: ${(error as Error).message}`);
  }
}

function writeJson(file: string, value: unknown): void {
  const text = `${JSON.stringify(value, null, 2)}\n`;
  if (!existsSync(file) || readFileSync(file, "utf8") !== text) writeFileSync(file, text);
}

const untranslatedFile = (paths: CataloguePaths, locale: string) => path.join(paths.localesDir, "untranslated", `${locale}.json`);

/** The locales with a catalogue, en-US excluded, sorted. */
export function translatedLocales(paths: CataloguePaths): string[] {
  return readdirSync(paths.localesDir)
    .filter((file) => file.endsWith(".json"))
    .map((file) => file.slice(0, -".json".length))
    .filter((locale) => locale !== defaultLocale)
    .sort();
}

export function readSource(paths: CataloguePaths): Catalogue {
  return readJson<Catalogue>(path.join(paths.localesDir, `${defaultLocale}.json`));
}

export function readCatalogue(paths: CataloguePaths, locale: string): Catalogue {
  return readJson<Catalogue>(path.join(paths.localesDir, `${locale}.json`));
}

/** A language's untranslated keys; none when it has no list. */
export function readUntranslated(paths: CataloguePaths, locale: string): UntranslatedKeys {
  const file = untranslatedFile(paths, locale);
  return existsSync(file) ? readJson<UntranslatedKeys>(file) : {};
}

function writeUntranslated(paths: CataloguePaths, locale: string, keys: UntranslatedKeys): void {
  const file = untranslatedFile(paths, locale);
  if (Object.keys(keys).length === 0) {
    rmSync(file, { force: true });
    return;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  writeJson(file, keys);
}

export interface LanguageCoverage {
  locale: string;
  /** The language's name in itself, as the picker shows it. */
  name: string;
  translated: number;
  total: number;
  percent: number;
  untranslated: string[];
}

/** Every language's coverage, in the language picker's order. */
export function languageCoverage(paths: CataloguePaths): LanguageCoverage[] {
  const source = readSource(paths);
  const names = new Map(languages.map((language) => [language.locale, language.name]));
  const order = new Map(languages.map((language, index) => [language.locale, index]));
  return translatedLocales(paths)
    .sort((a, b) => (order.get(a) ?? Infinity) - (order.get(b) ?? Infinity) || a.localeCompare(b))
    .map((locale) => {
      const untranslated = readUntranslated(paths, locale);
      return {
        locale,
        name: names.get(locale) ?? locale,
        ...coverage(locale, readCatalogue(paths, locale), source, untranslated),
        untranslated: Object.keys(untranslated),
      };
    });
}

/**
 * The markdown table of every language's coverage. Percentages only (`npm run i18n:check`
 * prints the counts), so adding a string with all its translations leaves the table as it is.
 */
export function coverageTable(rows: readonly LanguageCoverage[]): string {
  const lines = ["| language | locale | coverage |", "|---|---|---|"];
  for (const row of rows) lines.push(`| ${row.name} | ${row.locale} | ${row.percent.toFixed(1)} % |`);
  return lines.join("\n");
}

/** docs/translations.md with its coverage table replaced by `table`. */
export function withCoverageTable(doc: string, table: string): string {
  const start = doc.indexOf(tableStart);
  const end = doc.indexOf(tableEnd);
  if (start === -1 || end < start) throw new I18nError(`the docs file lacks the lines "${tableStart}" and "${tableEnd}"`);
  return `${doc.slice(0, start + tableStart.length)}\n${table}\n${doc.slice(end)}`;
}

function writeCoverageDoc(paths: CataloguePaths): void {
  const doc = readFileSync(paths.docsFile, "utf8");
  const next = withCoverageTable(doc, coverageTable(languageCoverage(paths)));
  if (next !== doc) writeFileSync(paths.docsFile, next);
}

/**
 * Brings every catalogue in step with en-US (see syncCatalogue) and rewrites the coverage
 * table. `retranslate`: en-US keys whose translations are dropped because their meaning changed.
 */
export function syncAll(paths: CataloguePaths, retranslate: ReadonlySet<string> = new Set()): void {
  const source = readSource(paths);
  for (const locale of translatedLocales(paths)) {
    const synced = syncCatalogue(locale, readCatalogue(paths, locale), source, readUntranslated(paths, locale), retranslate);
    writeJson(path.join(paths.localesDir, `${locale}.json`), synced.catalogue);
    writeUntranslated(paths, locale, synced.untranslated);
  }
  writeCoverageDoc(paths);
}

/**
 * Adds texts to en-US and, untranslated, to every other catalogue. A key en-US has already is
 * refused unless `reword`, which replaces its text and marks it untranslated everywhere.
 */
export function addStrings(paths: CataloguePaths, entries: readonly (readonly [string, string])[], reword = false): void {
  if (entries.length === 0) throw new I18nError('say which key to add and its English text: npm run i18n:add -- some.key "Text"');
  const source = readSource(paths);
  for (const [key, text] of entries) {
    if (text.trim() === "") throw new I18nError(`the English text of "${key}" is empty`);
    const exists = sourceHasKey(source, key);
    if (exists && !reword) throw new I18nError(`en-US already has "${key}"; to change its text and have it translated again, add --reword`);
    if (!exists && reword) throw new I18nError(`en-US has no "${key}" to reword`);
    try {
      setSourceText(source, key, text);
    } catch (error) {
      throw new I18nError((error as Error).message);
    }
  }
  writeJson(path.join(paths.localesDir, `${defaultLocale}.json`), source);
  syncAll(paths, new Set(reword ? entries.map(([key]) => key.replace(/_(zero|one|two|few|many|other)$/, "")) : []));
}

export interface CheckReport {
  /** Broken catalogues or lists, and a stale coverage table; any of them fails the check. */
  problems: string[];
  coverage: LanguageCoverage[];
}

/** Every problem of the catalogues, their untranslated lists and the coverage table, and each language's coverage. */
export function checkCatalogues(paths: CataloguePaths): CheckReport {
  const source = readSource(paths);
  const problems = translatedLocales(paths).flatMap((locale) =>
    catalogueProblems(locale, readCatalogue(paths, locale), source, readUntranslated(paths, locale)),
  );
  const untranslatedDir = path.join(paths.localesDir, "untranslated");
  if (existsSync(untranslatedDir)) {
    const known = new Set(translatedLocales(paths));
    for (const file of readdirSync(untranslatedDir)) {
      if (!known.has(file.replace(/\.json$/, ""))) problems.push(`untranslated/${file} belongs to no catalogue`);
    }
  }
  const rows = languageCoverage(paths);
  const doc = readFileSync(paths.docsFile, "utf8");
  if (withCoverageTable(doc, coverageTable(rows)) !== doc) problems.push(`${path.basename(paths.docsFile)}: the coverage table is out of date`);
  return { problems, coverage: rows };
}
