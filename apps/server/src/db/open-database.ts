import type { Env } from "../env";
import type { Database } from "./database";
import { openPglite } from "./open-pglite";
import { openPostgres } from "./open-postgres";

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded database under DATA_DIR. */
export function openDatabase(env: Pick<Env, "DATABASE_URL" | "DATA_DIR">): Promise<Database> {
  return env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : openPglite(env.DATA_DIR);
}
