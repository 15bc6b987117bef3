/**
 * `npm run backup` and `npm run restore` against the built server: make data (a resume and
 * an uploaded picture), back up, wipe DATA_DIR (and the PostgreSQL database), restore,
 * start the server again and find everything, the signed-in session included. On the
 * embedded database, or on PostgreSQL when TEST_DATABASE_URL is set. Needs `npm run build`.
 */
import { spawn } from "node:child_process";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageOf } from "../../src/test/test-images";
import { type BuiltServer, freeLoopbackPort, requireBuiltServer, startBuiltServer } from "./built-server";
import { HttpSession, type ResumeReply } from "./http-session";
import { createServerDatabase, type ServerDatabase } from "./server-database";

const repositoryRoot = path.resolve(import.meta.dirname, "../../../..");

interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

let database: ServerDatabase;
let dataDir: string;
let backupsDir: string;
let server: BuiltServer | undefined;

/** Runs scripts/<name>.mjs as `npm run <name>` would, with the server's configuration. */
function runScript(name: "backup" | "restore", args: string[]): Promise<ScriptRun> {
  const child = spawn(process.execPath, [path.join(repositoryRoot, "scripts", `${name}.mjs`), ...args], {
    cwd: repositoryRoot,
    env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir, ...database.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const run: ScriptRun = { code: null, stdout: "", stderr: "" };
  child.stdout.on("data", (chunk) => (run.stdout += chunk));
  child.stderr.on("data", (chunk) => (run.stderr += chunk));
  return new Promise((resolve) => child.on("close", (code) => resolve({ ...run, code })));
}

async function pictureBytes(session: HttpSession, picturePath: string): Promise<Buffer> {
  const response = await session.request("GET", picturePath);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

beforeAll(async () => {
  requireBuiltServer();
  database = await createServerDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), "vitae-backup-data-"));
  backupsDir = await mkdtemp(path.join(tmpdir(), "vitae-backups-"));
});

afterAll(async () => {
  await server?.stop("SIGKILL");
  await database?.drop();
  for (const dir of [dataDir, backupsDir]) if (dir) await rm(dir, { recursive: true, force: true });
});

describe("npm run backup / npm run restore", () => {
  it("restores the database, the pictures and the sessions after DATA_DIR is wiped", { timeout: 300_000 }, async () => {
    const port = await freeLoopbackPort();
    const start = () => startBuiltServer({ dataDir, port, env: database.env });
    server = await start();
    const session = await HttpSession.signUp(server.url, "203.0.113.7");
    const created = await session.createResume("Kept by the backup");
    const data = structuredClone(created.data);
    data.basics.headline = "Headline saved before the backup";
    const edited = await session.expectJson<ResumeReply>("PATCH", `/api/resume/${created.id}`, 200, {
      data,
      version: created.version,
    });
    const picturePath = await session.uploadPicture(created.id, await imageOf("png"));
    const picture = await pictureBytes(session, picturePath);

    let backup: ScriptRun;
    if (database.label === "pglite") {
      const refused = await runScript("backup", ["--out", backupsDir]);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/A Vitae server \(pid \d+\) is using the embedded database.*Stop it first/);
      await server.stop();
      backup = await runScript("backup", ["--out", backupsDir]);
    } else {
      // pg_dump takes a consistent snapshot while the server runs.
      backup = await runScript("backup", ["--out", backupsDir]);
      await server.stop();
    }
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    const archive = /^Backup written: (.+) \(/m.exec(backup.stdout)?.[1] ?? "";
    expect(path.dirname(archive)).toBe(backupsDir);
    expect(path.basename(archive)).toMatch(/^vitae-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/);
    expect((await stat(archive)).mode & 0o777).toBe(0o600);

    await rm(dataDir, { recursive: true, force: true });
    await database.recreate();
    const restored = await runScript("restore", [archive]);
    expect(restored.stderr).toBe("");
    expect(restored.code).toBe(0);

    server = await start();
    // The same cookies work: the sessions table and the key that signed them are back.
    expect(await session.getResume(created.id)).toMatchObject({ version: edited.version, data: edited.data });
    expect((await pictureBytes(session, picturePath)).equals(picture)).toBe(true);

    // Restoring under a running server is refused, and changes nothing.
    const refused = await runScript("restore", [archive]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      database.label === "pglite" ? /is using the embedded database.*Stop it first/ : /other connection\(s\) to the database/,
    );
    expect(await session.getResume(created.id)).toMatchObject({ version: edited.version });
    await server.stop();
  });
});
