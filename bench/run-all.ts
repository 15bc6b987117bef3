// `npm run bench`: every benchmark in turn, each printing its own figures.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const benches = ["startup.bench.ts", "login.bench.ts", "api.bench.ts", "print.bench.ts"];
let failed = 0;
for (const bench of benches) {
  const result = spawnSync(process.execPath, ["--import", "tsx", bench], {
    cwd: fileURLToPath(new URL(".", import.meta.url)),
    stdio: "inherit",
  });
  if (result.status !== 0) failed++;
  console.log("");
}
process.exit(failed ? 1 : 0);
