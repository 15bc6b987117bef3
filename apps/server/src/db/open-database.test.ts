import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createId } from "@vitae/schema";
import { afterEach, describe, expect, it } from "vitest";
import { StartupError } from "../startup-error";
import { dumpPglite, openPglite } from "./open-pglite";
import { readPgliteSeed, writePgliteSeed } from "./pglite-seed";
import { openPostgres, redactUrl } from "./open-postgres";
import { users } from "./schema";
import pg from "pg";
import { testDatabaseUrl } from "../test/test-database";

const folders: string[] = [];
async function tempFolder() {
  const dir = await mkdtemp(path.join(tmpdir(), "vitae-db-"));
  folders.push(dir);
  return dir;
}
afterEach(async () => {
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe("embedded database under DATA_DIR", () => {
  it("keeps data across a close and a reopen", { timeout: 60_000 }, async () => {
    const dataDir = await tempFolder();
    const id = createId();
    const first = await openPglite(dataDir);
    await first.migrate();
    await first.db.insert(users).values({ id, name: "Grace Hopper", username: "grace", email: "g@example.com" });
    await first.close();

    const second = await openPglite(dataDir);
    await second.migrate();
    const rows = await second.db.select().from(users);
    await second.close();
    expect(rows.map((row) => row.id)).toEqual([id]);
  });

  it("reads times as Drizzle maps them, and still applies the parsers a query brings of its own", async () => {
    const database = await openPglite(null);
    try {
      await database.migrate();
      const createdAt = new Date("2026-03-04T05:06:07.089Z");
      const id = createId();
      await database.db.insert(users).values({ id, name: "Grace Hopper", username: "grace", email: "g@example.com", createdAt });
      const [row] = await database.db.select({ createdAt: users.createdAt }).from(users);
      expect(row?.createdAt).toEqual(createdAt);

      const client = (database.db as unknown as { $client: { query: (text: string, params: unknown[], options: object) => Promise<{ rows: unknown[] }> } }).$client;
      const own = await client.query("select 41 as n", [], { parsers: { 23: (value: string) => Number(value) + 1 } });
      expect(own.rows).toEqual([{ n: 42 }]);
      const drizzles = await client.query("select now()::timestamptz as t", [], { parsers: { 1184: (value: string) => value } });
      expect(typeof (drizzles.rows[0] as { t: unknown }).t).toBe("string");
    } finally {
      await database.close();
    }
  });

  it("starts a new folder from a seed dump instead of initdb, and ignores the seed once the folder has a database", async () => {
    const seedFile = path.join(await tempFolder(), "seed.tar.gz");
    const id = createId();
    // A seed that holds one user, so the test can tell a seeded start from initdb.
    const source = await openPglite(null);
    await source.migrate();
    await source.db.insert(users).values({ id, name: "Ada", username: "ada", email: "ada@example.com" });
    await writeFile(seedFile, Buffer.from(await (await dumpPglite(source, "gzip")).arrayBuffer()));
    await source.close();

    const dataDir = await tempFolder();
    const seeded = await openPglite(dataDir, { loadDataDir: () => readPgliteSeed(seedFile) });
    expect((await seeded.db.select().from(users)).map((row) => row.id)).toEqual([id]);
    await seeded.db.delete(users);
    await seeded.close();
    const reopened = await openPglite(dataDir, { loadDataDir: () => readPgliteSeed(seedFile) });
    const rows = await reopened.db.select().from(users);
    await reopened.close();
    expect(rows).toEqual([]);
  });

  it("writes a seed that is a migrated database", async () => {
    const seedFile = path.join(await tempFolder(), "seed.tar.gz");
    await writePgliteSeed(seedFile);
    const database = await openPglite(await tempFolder(), { loadDataDir: () => readPgliteSeed(seedFile) });
    const rows = await database.db.select().from(users);
    await database.close();
    expect(rows).toEqual([]);
  });

  it("opens without a seed when the build has none", async () => {
    expect(await readPgliteSeed(path.join(await tempFolder(), "missing.tar.gz"))).toBeUndefined();
  });

  it("refuses a second opener of the same folder while the first is alive", async () => {
    const dataDir = await tempFolder();
    // A live process other than us holds the lock: our parent.
    await writeFile(path.join(dataDir, "pglite.lock"), String(process.ppid));
    await expect(openPglite(dataDir)).rejects.toThrow(/Another Vitae server \(pid \d+\) is using/);
  });

  it("fails with one clear sentence when DATA_DIR cannot be written", async () => {
    const parent = await tempFolder();
    const file = path.join(parent, "not-a-folder");
    await writeFile(file, "");
    const error = await openPglite(path.join(file, "data")).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StartupError);
    expect((error as Error).message).toMatch(/^DATA_DIR ".*not-a-folder\/data" is not a writable folder \(ENOTDIR\)/);
  });
});

describe("PostgreSQL connection", () => {
  it("fails at once with the reason and without the password", async () => {
    const error = await openPostgres("postgres://vitae:s3cret@127.0.0.1:1/vitae").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StartupError);
    const message = (error as Error).message;
    expect(message).toMatch(/^Cannot connect to the database at postgres:\/\/vitae:\*\*\*@127\.0\.0\.1:1\/vitae: /);
    expect(message).toContain("ECONNREFUSED");
    expect(message).not.toContain("s3cret");
  });

  it("redacts passwords in printed URLs", () => {
    expect(redactUrl("postgresql://a:b@h/db")).toBe("postgresql://a:***@h/db");
    expect(redactUrl("postgresql://h/db")).toBe("postgresql://h/db");
  });
});

describe.runIf(testDatabaseUrl)("PostgreSQL migrations", () => {
  it("are applied once when two instances start together", async () => {
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    const name = `vitae_migrate_${Date.now().toString(36)}`;
    await admin.query(`create database ${name}`);
    try {
      const url = new URL(testDatabaseUrl as string);
      url.pathname = `/${name}`;
      const [first, second] = await Promise.all([openPostgres(url.toString()), openPostgres(url.toString())]);
      await Promise.all([first.migrate(), second.migrate()]);
      await first.db.insert(users).values({ id: createId(), name: "Ann Ames", username: "ann", email: "a@example.com" });
      expect(await second.db.select().from(users)).toHaveLength(1);
      await Promise.all([first.close(), second.close()]);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
