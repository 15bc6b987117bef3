import type { ChildProcessWithoutNullStreams } from "node:child_process";
import path from "node:path";
import type { ResumeData } from "@vitae/schema";
import { renderEntry, spawnRenderChild } from "../bin/render-child.mjs";
import { missingBuildFiles } from "./missing-build";

/** Where `npm run build` puts the printing entry of the server and the web app (artboard included). */
export const defaultBuild = {
  renderEntry,
  artboard: path.resolve(import.meta.dirname, "../../web/dist/artboard.html"),
};

export type BuildPaths = typeof defaultBuild;

/** One resume to print, and the file it goes to (with `png`, the first page's image; see render-main.ts). */
export interface PrintJob {
  data: ResumeData;
  output: string;
  png?: boolean;
}

/** What a finished job wrote: its output as given, and every file (one PDF, or a PNG per page). */
export interface PrintedJob {
  output: string;
  files: string[];
}

/** A printer being started: takes jobs as they are ready, then `finish` waits for them all. */
export interface Renderer {
  print(job: PrintJob): void;
  /** No more jobs: resolves once every one is written, rejects with the reason a print failed. */
  finish(): Promise<void>;
  /** Stops the printer without printing (the input turned out bad). */
  cancel(): Promise<void>;
}

/** What is missing of the build, as a sentence telling how to fix it; undefined when it is all there. */
export function missingBuild(build: BuildPaths): string | undefined {
  return missingBuildFiles([build.renderEntry, build.artboard]);
}

/**
 * Drives the built printing entry (apps/server/src/render/render-main.ts) in a child process,
 * started here or, by the `vitae` command, before the command loaded (bin/render-child.mjs):
 * its modules, the app serving the artboard and Chromium start while the command line still
 * reads and checks its input, and jobs go to it on stdin as they are ready. It prints every
 * resume with the server's own templates and printer through one browser, without the app's
 * database, and `onPrinted` hears of each as it is written.
 */
export function startRenderer(
  build: BuildPaths,
  onPrinted: (printed: PrintedJob) => void,
  child: ChildProcessWithoutNullStreams = spawnRenderChild(build.renderEntry),
): Renderer {
  const byAbsolute = new Map<string, string>();
  let pending = "";
  child.stdout.on("data", (chunk: Buffer) => {
    pending += chunk.toString();
    for (let end = pending.indexOf("\n"); end >= 0; end = pending.indexOf("\n")) {
      const line = pending.slice(0, end);
      pending = pending.slice(end + 1);
      if (!line.startsWith("printed ")) continue;
      const printed = JSON.parse(line.slice("printed ".length)) as PrintedJob;
      const given = byAbsolute.get(printed.output) ?? printed.output;
      // The files as the user named the output: its folder as given, the printer's file names.
      const files = printed.files.map((file) => (file === printed.output ? given : path.join(path.dirname(given), path.basename(file))));
      onPrinted({ output: given, files });
    }
  });
  let errors = "";
  child.stderr.on("data", (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-8192);
  });
  // A child that stops early (a launch failure) closes stdin: its exit code tells the story.
  child.stdin.on("error", () => undefined);
  // A child started before the command may have stopped already (it could not start).
  const exited =
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve(child.exitCode)
      : new Promise<number | null>((resolve, reject) => child.once("error", reject).once("exit", resolve));
  exited.catch(() => undefined);

  return {
    print(job) {
      const output = path.resolve(job.output);
      byAbsolute.set(output, job.output);
      child.stdin.write(`${JSON.stringify({ data: job.data, output, png: job.png === true })}\n`);
    },
    async finish() {
      child.stdin.end();
      const code = await exited;
      if (code !== 0) throw new Error(errors.trim() || `the printer stopped (exit ${code})`);
    },
    async cancel() {
      child.kill("SIGTERM");
      await exited.catch(() => undefined);
    },
  };
}
