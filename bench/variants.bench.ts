// Computing a variant's effective data (budget: <= 2 ms for a 40 KB resume with 200
// overrides): `applyDifferences`, the pure function every master save runs once per variant
// and every variant save runs through `extractDifferences`. Measured in this process; the
// figures are the median and 95th percentile of many runs after a warm-up.
import { applyDifferences, extractDifferences } from "@vitae/schema";
import { fortyKilobyteResume } from "./lib/forty-kilobyte-resume";
import { percentile, verdict } from "./lib/stats";

const overrideCount = 200;
const runs = 2_000;

const master = fortyKilobyteResume();
const variant = structuredClone(master);
// 200 overridden fields spread over the items, cycling through position, location and summary.
const fields = ["position", "location", "summary"] as const;
for (let index = 0; index < overrideCount; index++) {
  const items = variant.sections.experience.items;
  const item = items[index % items.length];
  const field = fields[Math.floor(index / items.length) % fields.length] ?? "position";
  if (item) item[field] = `${item[field]} (tailored ${index})`;
}
const differences = extractDifferences(master, variant);

function time(work: () => void): number[] {
  for (let index = 0; index < 200; index++) work();
  const samples: number[] = [];
  for (let index = 0; index < runs; index++) {
    const start = performance.now();
    work();
    samples.push(performance.now() - start);
  }
  return samples;
}

const apply = time(() => applyDifferences(master, differences));
const extract = time(() => extractDifferences(master, variant));
console.log(`resume ${(JSON.stringify(master).length / 1024).toFixed(1)} KB, ${differences.overrides.length} overrides`);
console.log(`applyDifferences median ${percentile(apply, 50).toFixed(3)} ms`);
console.log(verdict("applyDifferences, 40 KB resume with 200 overrides (p95)", percentile(apply, 95), "ms", 2));
console.log(`extractDifferences median ${percentile(extract, 50).toFixed(3)} ms, p95 ${percentile(extract, 95).toFixed(3)} ms`);
