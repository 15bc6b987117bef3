import { type ImportResult, detectImportFormat, importResume, importVitaePdf, isPdf } from "@vitae/importers";
import type { ImportFormat } from "@vitae/schema";
import { parseFileAndFormat } from "./file-and-format-args";
import type { Io } from "./main";
import { readFileBytes, writeIssues } from "./read-file";

/** The names `--format` takes, for the formats of `importFormats`. */
export const cliFormats: Record<string, ImportFormat> = {
  current: "reactive-resume-json",
  "reactive-resume-v3": "reactive-resume-v3-json",
  "json-resume": "json-resume-json",
  linkedin: "linkedin-data-export-zip",
};

const usage = `Usage: vitae import <file> [--format ${Object.keys(cliFormats).join("|")}]\n`;

/** The `--format` name of a format id. */
export function cliFormatName(format: ImportFormat): string {
  return Object.keys(cliFormats).find((name) => cliFormats[name] === format) ?? format;
}

/** A `--format` value (a name of `cliFormats` or a format id) as its format, or undefined. */
export function parseCliFormat(name: string): ImportFormat | undefined {
  return Object.hasOwn(cliFormats, name) ? cliFormats[name] : Object.values(cliFormats).find((id) => id === name);
}

/**
 * Imports a file as `format`, or as the format its content shows when none is given;
 * writes warnings (and, on failure, the errors with a hint at the format the file looks
 * like) to stderr. Undefined when the file cannot be imported.
 */
export async function importFile(file: string, format: ImportFormat | undefined, io: Io, command: string): Promise<ImportResult | undefined> {
  const bytes = await readFileBytes(file, io);
  if (!bytes) return undefined;
  let result: ImportResult;
  // A PDF can only be one Vitae printed, whatever --format says: it carries its resume data.
  if (isPdf(bytes)) result = await importVitaePdf(bytes);
  else {
    const chosen = format ?? detectImportFormat(bytes);
    if (!chosen) {
      io.stderr.write(`vitae ${command}: cannot tell which format ${file} is in; give it with --format ${Object.keys(cliFormats).join("|")}\n`);
      return undefined;
    }
    result = importResume(chosen, bytes);
  }
  writeIssues(io, result.warnings, "warning: ");
  if (!result.ok) {
    writeIssues(io, result.errors);
    const detected = result.errors.find((error) => error.detected)?.detected;
    if (detected) io.stderr.write(`hint: import it with --format ${cliFormatName(detected)}\n`);
  }
  return result;
}

/**
 * `vitae import <file> [--format NAME]`: converts the file to Vitae's format and prints it
 * (JSON) on stdout; without --format the format is told from the file's content, and a PDF
 * Vitae printed gives back its attached resume data (any other PDF is refused as not made by
 * Vitae). Warnings
 * go to stderr. Invalid input exits 1 with every problem on stderr, a usage mistake 2.
 */
export async function importCommand(args: string[], io: Io): Promise<number> {
  const parsed = parseFileAndFormat(args, io, usage);
  if (!parsed) return 2;
  const { file, format: name } = parsed;
  // The ids of importFormats are accepted too, e.g. json-resume-json.
  const format = name === undefined ? undefined : parseCliFormat(name);
  if (name !== undefined && !format) {
    io.stderr.write(`vitae import: unknown format "${name}"\n${usage}`);
    return 2;
  }
  const result = await importFile(file, format, io, "import");
  if (!result?.ok) return 1;
  io.stdout.write(`${JSON.stringify(result.data, null, 2)}\n`);
  return 0;
}
