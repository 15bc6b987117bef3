import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { sleep } from "./wait";

/** The production bundle `npm run build` makes; `npm test` builds it before vitest. */
export const builtServerEntry = path.resolve(import.meta.dirname, "../../dist/main.js");

/** Fails the suite with the fix when the bundle is missing, rather than skipping it. */
export function requireBuiltServer(): void {
  if (!existsSync(builtServerEntry)) {
    throw new Error(`${builtServerEntry} is missing: run \`npm run build\` (npm test does it) before this suite.`);
  }
}

/** A port nobody listens on now; the server restarts on the same one, as a deployment would. */
export async function freeLoopbackPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === "string") throw new Error("no free port on 127.0.0.1");
  return address.port;
}

export interface BuiltServer {
  readonly url: string;
  readonly child: ChildProcess;
  /** What the process wrote to stdout and stderr so far (for failure messages). */
  output(): string;
  /** Sends `signal` and resolves once the process is gone. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export interface BuiltServerOptions {
  dataDir: string;
  port: number;
  env?: Record<string, string>;
}

/** Runs dist/main.js in a child process and resolves once /api/health answers 200. */
export async function startBuiltServer({ dataDir, port, env = {} }: BuiltServerOptions): Promise<BuiltServer> {
  requireBuiltServer();
  const child = spawn(process.execPath, [builtServerEntry], {
    env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const collect = (chunk: Buffer) => {
    // The last 20 kB are enough to say why a start failed.
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const server: BuiltServer = {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
  try {
    await waitUntilHealthy(server);
  } catch (error) {
    await server.stop("SIGKILL");
    throw error;
  }
  return server;
}

async function waitUntilHealthy(server: BuiltServer): Promise<void> {
  // The start-up budget is 3 s (bench/report.md); a first start (initdb) on a loaded CI
  // machine takes far longer.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.child.exitCode !== null) {
      throw new Error(`the built server exited with ${server.child.exitCode} before it was healthy:\n${server.output()}`);
    }
    try {
      const response = await fetch(`${server.url}/api/health`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the built server was not healthy after 120 s:\n${server.output()}`);
    await sleep(50);
  }
}
