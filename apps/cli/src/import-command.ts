import { parseArgs } from "node:util";
import { importResume } from "@vitae/importers";
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

const usage = `Usage: vitae import <file> --format ${Object.keys(cliFormats).join("|")}\n`;

/**
 * `vitae import <file> --format NAME`: converts the file to Vitae's format and prints it
 * (JSON) on stdout; warnings go to stderr. Invalid input exits 1 with every problem on
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
  if (!file || extra.length > 0 || !name) {
    io.stderr.write(usage);
    return 2;
  }
  // The ids of importFormats are accepted too, e.g. json-resume-json.
  const format = Object.hasOwn(cliFormats, name) ? cliFormats[name] : Object.values(cliFormats).find((id) => id === name);
  if (!format) {
    io.stderr.write(`vitae import: unknown format "${name}"\n${usage}`);
    return 2;
  }
  const bytes = await readFileBytes(file, io);
  if (!bytes) return 1;
  const result = importResume(format, bytes);
  writeIssues(io, result.warnings, "warning: ");
  if (!result.ok) {
    writeIssues(io, result.errors);
    return 1;
  }
  io.stdout.write(`${JSON.stringify(result.data, null, 2)}\n`);
  return 0;
}
