// The `vitae render` command: a cold single render (a new process, browser and artboard:
// what one person running the command waits for; budget 3 s on a 2-core machine) and a
// batch through one browser (budget >= 5 PDFs/s once warm). Spawns the installed `vitae`
// command as a user would, on the sample resume.
//
// Cold: wall time of `vitae render sample.json -o out.pdf`, BENCH_CLI_COLD runs (default 3).
// Batch: `vitae render` of BENCH_CLI_BATCH copies (default 20) into a folder; "warm" PDFs/s
// counts the PDFs after the first over the time from the first progress line to the last,
// so the browser's start is left out (it is what the cold figure measures).
import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sampleResume } from "@vitae/schema";
import { requireBuild } from "./lib/server";
import { percentile, verdict, verdictAtLeast } from "./lib/stats";

requireBuild();

const coldRuns = Number(process.env.BENCH_CLI_COLD ?? 3);
const batchSize = Number(process.env.BENCH_CLI_BATCH ?? 20);
const vitae = fileURLToPath(new URL("../node_modules/.bin/vitae", import.meta.url));

/** Runs `vitae …`; resolves with the wall time and the moments (ms from start) of each stdout line. */
function run(args: string[]): Promise<{ wallMs: number; lines: number[] }> {
  const started = performance.now();
  const lines: number[] = [];
  return new Promise((resolve, reject) => {
    const child = spawn(vitae, args, { stdio: ["ignore", "pipe", "pipe"] });
    let errors = "";
    child.stdout.on("data", (chunk: Buffer) => {
      for (const character of chunk.toString()) if (character === "\n") lines.push(performance.now() - started);
    });
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve({ wallMs: performance.now() - started, lines }) : reject(new Error(`vitae exited ${code}: ${errors}`))));
  });
}

const folder = await mkdtemp(path.join(tmpdir(), "vitae-cli-bench-"));
try {
  const input = path.join(folder, "sample.json");
  await writeFile(input, JSON.stringify(sampleResume));
  // Untimed: fills the OS caches (node modules, Chromium) as any second run would find them.
  await run(["render", input, "-o", path.join(folder, "warmup.pdf")]);

  const cold: number[] = [];
  for (let index = 0; index < coldRuns; index++) cold.push((await run(["render", input, "-o", path.join(folder, `cold-${index}.pdf`)])).wallMs);

  const inputs: string[] = [];
  for (let index = 0; index < batchSize; index++) {
    const copy = structuredClone(sampleResume);
    copy.basics.headline = `Batch copy ${index}`;
    const file = path.join(folder, `batch-${index}.json`);
    await writeFile(file, JSON.stringify(copy));
    inputs.push(file);
  }
  const batch = await run(["render", ...inputs, "-o", path.join(folder, "out/")]);
  if (batch.lines.length !== batchSize) throw new Error(`expected ${batchSize} progress lines, got ${batch.lines.length}`);
  const first = batch.lines[0] as number;
  const last = batch.lines[batch.lines.length - 1] as number;
  const warmRate = ((batchSize - 1) / (last - first)) * 1000;

  console.log(`cli: vitae render of the sample; ${coldRuns} cold runs, a batch of ${batchSize}`);
  console.log(`cold wall times: ${cold.map((ms) => ms.toFixed(0)).join(", ")} ms; batch: ${batch.wallMs.toFixed(0)} ms in all, first PDF after ${first.toFixed(0)} ms`);
  console.log(verdict("vitae render, cold, p50", percentile(cold, 50), "ms", 3000));
  console.log(verdictAtLeast("vitae render batch, warm PDFs/s", warmRate, "/s", 5));
} finally {
  await rm(folder, { recursive: true, force: true });
}
