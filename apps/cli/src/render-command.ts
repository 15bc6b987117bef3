import { writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { type ResumeData, isTemplateName, templateNames } from "@vitae/schema";
import { type BuildPaths, defaultBuild, missingBuild, startBuiltAppServer } from "./built-app-server";
import type { Io } from "./main";
import { printResume } from "./print-resume";
import { readResumeFile } from "./read-file";

const usage = `Usage: vitae render <resume.json> -o <out.pdf> [--template ${templateNames.join("|")}]\n`;

export interface RenderDeps {
  build: BuildPaths;
  /** Prints on a throw-away server of the build; replaced in tests of the argument handling. */
  print: (data: ResumeData, build: BuildPaths) => Promise<Uint8Array>;
}

async function printOnBuiltServer(data: ResumeData, build: BuildPaths): Promise<Uint8Array> {
  const server = await startBuiltAppServer(build);
  try {
    return await printResume(server, data);
  } finally {
    await server.stop();
  }
}

export const defaultRenderDeps: RenderDeps = { build: defaultBuild, print: printOnBuiltServer };

/**
 * `vitae render <resume.json> -o out.pdf [--template NAME]`: prints a resume of Vitae's
 * format to PDF with the server's own templates and printer (the built app, run on a
 * loopback port with a temporary database, and the local Chromium: CHROME_PATH, else
 * /usr/bin/chromium). Exit 1 for a bad resume or a failed print, 2 for a usage mistake.
 */
export async function renderCommand(args: string[], io: Io, deps: RenderDeps = defaultRenderDeps): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: { output: { type: "string", short: "o" }, template: { type: "string", short: "t" } },
    });
  } catch (error) {
    io.stderr.write(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  const [file, ...extra] = parsed.positionals;
  const { output, template } = parsed.values;
  if (!file || extra.length > 0 || !output) {
    io.stderr.write(usage);
    return 2;
  }
  if (template !== undefined && !isTemplateName(template)) {
    io.stderr.write(`vitae render: unknown template "${template}"\n${usage}`);
    return 2;
  }
  const data = await readResumeFile(file, io);
  if (!data) return 1;
  if (template) data.metadata.template = template;

  const missing = missingBuild(deps.build);
  if (missing) {
    io.stderr.write(`${missing}\n`);
    return 1;
  }
  let pdf: Uint8Array;
  try {
    pdf = await deps.print(data, deps.build);
  } catch (error) {
    io.stderr.write(`vitae render: ${(error as Error).message}\n`);
    return 1;
  }
  await writeFile(output, pdf);
  io.stdout.write(`${output}: PDF written\n`);
  return 0;
}
