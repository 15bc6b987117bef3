import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { tables } from "./schema";

/** A Drizzle database over either engine; services depend only on this. */
export type Db = PgDatabase<PgQueryResultHKT, typeof tables>;

/**
 * The dependencies of a service that only needs the database (or a transaction: pass
 * `{ db: tx }`). Every service takes its dependencies this way, as its first parameter.
 */
export interface DbDeps {
  db: Db;
}

export type DatabaseKind = "pglite" | "postgres";

/** An open database: the Drizzle handle plus what the server needs to manage it. */
export interface Database {
  readonly db: Db;
  readonly kind: DatabaseKind;
  /** Applies pending migrations; safe to call on every start. */
  migrate(): Promise<void>;
  /** Round-trips a trivial query; rejects when the database is unreachable. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
