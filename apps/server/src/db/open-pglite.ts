import { existsSync } from "node:fs";
import { mkdir, open, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite, types } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { migrationsDir } from "../paths";
import { StartupError } from "../startup-error";
import type { Database } from "./database";
import { withPreparedStatements } from "./pglite-prepared-statements";
import { tables } from "./schema";

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite keeps the whole cluster in one process; a second process opening the same
 * folder would corrupt it. A pid lock file turns that mistake into a clear error.
 */
async function acquireLock(lockFile: string): Promise<void> {
  try {
    const handle = await open(lockFile, "wx");
    await handle.writeFile(String(process.pid));
    await handle.close();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const owner = Number.parseInt(await readFile(lockFile, "utf8").catch(() => ""), 10);
    if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
      throw new StartupError(
        `Another Vitae server (pid ${owner}) is using the embedded database in ${path.dirname(lockFile)}. ` +
          "Stop it first, or give this one another DATA_DIR.",
      );
    }
    // A lock left by a process that died: take it over.
    await writeFile(lockFile, String(process.pid));
  }
}

/**
 * PostgreSQL's default 128 MB of shared buffers is most of PGlite's resident memory, and an
 * idle server should stay under 250 MiB. PGlite's WebAssembly memory starts at 128 MiB;
 * 32 MB of buffers made it grow past that (measured: +174 MiB of RSS for the database at
 * 32 MB, +102 MiB at 16 MB, +94 MiB at 8 MB). A self-hosted instance's working set fits in
 * 16 MB, and the operating system's file cache still holds the rest of the data folder.
 */
const startParams = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

/**
 * Drizzle's PGlite driver passes parsers with every query, for these types to come back as the
 * text the database sends, and PGlite merges them into its own map of about 300 parsers each
 * time: about 0.1 ms per query, as much as a small statement itself. PGlite is given them
 * once instead (`parsers`), and a query that brings only these leaves them out
 * (`withoutRepeatedParsers`); one that brings others still merges them.
 */
const asText = (value: string) => value;
const parsers = Object.fromEntries(
  // numeric[], timestamp[], timestamp with time zone[], interval[] and date[], by their oid.
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, asText]),
);

function withoutRepeatedParsers(client: PGlite): PGlite {
  const query = client.query.bind(client);
  const known = (given: object) => Object.keys(given).every((oid) => oid in parsers);
  client.query = ((text, params, options) =>
    query(text, params, options?.parsers && known(options.parsers) ? { ...options, parsers: undefined } : options)) as PGlite["query"];
  return client;
}

async function ensureWritableFolder(dir: string): Promise<void> {
  try {
    await mkdir(dir, { recursive: true });
    const probe = path.join(dir, `.write-test-${process.pid}`);
    await writeFile(probe, "");
    await rm(probe);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new StartupError(
      `DATA_DIR "${dir}" is not a writable folder (${reason}). ` +
        "Point DATA_DIR at a folder this user can write, or set DATABASE_URL to use PostgreSQL.",
      { cause: error },
    );
  }
}

/**
 * Opens the embedded database stored under `dataDir/pglite`, or an in-memory one when
 * `dataDir` is null (tests). A `loadDataDir` dump skips initdb: tests pass a migrated one,
 * and a first start on a new folder passes the build's seed (pglite-seed.ts). It is read
 * only when it is used: a folder that already holds a database ignores it, and an idle
 * server should not keep a few megabytes it never needed.
 */
export async function openPglite(
  dataDir: string | null,
  options: { loadDataDir?: () => Promise<Blob | undefined> } = {},
): Promise<Database> {
  let lockFile: string | null = null;
  let client: PGlite;
  if (dataDir === null) {
    client = await PGlite.create({ loadDataDir: await options.loadDataDir?.(), startParams, parsers });
  } else {
    const root = path.resolve(dataDir);
    await ensureWritableFolder(root);
    lockFile = path.join(root, "pglite.lock");
    await acquireLock(lockFile);
    try {
      const folder = path.join(root, "pglite");
      const isNew = !existsSync(path.join(folder, "PG_VERSION"));
      const loadDataDir = isNew ? await options.loadDataDir?.() : undefined;
      client = await PGlite.create({ dataDir: folder, loadDataDir, startParams, parsers });
    } catch (error) {
      await rm(lockFile, { force: true });
      throw new StartupError(
        `The embedded database in "${path.join(root, "pglite")}" could not be opened: ${(error as Error).message}`,
        { cause: error },
      );
    }
  }
  const db = drizzle({ client: withPreparedStatements(withoutRepeatedParsers(client)), schema: tables });
  return {
    db,
    kind: "pglite",
    migrate: () => migrate(db, { migrationsFolder: migrationsDir }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await client.close();
      if (lockFile) await rm(lockFile, { force: true });
    },
  };
}

/** A dump of an embedded database's data folder, which `openPglite`'s `loadDataDir` takes back. */
export function dumpPglite(database: Database, compression: "none" | "gzip"): Promise<Blob> {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  return client.dumpDataDir(compression);
}
