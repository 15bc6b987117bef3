import { createHash } from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import type { Db, DbDeps } from "../db/database";
import { rateLimitCounters } from "../db/schema";
import type { CounterStore, CounterWindow } from "./counter-store";

const table = rateLimitCounters;

/**
 * The row key of a counter: a sha256 of the counter's name. Names carry what people typed
 * (a sign-in identifier of any length), and a key over the primary-key index's row limit
 * (about 2.7 KB) would fail the statement instead of counting.
 */
const rowKey = (key: string) => createHash("sha256").update(key).digest("base64url");

/**
 * Counters in PostgreSQL, so every instance behind a load balancer counts towards one
 * limit. Each increment is a single upsert, atomic under concurrency: a window that has
 * ended restarts at 1 in the same statement.
 */
export class PostgresCounterStore implements CounterStore {
  private readonly db: Db;

  constructor({ db }: DbDeps) {
    this.db = db;
  }

  async increment(name: string, windowMs: number, now: number): Promise<CounterWindow> {
    const key = rowKey(name);
    const nowAt = new Date(now).toISOString();
    const resetAt = new Date(now + windowMs);
    const ended = sql`${table.resetAt} <= ${nowAt}::timestamptz`;
    const [row] = await this.db
      .insert(table)
      .values({ key, count: 1, resetAt })
      .onConflictDoUpdate({
        target: table.key,
        set: {
          count: sql`case when ${ended} then 1 else ${table.count} + 1 end`,
          resetAt: sql`case when ${ended} then ${resetAt.toISOString()}::timestamptz else ${table.resetAt} end`,
        },
      })
      .returning();
    if (!row) throw new Error(`counting ${name} returned no row`);
    return { count: row.count, resetAt: row.resetAt.getTime() };
  }

  async get(name: string, now: number): Promise<CounterWindow | null> {
    const [row] = await this.db.select().from(table).where(eq(table.key, rowKey(name)));
    if (!row || row.resetAt.getTime() <= now) return null;
    return { count: row.count, resetAt: row.resetAt.getTime() };
  }

  async delete(name: string): Promise<void> {
    await this.db.delete(table).where(eq(table.key, rowKey(name)));
  }

  /** Drops ended windows; run now and then so the table holds only live counters. */
  async sweep(now: number): Promise<void> {
    await this.db.delete(table).where(lt(table.resetAt, new Date(now)));
  }
}
