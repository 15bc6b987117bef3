import { parseArgs } from "node:util";
import { exportJsonResume } from "@vitae/importers";
import type { ResumeData } from "@vitae/schema";
import { importFile } from "./import-command";
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
