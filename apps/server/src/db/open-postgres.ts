import { sql } from "drizzle-orm";
import { migrationsDir } from "../paths";
import { StartupError } from "../startup-error";
import type { Database } from "./database";
import { tables } from "./schema";

/** Any fixed number shared by every Vitae instance; "vitae" in ASCII. */
const migrationLockKey = 0x7669746165;

/** The URL with its password hidden, safe to print. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(unparseable URL)";
  }
}

/**
 * Connects to PostgreSQL and checks the connection at once, so a wrong URL fails at
 * start with one sentence instead of on the first request.
 */
export async function openPostgres(url: string): Promise<Database> {
  // Loaded only on this path: a server on the embedded database never needs the pg driver.
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator"),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client dropped by the server must not crash the process.
  pool.on("error", () => undefined);
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => undefined);
    const reason = (error as Error).message || (error as NodeJS.ErrnoException).code || "unknown error";
    throw new StartupError(
      `Cannot connect to the database at ${redactUrl(url)}: ${reason}. Check DATABASE_URL.`,
      { cause: error },
    );
  }
  const db = drizzle({ client: pool, schema: tables });
  return {
    db,
    kind: "postgres",
    migrate: async () => {
      // Instances starting together must not apply the same migration twice: one waits
      // on a session-level advisory lock while the other migrates.
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [migrationLockKey]);
        await migrate(drizzle({ client, schema: tables }), { migrationsFolder: migrationsDir });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [migrationLockKey]).catch(() => undefined);
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}
