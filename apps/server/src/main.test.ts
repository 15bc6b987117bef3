import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// The real entry point in a child process: how the server starts, fails and stops.
const entry = path.join(import.meta.dirname, "main.ts");

function run(env: Record<string, string>): ChildProcess & { output: () => string } {
  const child = spawn(process.execPath, ["--import", "tsx", entry], {
    env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  return Object.assign(child, { output: () => output });
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.on("exit", (code) => resolve(code)));
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

async function waitHealthy(port: number, child: ChildProcess): Promise<Response> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error("server exited before becoming healthy");
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return response;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("server did not become healthy in 30 s");
}

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true }))));

describe("server start-up", () => {
  it("fails on an unreachable DATABASE_URL with one clear line and no stack trace", { timeout: 30_000 }, async () => {
    const child = run({ DATABASE_URL: "postgres://vitae:secret@127.0.0.1:1/vitae" });
    expect(await exitOf(child)).toBe(1);
    const output = child.output().trim();
    expect(output).toMatch(/^Vitae could not start: Cannot connect to the database at postgres:\/\/vitae:\*\*\*@127\.0\.0\.1:1\/vitae/);
    expect(output.split("\n")).toHaveLength(1);
    expect(output).not.toContain("secret");
  });

  it("fails on an unwritable DATA_DIR with one clear line", { timeout: 30_000 }, async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "vitae-main-"));
    folders.push(dir);
    await writeFile(path.join(dir, "file"), "");
    const child = run({ DATA_DIR: path.join(dir, "file", "data") });
    expect(await exitOf(child)).toBe(1);
    const output = child.output().trim();
    expect(output).toMatch(/^Vitae could not start: DATA_DIR ".*" is not a writable folder \(ENOTDIR\)/);
    expect(output.split("\n")).toHaveLength(1);
  });

  it("lists every configuration problem and exits", { timeout: 30_000 }, async () => {
    const child = run({ PORT: "abc", DATABASE_URL: "mysql://db/x" });
    expect(await exitOf(child)).toBe(1);
    expect(child.output()).toContain("Invalid configuration:");
    expect(child.output()).toContain("PORT");
    expect(child.output()).toContain("DATABASE_URL");
  });

  it("starts, stops on SIGTERM and starts again on the same DATA_DIR", { timeout: 90_000 }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "vitae-main-"));
    folders.push(dataDir);
    for (let round = 0; round < 2; round++) {
      const port = await freePort();
      const child = run({ DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1" });
      const health = await waitHealthy(port, child);
      expect(((await health.json()) as { database: unknown }).database).toEqual({ status: "up", detail: "pglite" });
      child.kill("SIGTERM");
      expect(await exitOf(child)).toBe(0);
    }
  });
});
