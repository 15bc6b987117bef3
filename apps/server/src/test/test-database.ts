import { randomBytes } from "node:crypto";
import pg from "pg";
import type { Database } from "../db/database";
import { dumpPglite, openPglite } from "../db/open-pglite";
import { openPostgres } from "../db/open-postgres";

/**
 * Database tests run on PGlite, and also on PostgreSQL when TEST_DATABASE_URL is set
 * (CI sets it). Each call gets a database of its own, migrated and empty, so test
 * files can run in parallel.
 */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

let migratedDump: Promise<Blob> | undefined;

/** initdb plus migrations take ~2 s on PGlite; do them once per worker and clone the result. */
function migratedPgliteDump(): Promise<Blob> {
  migratedDump ??= (async () => {
    const database = await openPglite(null);
    await database.migrate();
    const dump = await dumpPglite(database, "none");
    await database.close();
    return dump;
  })();
  return migratedDump;
}

async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export interface TestDatabase extends Database {
  /** A description for test titles: "pglite" or "postgres". */
  readonly label: string;
}

/** A fresh, migrated database; `close()` removes it. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (!testDatabaseUrl) {
    const database = await openPglite(null, { loadDataDir: migratedPgliteDump });
    return { ...database, label: "pglite" };
  }
  const name = `vitae_test_${randomBytes(6).toString("hex")}`;
  await withAdmin(testDatabaseUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  await database.migrate();
  return {
    ...database,
    label: "postgres",
    close: async () => {
      await database.close();
      await withAdmin(testDatabaseUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}
