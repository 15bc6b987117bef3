// Start-up and idle memory of the built server (DESIGN.md §6: healthy in <= 3 s,
// idle RSS <= 250 MiB). Needs a build: run `npm run build` first (npm start does).
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { median, verdict } from "./lib/stats";

const root = fileURLToPath(new URL("..", import.meta.url));
const entry = path.join(root, "apps/server/dist/main.js");
const runs = Number(process.env.BENCH_RUNS ?? 5);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === "string") throw new Error("no free port");
  return address.port;
}

function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return kib / 1024;
}

/** Starts the server, returns ms until /api/health answers and RSS after `idleMs` idle. */
async function startOnce(dataDir: string, idleMs: number) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [entry], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn" },
    stdio: "ignore",
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (response.status === 200) break;
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 60_000) throw new Error("not healthy after 60 s");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const healthyMs = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, idleMs));
    return { healthyMs, rss: rssMiB(child.pid as number) };
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.on("exit", resolve));
  }
}

if (!existsSync(entry)) {
  console.error("No build found: run `npm run build` first.");
  process.exit(1);
}

const first: number[] = [];
const warm: number[] = [];
const rss: number[] = [];
for (let run = 0; run < runs; run++) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "vitae-bench-"));
  try {
    first.push((await startOnce(dataDir, 0)).healthyMs);
    const again = await startOnce(dataDir, 3000);
    warm.push(again.healthyMs);
    rss.push(again.rss);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`Start-up (${runs} runs, medians; embedded database)`);
console.log(verdict("start to healthy, existing data", median(warm), "ms", 3000));
console.log(verdict("start to healthy, first start (initdb)", median(first), "ms", 3000));
console.log(verdict("idle RSS after 3 s", median(rss), "MiB", 250));
