import type { InstanceStats } from "@vitae/schema";
import { count } from "drizzle-orm";
import type { Db } from "../db/database";
import { resumes, users } from "../db/schema";

/** How long counted figures are reused: the landing page is public, and counting costs two scans. */
export const statsTtlMs = 5 * 60_000;

/**
 * This instance's real counts of accounts and resumes, counted at most once per
 * {@link statsTtlMs}, however many visitors ask. Concurrent askers share one count.
 */
export class InstanceStatsCounter {
  private cached: { stats: InstanceStats; countedAt: number } | null = null;
  private pending: Promise<InstanceStats> | null = null;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  async get(): Promise<InstanceStats> {
    if (this.cached && this.now() - this.cached.countedAt < statsTtlMs) return this.cached.stats;
    this.pending ??= this.count().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  private async count(): Promise<InstanceStats> {
    const [[userRow], [resumeRow]] = await Promise.all([
      this.db.select({ value: count() }).from(users),
      this.db.select({ value: count() }).from(resumes),
    ]);
    const stats = { users: userRow?.value ?? 0, resumes: resumeRow?.value ?? 0 };
    this.cached = { stats, countedAt: this.now() };
    return stats;
  }
}
