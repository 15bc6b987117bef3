/*
 * The translation catalogues' command line (docs/translations.md):
 *   npm run i18n:add -- some.key "English text" [other.key "Text"…] [--reword]
 *   npm run i18n:sync
 *   npm run i18n:check [-- --keys] [-- --release]
 */
import { pathToFileURL } from "node:url";
import {
  type CataloguePaths,
  I18nError,
  addStrings,
  checkCatalogues,
  repositoryPaths,
  syncAll,
} from "./i18n-catalogues.ts";

export interface Output {
  log(line: string): void;
  error(line: string): void;
}

const usage = [
  "usage:",
  '  i18n add KEY "English text" [KEY "text"…] [--reword]   add strings to every catalogue, untranslated',
  "  i18n sync                                            bring every catalogue in step with en-US",
  "  i18n check [--keys] [--release]                      problems and coverage per language; --keys lists",
  "                                                       the untranslated keys, --release fails on any",
].join("\n");

/** Runs one command; answers the exit code. */
export function runI18n(args: readonly string[], paths: CataloguePaths = repositoryPaths, output: Output = console): number {
  const [command, ...rest] = args;
  const flags = new Set(rest.filter((arg) => arg.startsWith("--")));
  const words = rest.filter((arg) => !arg.startsWith("--"));
  try {
    switch (command) {
      case "add": {
        if (words.length % 2 !== 0) throw new I18nError(`every key needs its English text in quotes after it\n${usage}`);
        const entries = words.flatMap((word, index) => (index % 2 === 0 ? [[word, words[index + 1] ?? ""] as const] : []));
        addStrings(paths, entries, flags.has("--reword"));
        output.log(`added ${entries.map(([key]) => key).join(", ")} to en-US; every other catalogue shows it in English until translated`);
        return 0;
      }
      case "sync":
        syncAll(paths);
        output.log("every catalogue is in step with en-US");
        return 0;
      case "check": {
        const report = checkCatalogues(paths);
        for (const row of report.coverage) {
          output.log(`${row.locale.padEnd(6)} ${row.percent.toFixed(1).padStart(5)} %  ${row.translated} of ${row.total}`);
          if (flags.has("--keys")) for (const key of row.untranslated) output.log(`         untranslated: ${key}`);
        }
        for (const problem of report.problems) output.error(problem);
        if (report.problems.length > 0) {
          output.error(`${report.problems.length} problem(s); npm run i18n:sync mends lists and the coverage table`);
          return 1;
        }
        const incomplete = report.coverage.filter((row) => row.untranslated.length > 0);
        if (flags.has("--release") && incomplete.length > 0) {
          output.error(`not releasable: ${incomplete.map((row) => `${row.locale} (${row.untranslated.length})`).join(", ")} have untranslated keys`);
          return 1;
        }
        return 0;
      }
      default:
        throw new I18nError(usage);
    }
  } catch (error) {
    if (!(error instanceof I18nError)) throw error;
    output.error(error.message);
    return 2;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = runI18n(process.argv.slice(2));
}
