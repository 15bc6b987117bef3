import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  archiveName,
  BackupError,
  lockEmbeddedDatabase,
  parseArguments,
  postgresConnection,
  readConfig,
  readManifest,
  writeManifest,
} from "./backup-lib.mjs";

// The scripts end to end (back up, wipe, restore, start the built server) are tested in
// apps/server/test/durability/backup-restore.test.ts, on PGlite and PostgreSQL.

const folders: string[] = [];
function folder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "vitae-backup-lib-"));
  folders.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function runRestore(args: string[], env: Record<string, string>) {
  return spawnSync(process.execPath, [path.join(import.meta.dirname, "restore.mjs"), ...args], {
    env: { PATH: process.env.PATH ?? "", ...env },
    encoding: "utf8",
  });
}

describe("backup and restore helpers", () => {
  it("read the server's variables with its defaults, empty meaning unset", () => {
    expect(readConfig({})).toEqual({ dataDir: path.resolve("./data"), databaseUrl: undefined, s3Bucket: undefined });
    expect(readConfig({ DATA_DIR: "/srv/vitae", DATABASE_URL: "", STORAGE_BUCKET: "cv" })).toEqual({
      dataDir: "/srv/vitae",
      databaseUrl: undefined,
      s3Bucket: "cv",
    });
  });

  it("keep the database password off the client tools' command line", () => {
    expect(postgresConnection("postgres://vitae:p%40ss%3Aword@db:5432/vitae?sslmode=require")).toEqual({
      dbname: "postgres://vitae@db:5432/vitae?sslmode=require",
      env: { PGPASSWORD: "p@ss:word" },
    });
    expect(postgresConnection("postgresql://db/vitae")).toEqual({ dbname: "postgresql://db/vitae", env: {} });
  });

  it("name archives by UTC time, in a form every file system takes", () => {
    expect(archiveName(new Date("2026-11-21T14:33:07.123Z"))).toBe("vitae-backup-2026-11-21T14-33-07Z.tar.gz");
  });

  it("parse options and arguments", () => {
    expect(parseArguments(["--out", "/b", "x"], ["out"])).toEqual({ options: { out: "/b" }, positional: ["x"] });
    expect(parseArguments(["--help"], [])).toEqual({ options: { help: true }, positional: [] });
    expect(() => parseArguments(["--to", "x"], ["out"])).toThrow(BackupError);
    expect(() => parseArguments(["--out"], ["out"])).toThrow("--out needs a value.");
  });

  it("refuse the embedded database while a live process holds its lock", () => {
    const dataDir = folder();
    // Our parent is alive and is not us: a running server, as far as the lock says.
    writeFileSync(path.join(dataDir, "pglite.lock"), String(process.ppid));
    expect(() => lockEmbeddedDatabase(dataDir)).toThrow(/A Vitae server \(pid \d+\) is using the embedded database/);
    expect(readFileSync(path.join(dataDir, "pglite.lock"), "utf8")).toBe(String(process.ppid));
  });

  it("take a lock left by a dead process, hold it with their pid, and release it", () => {
    const dataDir = folder();
    const dead = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" }).stdout;
    writeFileSync(path.join(dataDir, "pglite.lock"), dead);
    const release = lockEmbeddedDatabase(dataDir);
    expect(readFileSync(path.join(dataDir, "pglite.lock"), "utf8")).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dataDir, "pglite.lock"))).toBe(false);
    // Without any lock file it takes a fresh one.
    lockEmbeddedDatabase(dataDir)();
    expect(existsSync(path.join(dataDir, "pglite.lock"))).toBe(false);
  });

  it("check the manifest of an archive", () => {
    const dir = folder();
    expect(() => readManifest(dir)).toThrow("This is not a Vitae backup");
    const manifest = { app: "vitae", format: 1, createdAt: "2026-11-21T00:00:00.000Z", database: "pglite", storage: "local", files: ["pglite"] } as const;
    writeManifest(dir, { ...manifest, files: [...manifest.files] });
    expect(readManifest(dir)).toEqual(manifest);
    writeManifest(dir, { ...manifest, files: [], format: 99 });
    expect(() => readManifest(dir)).toThrow("Unsupported backup format 99");
  });
});

describe("npm run restore", () => {
  it("refuses an archive of the other database engine before touching anything", () => {
    const stage = folder();
    const dataDir = folder();
    writeManifest(stage, { app: "vitae", format: 1, createdAt: "2026-11-21T00:00:00.000Z", database: "pglite", storage: "local", files: ["pglite"] });
    const archive = path.join(folder(), "backup.tar.gz");
    expect(spawnSync("tar", ["-czf", archive, "-C", stage, "."]).status).toBe(0);
    const run = runRestore([archive], { DATA_DIR: dataDir, DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("This backup holds the embedded database, but DATABASE_URL is set");
  });

  it("says what it needs when given no archive or something else", () => {
    const dataDir = folder();
    expect(runRestore([], { DATA_DIR: dataDir }).stderr).toContain("Usage: npm run restore -- ARCHIVE");
    const notAnArchive = path.join(dataDir, "notes.txt");
    writeFileSync(notAnArchive, "hello");
    const run = runRestore([notAnArchive], { DATA_DIR: dataDir });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("`tar -xzf` failed");
    expect(existsSync(path.join(dataDir, "pglite.lock"))).toBe(false);
  });
});
