import { exportJsonResume } from "@vitae/importers";
import type { ResumeData } from "@vitae/schema";
import { importFile } from "./import-command";
import { parseFileAndFormat } from "./file-and-format-args";
import type { Io } from "./main";

/** What `vitae export --format` writes. */
const exporters: Record<string, (data: ResumeData) => unknown> = {
  "json-resume": exportJsonResume,
  current: (data) => data,
};

const usage = `Usage: vitae export <file> --format ${Object.keys(exporters).join("|")}\n`;

/**
 * `vitae export <file> --format json-resume|current`: reads a resume file of any format
 * the import reads (told from its content) and prints it as a JSON Resume document or
 * in Vitae's own format on stdout; warnings go to stderr. Invalid input exits 1, a usage
 * mistake 2.
 */
export async function exportCommand(args: string[], io: Io): Promise<number> {
  const parsed = parseFileAndFormat(args, io, usage);
  if (!parsed) return 2;
  const { file, format: name } = parsed;
  if (!name) {
    io.stderr.write(usage);
    return 2;
  }
  const write = Object.hasOwn(exporters, name) ? exporters[name] : undefined;
  if (!write) {
    io.stderr.write(`vitae export: unknown format "${name}"\n${usage}`);
    return 2;
  }
  const result = await importFile(file, undefined, io, "export");
  if (!result?.ok) return 1;
  io.stdout.write(`${JSON.stringify(write(result.data), null, 2)}\n`);
  return 0;
}
