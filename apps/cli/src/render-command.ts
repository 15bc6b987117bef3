import { mkdir, stat } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { isTemplateName, pageFormatSchema, pageFormats, templateNames } from "@vitae/schema";
import { type BuildPaths, type PrintedJob, type Renderer, defaultBuild, missingBuild, startRenderer } from "./built-printer";
import type { Io } from "./main";

const usage =
  `Usage: vitae render <resume.json> -o <out.pdf> [--template ${templateNames.join("|")}] [--format ${pageFormats.join("|")}] [--png]\n` +
  "       vitae render <a.json> <b.json> … -o <folder>/   (one PDF per resume, named after it, through one browser)\n" +
  "       --png: a PNG of every page instead of the PDF (out.png, out-2.png, …)\n";

export interface RenderDeps {
  build: BuildPaths;
  /** Starts the printer of the build, calling `onPrinted` per job written; replaced in tests of the argument handling. */
  start: (build: BuildPaths, onPrinted: (printed: PrintedJob) => void) => Renderer;
}

export const defaultRenderDeps: RenderDeps = { build: defaultBuild, start: startRenderer };

async function isDirectory(target: string): Promise<boolean> {
  return stat(target).then(
    (found) => found.isDirectory(),
    () => false,
  );
}

/**
 * `vitae render <resume.json> -o out.pdf [--template NAME] [--format a4|letter] [--png]`: prints
 * a resume of Vitae's format to PDF with the server's own templates and printer (the built
 * app's printing entry and the local Chromium: CHROME_PATH, else /usr/bin/chromium). Several
 * resumes, or an -o ending in "/" or naming a folder, print into that folder as NAME.pdf
 * through one browser, with a progress line per resume. With --png each page is written as a
 * PNG instead (NAME.png, NAME-2.png, …). The printer starts before the input is read, so its
 * start overlaps the reading and checking. Exit 1 for a bad resume or a failed print, 2 for a
 * usage mistake.
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
        png: { type: "boolean" },
      },
    });
  } catch (error) {
    io.stderr.write(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  const files = parsed.positionals;
  const { output, template, format, png = false } = parsed.values;
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
  const missing = missingBuild(deps.build);
  if (missing) {
    io.stderr.write(`${missing}\n`);
    return 1;
  }
  const intoFolder = files.length > 1 || /[\\/]$/.test(output) || (await isDirectory(output));

  let done = 0;
  const renderer = deps.start(deps.build, ({ files: made }) => {
    done++;
    const what = !png ? "PDF written" : made.length > 1 ? `${made.length} PNG pages written` : "PNG written";
    const line = `${made.join(", ")}: ${what}`;
    io.stdout.write(intoFolder ? `[${done}/${files.length}] ${line}\n` : `${line}\n`);
  });
  // Loaded once the printer is starting: reading and checking resumes needs the importers.
  const { readResumeFile } = await import("./read-file");
  const taken = new Set<string>();
  const extension = png ? "png" : "pdf";
  for (const file of files) {
    const data = await readResumeFile(file, io);
    if (!data) {
      await renderer.cancel();
      return 1;
    }
    if (template) data.metadata.template = template;
    if (pageFormat?.success) data.metadata.page.format = pageFormat.data;
    let target = output;
    if (intoFolder) {
      const base = path.basename(file).replace(/\.json$/i, "");
      target = path.join(output, `${base}.${extension}`);
      for (let number = 2; taken.has(target); number++) target = path.join(output, `${base}-${number}.${extension}`);
      taken.add(target);
    }
    renderer.print({ data, output: target, png });
  }

  try {
    if (intoFolder) await mkdir(output, { recursive: true });
    await renderer.finish();
  } catch (error) {
    io.stderr.write(`vitae render: ${(error as Error).message}\n`);
    return 1;
  }
  return 0;
}
