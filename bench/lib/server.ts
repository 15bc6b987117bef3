import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("../..", import.meta.url));
export const serverEntry = path.join(root, "apps/server/dist/main.js");

export function requireBuild(): void {
  if (!existsSync(serverEntry)) {
    console.error("No build found: run `npm run build` first.");
    process.exit(1);
  }
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === "string") throw new Error("no free port");
  return address.port;
}

export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024;
}

export interface RunningServer {
  url: string;
  child: ChildProcess;
  /** Milliseconds from spawn to the first healthy answer. */
  healthyMs: number;
  stop(): Promise<void>;
}

/** Spawns the built server on a free port and waits until /api/health answers 200. */
export async function startServer(options: { dataDir?: string; env?: Record<string, string> } = {}): Promise<RunningServer> {
  const port = await freePort();
  const ownDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), "vitae-bench-"));
  const started = performance.now();
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      ...options.env,
    },
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.on("exit", resolve));
    }
    if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      try {
        const response = await fetch(`${url}/api/health`);
        if (response.status === 200) break;
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 60_000) throw new Error("not healthy after 60 s");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, child, healthyMs: performance.now() - started, stop };
}

export const benchAccount = {
  name: "Bench User",
  username: "bench",
  email: "bench@example.com",
  password: "bench-password",
};

/**
 * Registers the bench account (or another account, for benches that need several); returns JSON
 * request headers carrying its session cookies.
 */
export async function signUp(url: string, account: typeof benchAccount = benchAccount): Promise<Record<string, string>> {
  const registered = await fetch(`${url}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...account, locale: "en-US" }),
  });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}: ${await registered.text()}`);
  const cookie = registered.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  return { "content-type": "application/json", cookie };
}

/** CPU time (user + system) a process has used so far, in milliseconds. */
export function cpuMs(pid: number): number {
  // Fields after the command name, which is in parentheses and may hold spaces.
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  // utime and stime are fields 14 and 15 of the line, in clock ticks of 10 ms on Linux.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
