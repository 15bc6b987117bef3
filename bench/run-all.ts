// `npm run bench`: every benchmark (every *.bench.ts here), each run BENCH_RUNS times
// (default 3), then bench/report.md: each figure's median over the runs, its budget and
// pass/over. Figures that compare two things (ours vs the naive printer) are ratios taken
// within one run by the bench itself; the report keeps each bench's last output for them.
//
// `npm run bench -- print api` runs only those benches. Each bench's figures are kept in
// bench/results.json with the time and machine they were measured on, so a partial run
// replaces only its own benches' figures and the report still shows every bench, each row
// dated: after changing one measured path, rerun its bench alone on a quiet machine.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { fileURLToPath } from "node:url";
import { type Verdict, meets, median, parseVerdict } from "./lib/stats";

const here = fileURLToPath(new URL(".", import.meta.url));
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const only = process.argv.slice(2);
const benches = readdirSync(here)
  .filter((file) => file.endsWith(".bench.ts"))
  .filter((file) => only.length === 0 || only.some((name) => file.startsWith(name)))
  .sort();

type Figure = Verdict & { values: number[] };
interface BenchResult {
  measuredAt: string;
  machine: string;
  runs: number;
  figures: Figure[];
  output: string;
}

const resultsFile = new URL("results.json", import.meta.url);
const results: Record<string, BenchResult> = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, "utf8")) : {};
const machine = `${cpus().length} × ${cpus()[0]?.model ?? "CPU"}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const failures: string[] = [];

for (const bench of benches) {
  const figures = new Map<string, Figure>();
  let lastOutput: string | undefined;
  for (let run = 1; run <= runs; run += 1) {
    console.log(`== ${bench} (run ${run} of ${runs})`);
    const result = spawnSync(process.execPath, ["--import", "tsx", bench], { cwd: here, encoding: "utf8", maxBuffer: 64 << 20 });
    process.stdout.write(`${result.stdout}${result.stderr}`);
    if (result.status !== 0) {
      failures.push(`${bench} run ${run} exited with ${result.status}`);
      continue;
    }
    lastOutput = result.stdout;
    for (const text of result.stdout.split("\n")) {
      const parsed = parseVerdict(text);
      if (!parsed) continue;
      const figure = figures.get(parsed.name) ?? { ...parsed, values: [] };
      figure.values.push(parsed.value);
      figures.set(parsed.name, figure);
    }
  }
  // A bench that failed every run keeps its earlier figures; the failure is reported below.
  if (lastOutput !== undefined) {
    results[bench] = { measuredAt: new Date().toISOString(), machine, runs, figures: [...figures.values()], output: lastOutput };
  }
}
writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);

// What each change to a measured path bought is written by hand beside the benches, where the
// change is made, and carried into every report so the figures and their reasons stay together.
const changesFile = new URL("changes.md", import.meta.url);
const changes = existsSync(changesFile) ? readFileSync(changesFile, "utf8").trim() : "";

const measured = Object.entries(results).sort(([a], [b]) => a.localeCompare(b));
const rows = measured.flatMap(([bench, result]) =>
  result.figures.map((figure) => {
    const value = median(figure.values);
    return { ...figure, bench, measuredAt: result.measuredAt.slice(0, 10), value, met: meets({ ...figure, value }) };
  }),
);
const over = rows.filter((row) => !row.met);
const machines = [...new Set(measured.map(([, result]) => result.machine))];
// Figures of different machines do not compare: with more than one, each names its benches.
const benchesOn = (machine: string) =>
  measured
    .filter(([, result]) => result.machine === machine)
    .map(([bench]) => bench.replace(".bench.ts", ""))
    .join(", ");
const measuredOn = machines.length === 1 ? machines[0] : machines.map((machine) => `${machine} (${benchesOn(machine)})`).join("; ");
const report = [
  "# Benchmark report",
  "",
  `Written by \`npm run bench\` on ${new Date().toISOString()}, from bench/results.json. Measured on ${measuredOn}.`,
  "Each figure is the median of its runs (the runs column); each bench states its budgets. The measured column dates each bench's last run.",
  "",
  "| bench | figure | median | budget | status | runs | measured |",
  "|---|---|---:|---:|---|---|---|",
  ...rows.map(
    (row) =>
      `| ${row.bench.replace(".bench.ts", "")} | ${row.name} | ${row.value.toFixed(1)} ${row.unit} | ${row.op} ${row.budget} ${row.unit} | ${row.met ? "pass" : "**over**"} | ${row.values.map((value) => value.toFixed(1)).join(", ")} | ${row.measuredAt} |`,
  ),
  "",
  over.length === 0 && failures.length === 0
    ? "Every budget is met."
    : `Over budget: ${over.map((row) => row.name).join("; ") || "none"}.${failures.length ? ` Failed runs: ${failures.join("; ")}.` : ""}`,
  "",
  ...(changes ? [changes, ""] : []),
  "## Last output of each bench",
  "",
  ...measured.flatMap(([bench, result]) => [`### ${bench} (${result.measuredAt}, ${result.machine})`, "", "```", result.output.trimEnd(), "```", ""]),
].join("\n");
writeFileSync(new URL("report.md", import.meta.url), `${report}\n`);
console.log(`\nWrote bench/report.md: ${rows.length} figures, ${over.length} over budget, ${failures.length} failed runs.`);
process.exit(failures.length ? 1 : 0);
