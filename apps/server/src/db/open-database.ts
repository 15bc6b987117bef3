import type { Env } from "../env";
import type { Database } from "./database";
import { openPglite } from "./open-pglite";
import { openPostgres } from "./open-postgres";
import { readPgliteSeed } from "./pglite-seed";

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded database under DATA_DIR. */
export async function openDatabase(env: Pick<Env, "DATABASE_URL" | "DATA_DIR">): Promise<Database> {
  if (env.DATABASE_URL) return openPostgres(env.DATABASE_URL);
  return openPglite(env.DATA_DIR, { loadDataDir: () => readPgliteSeed() });
}
