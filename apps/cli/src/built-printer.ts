import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ResumeData } from "@vitae/schema";

/** Where `npm run build` puts the printing entry of the server and the web app (artboard included). */
export const defaultBuild = {
  renderEntry: path.resolve(import.meta.dirname, "../../server/dist/render.js"),
  artboard: path.resolve(import.meta.dirname, "../../web/dist/artboard.html"),
};

export type BuildPaths = typeof defaultBuild;

/** One resume to print, and the file its PDF goes to. */
export interface PrintJob {
  data: ResumeData;
  output: string;
}

/** What is missing of the build, as a sentence telling how to fix it; undefined when it is all there. */
export function missingBuild(build: BuildPaths): string | undefined {
  const missing = [build.renderEntry, build.artboard].filter((file) => !existsSync(file));
  if (missing.length === 0) return undefined;
  return `vitae render needs the built app, and ${missing.join(" and ")} ${missing.length === 1 ? "is" : "are"} missing: run \`npm run build\` first.`;
}

/**
 * Prints the resumes with the server's own templates and printer: the built printing entry
 * (apps/server/src/render/render-main.ts) in a child process, which serves the built artboard
 * on a loopback port and prints every resume through one browser, without the app's
 * database. Calls `onPrinted` as each PDF is written. Only PATH and CHROME_PATH are passed on
 * from the environment: settings meant for a real instance are never read.
 */
export async function printWithBuild(jobs: readonly PrintJob[], build: BuildPaths, onPrinted: (output: string) => void): Promise<void> {
  const folder = await mkdtemp(path.join(tmpdir(), "vitae-render-input-"));
  try {
    const pairs = await Promise.all(
      jobs.map(async (job, index) => {
        const input = path.join(folder, `${index}.json`);
        await writeFile(input, JSON.stringify(job.data));
        return `${input}=${path.resolve(job.output)}`;
      }),
    );
    const child = spawn(process.execPath, [build.renderEntry, ...pairs], {
      env: { PATH: process.env.PATH ?? "", ...(process.env.CHROME_PATH ? { CHROME_PATH: process.env.CHROME_PATH } : {}) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const byAbsolute = new Map(jobs.map((job) => [path.resolve(job.output), job.output]));
    let pending = "";
    child.stdout.on("data", (chunk: Buffer) => {
      pending += chunk.toString();
      for (let end = pending.indexOf("\n"); end >= 0; end = pending.indexOf("\n")) {
        const line = pending.slice(0, end);
        pending = pending.slice(end + 1);
        if (line.startsWith("printed ")) onPrinted(byAbsolute.get(line.slice("printed ".length)) ?? line.slice("printed ".length));
      }
    });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-8192);
    });
    const code = await new Promise<number | null>((resolve, reject) => child.once("error", reject).once("exit", resolve));
    if (code !== 0) throw new Error(errors.trim() || `the printer stopped (exit ${code})`);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
