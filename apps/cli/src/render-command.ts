import { mkdir, stat } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { isTemplateName, pageFormatSchema, pageFormats, templateNames } from "@vitae/schema";
import { type BuildPaths, type PrintJob, defaultBuild, missingBuild, printWithBuild } from "./built-printer";
import type { Io } from "./main";
import { readResumeFile } from "./read-file";

const usage =
  `Usage: vitae render <resume.json> -o <out.pdf> [--template ${templateNames.join("|")}] [--format ${pageFormats.join("|")}]\n` +
  "       vitae render <a.json> <b.json> … -o <folder>/   (one PDF per resume, named after it, through one browser)\n";

export interface RenderDeps {
  build: BuildPaths;
  /** Prints every job with the build, calling `onPrinted` per PDF written; replaced in tests of the argument handling. */
  print: (jobs: readonly PrintJob[], build: BuildPaths, onPrinted: (output: string) => void) => Promise<void>;
}

export const defaultRenderDeps: RenderDeps = { build: defaultBuild, print: printWithBuild };

async function isDirectory(target: string): Promise<boolean> {
  return stat(target).then(
    (found) => found.isDirectory(),
    () => false,
  );
}

/**
 * `vitae render <resume.json> -o out.pdf [--template NAME] [--format a4|letter]`: prints a
 * resume of Vitae's format to PDF with the server's own templates and printer (the built
 * app's printing entry and the local Chromium: CHROME_PATH, else /usr/bin/chromium). Several
 * resumes, or an -o ending in "/" or naming a folder, print into that folder as NAME.pdf
 * through one browser, with a progress line per PDF. Exit 1 for a bad resume or a failed
 * print, 2 for a usage mistake.
 */
export async function renderCommand(args: string[], io: Io, deps: RenderDeps = defaultRenderDeps): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        output: { type: "string", short: "o" },
        template: { type: "string", short: "t" },
        format: { type: "string", short: "f" },
      },
    });
  } catch (error) {
    io.stderr.write(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  const files = parsed.positionals;
  const { output, template, format } = parsed.values;
  if (files.length === 0 || !output) {
    io.stderr.write(usage);
    return 2;
  }
  if (template !== undefined && !isTemplateName(template)) {
    io.stderr.write(`vitae render: unknown template "${template}"\n${usage}`);
    return 2;
  }
  const pageFormat = format === undefined ? undefined : pageFormatSchema.safeParse(format);
  if (pageFormat && !pageFormat.success) {
    io.stderr.write(`vitae render: unknown format "${format}"\n${usage}`);
    return 2;
  }
  const intoFolder = files.length > 1 || /[\\/]$/.test(output) || (await isDirectory(output));

  const jobs: PrintJob[] = [];
  const taken = new Set<string>();
  for (const file of files) {
    const data = await readResumeFile(file, io);
    if (!data) return 1;
    if (template) data.metadata.template = template;
    if (pageFormat?.success) data.metadata.page.format = pageFormat.data;
    let target = output;
    if (intoFolder) {
      const base = path.basename(file).replace(/\.json$/i, "");
      target = path.join(output, `${base}.pdf`);
      for (let number = 2; taken.has(target); number++) target = path.join(output, `${base}-${number}.pdf`);
      taken.add(target);
    }
    jobs.push({ data, output: target });
  }

  const missing = missingBuild(deps.build);
  if (missing) {
    io.stderr.write(`${missing}\n`);
    return 1;
  }
  if (intoFolder) await mkdir(output, { recursive: true });
  let done = 0;
  try {
    await deps.print(jobs, deps.build, (written) => {
      done++;
      io.stdout.write(intoFolder ? `[${done}/${jobs.length}] ${written}: PDF written\n` : `${written}: PDF written\n`);
    });
  } catch (error) {
    io.stderr.write(`vitae render: ${(error as Error).message}\n`);
    return 1;
  }
  return 0;
}
