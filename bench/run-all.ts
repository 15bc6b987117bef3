// `npm run bench`: every benchmark (every *.bench.ts here), each run BENCH_RUNS times
// (default 3), then bench/report.md: each figure's median over the runs, its budget and
// pass/over. Figures that compare two things (ours vs the naive printer) are ratios taken
// within one run by the bench itself; the report keeps each bench's last output for them.
import { spawnSync } from "node:child_process";
import { readdirSync, writeFileSync } from "node:fs";
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

type Figure = Verdict & { bench: string; values: number[] };
const figures = new Map<string, Figure>();
const lastOutput = new Map<string, string>();
const failures: string[] = [];

for (const bench of benches) {
  for (let run = 1; run <= runs; run += 1) {
    console.log(`== ${bench} (run ${run} of ${runs})`);
    const result = spawnSync(process.execPath, ["--import", "tsx", bench], { cwd: here, encoding: "utf8", maxBuffer: 64 << 20 });
    const output = `${result.stdout}${result.stderr}`;
    process.stdout.write(output);
    if (result.status !== 0) {
      failures.push(`${bench} run ${run} exited with ${result.status}`);
      continue;
    }
    lastOutput.set(bench, result.stdout);
    for (const text of result.stdout.split("\n")) {
      const parsed = parseVerdict(text);
      if (!parsed) continue;
      const key = `${bench}\u0000${parsed.name}`;
      const figure = figures.get(key) ?? { ...parsed, bench, values: [] };
      figure.values.push(parsed.value);
      figures.set(key, figure);
    }
  }
}

const rows = [...figures.values()].map((figure) => {
  const value = median(figure.values);
  return { ...figure, value, met: meets({ ...figure, value }) };
});
const over = rows.filter((row) => !row.met);
const report = [
  "# Benchmark report",
  "",
  `Written by \`npm run bench\` on ${new Date().toISOString()}: ${cpus().length} × ${cpus()[0]?.model ?? "CPU"}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}.`,
  `Each figure is the median of ${runs} run(s) of its bench; each bench states its budgets.`,
  "",
  "| bench | figure | median | budget | status | runs |",
  "|---|---|---:|---:|---|---|",
  ...rows.map(
    (row) =>
      `| ${row.bench.replace(".bench.ts", "")} | ${row.name} | ${row.value.toFixed(1)} ${row.unit} | ${row.op} ${row.budget} ${row.unit} | ${row.met ? "pass" : "**over**"} | ${row.values.map((value) => value.toFixed(1)).join(", ")} |`,
  ),
  "",
  over.length === 0 && failures.length === 0
    ? "Every budget is met."
    : `Over budget: ${over.map((row) => row.name).join("; ") || "none"}.${failures.length ? ` Failed runs: ${failures.join("; ")}.` : ""}`,
  "",
  "## Last output of each bench",
  "",
  ...[...lastOutput].flatMap(([bench, output]) => [`### ${bench}`, "", "```", output.trimEnd(), "```", ""]),
].join("\n");
writeFileSync(new URL("report.md", import.meta.url), `${report}\n`);
console.log(`\nWrote bench/report.md: ${rows.length} figures, ${over.length} over budget, ${failures.length} failed runs.`);
process.exit(failures.length ? 1 : 0);
