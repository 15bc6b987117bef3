// Start-up and idle memory of the built server (budget: healthy in <= 3 s on a new data
// folder, <= 1.5 s on an existing one; idle RSS <= 250 MiB).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { requireBuild, rssMiB, startServer } from "./lib/server";
import { median, verdict } from "./lib/stats";

requireBuild();
const runs = Number(process.env.BENCH_RUNS ?? 5);
const first: number[] = [];
const warm: number[] = [];
const rss: number[] = [];
for (let run = 0; run < runs; run++) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "vitae-bench-"));
  try {
    const fresh = await startServer({ dataDir });
    first.push(fresh.healthyMs);
    await fresh.stop();
    const again = await startServer({ dataDir });
    warm.push(again.healthyMs);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    rss.push(rssMiB(again.child.pid as number));
    await again.stop();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`Start-up (${runs} runs, medians; embedded database)`);
console.log(verdict("start to healthy, existing data", median(warm), "ms", 1500));
console.log(verdict("start to healthy, first start (initdb)", median(first), "ms", 3000));
console.log(verdict("idle RSS after 3 s", median(rss), "MiB", 250));
