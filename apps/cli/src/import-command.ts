import { parseArgs } from "node:util";
import { type ImportResult, importResume, importVitaePdf, isPdf } from "@vitae/importers";
import type { ImportFormat } from "@vitae/schema";
import type { Io } from "./main";
import { readFileBytes, writeIssues } from "./read-file";

/** The names `--format` takes, for the formats of `importFormats`. */
export const cliFormats: Record<string, ImportFormat> = {
  current: "reactive-resume-json",
  "reactive-resume-v3": "reactive-resume-v3-json",
  "json-resume": "json-resume-json",
  linkedin: "linkedin-data-export-zip",
};

const usage = `Usage: vitae import <file> --format ${Object.keys(cliFormats).join("|")}\n       vitae import <resume.pdf>   (a PDF Vitae printed; detected by its content)\n`;

/**
 * `vitae import <file> --format NAME`: converts the file to Vitae's format and prints it
 * (JSON) on stdout; a PDF Vitae printed needs no --format (its attached resume data is read
 * back, and any other PDF is refused as not made by Vitae); warnings go to stderr. Invalid input exits 1 with every problem on
 * stderr, a usage mistake 2.
 */
export async function importCommand(args: string[], io: Io): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args, allowPositionals: true, options: { format: { type: "string", short: "f" } } });
  } catch (error) {
    io.stderr.write(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  const [file, ...extra] = parsed.positionals;
  const name = parsed.values.format;
  if (!file || extra.length > 0) {
    io.stderr.write(usage);
    return 2;
  }
  // The ids of importFormats are accepted too, e.g. json-resume-json.
  const format = name && (Object.hasOwn(cliFormats, name) ? cliFormats[name] : Object.values(cliFormats).find((id) => id === name));
  if (name && !format) {
    io.stderr.write(`vitae import: unknown format "${name}"\n${usage}`);
    return 2;
  }
  const bytes = await readFileBytes(file, io);
  if (!bytes) return 1;
  let result: ImportResult;
  // A PDF can only be one Vitae printed, whatever --format says: it carries its resume data.
  if (isPdf(bytes)) result = await importVitaePdf(bytes);
  else if (format) result = importResume(format, bytes);
  else {
    io.stderr.write(usage);
    return 2;
  }
  writeIssues(io, result.warnings, "warning: ");
  if (!result.ok) {
    writeIssues(io, result.errors);
    return 1;
  }
  io.stdout.write(`${JSON.stringify(result.data, null, 2)}\n`);
  return 0;
}
