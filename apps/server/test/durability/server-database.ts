import { randomBytes } from "node:crypto";
import pg from "pg";
import { testDatabaseUrl } from "../../src/test/test-database";

/**
 * The database a spawned server uses: the embedded one in its DATA_DIR, or — when
 * TEST_DATABASE_URL is set, as for the other database tests — a PostgreSQL database of
 * this test's own, left empty so the server's start-up migrates it.
 */
export interface ServerDatabase {
  readonly label: "pglite" | "postgres";
  /** Variables to give the server (DATABASE_URL for PostgreSQL, nothing for PGlite). */
  readonly env: Record<string, string>;
  /** Drops the PostgreSQL database and creates it again, empty. */
  recreate(): Promise<void>;
  /** Removes it (PostgreSQL; PGlite goes with its DATA_DIR). */
  drop(): Promise<void>;
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createServerDatabase(): Promise<ServerDatabase> {
  if (!testDatabaseUrl) {
    return { label: "pglite", env: {}, recreate: async () => undefined, drop: async () => undefined };
  }
  const name = `vitae_durability_${randomBytes(6).toString("hex")}`;
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const drop = () => admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  return {
    label: "postgres",
    env: { DATABASE_URL: url.toString() },
    recreate: async () => {
      await drop();
      await admin(`create database ${name}`);
    },
    drop,
  };
}
