import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A second server for specs that need their own configuration (the suite's server sets
 * PUBLIC_URL): the production build started as `npm start` starts it, on `port`, with a
 * throw-away DATA_DIR and only the variables given. Its output is kept for assertions.
 */
export async function startOwnServer(port: number, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "vitae-e2e-own-"));
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(PUBLIC_URL|APP_INTERNAL_URL|DATABASE_URL|SMTP_URL|DATA_DIR|PORT|HOST)$/.test(name)),
  );
  const child: ChildProcess = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: path.join(import.meta.dirname, "..", ".."),
    env: { ...inherited, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", AUTH_RATE_LIMIT: "1000", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    const healthy = await fetch(`${origin}/api/health`).then((response) => response.status === 200, () => false);
    if (healthy) break;
    if (attempt > 600) throw new Error(`the server did not answer on ${origin}:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
