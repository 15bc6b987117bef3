import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { missingBuildFiles } from "./missing-build";

/** Where `npm run build` puts the server bundle and the web app (artboard included). */
export const defaultBuild = {
  serverEntry: path.resolve(import.meta.dirname, "../../server/dist/main.js"),
  artboard: path.resolve(import.meta.dirname, "../../web/dist/artboard.html"),
};

export type BuildPaths = typeof defaultBuild;

/** A throw-away Vitae server: its origin, and how to stop it and remove its data. */
export interface BuiltAppServer {
  origin: string;
  stop(): Promise<void>;
}

/** What is missing of the build, as a sentence telling how to fix it; undefined when it is all there. */
export function missingBuild(build: BuildPaths): string | undefined {
  return missingBuildFiles([build.serverEntry, build.artboard]);
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === "string") throw new Error("No free port on 127.0.0.1");
  return address.port;
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once("exit", () => resolve()));
}

/**
 * Starts the built server (`npm run build`) in a child process on a free loopback port,
 * with its own temporary embedded database, so that a resume prints with exactly the
 * server's templates and printer. Only PATH and CHROME_PATH are passed on from the
 * environment: a DATABASE_URL or S3 settings meant for a real instance must not be used.
 */
export async function startBuiltAppServer(build: BuildPaths = defaultBuild, timeoutMs = 120_000): Promise<BuiltAppServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "vitae-render-"));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [build.serverEntry], {
    env: {
      PATH: process.env.PATH ?? "",
      ...(process.env.CHROME_PATH ? { CHROME_PATH: process.env.CHROME_PATH } : {}),
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8192);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const killer = setTimeout(() => child.kill("SIGKILL"), 5000);
      await exited(child);
      clearTimeout(killer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`The Vitae server stopped while starting:\n${output.trim()}`);
      try {
        if ((await fetch(`${origin}/api/health`)).ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`The Vitae server did not start within ${timeoutMs / 1000} s:\n${output.trim()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
