import { and, eq, lt, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { DbDeps } from "../db/database";
import { resumes, uploads, users } from "../db/schema";
import type { Storage } from "./storage";

/** How long an uploaded picture may wait for a profile or resume to use it. */
export const unattachedTtlMs = 24 * 60 * 60 * 1000;
const sweepEveryMs = 60 * 60 * 1000;

/**
 * Deletes pictures uploaded more than a day ago that neither their owner's profile nor any
 * of their resumes mentions (by key, as it appears in the picture's address). Answers how
 * many went.
 */
export interface SweepDeps extends DbDeps {
  storage: Storage;
}

export async function sweepUnattachedPictures({ db, storage }: SweepDeps, now: number): Promise<number> {
  const stale = await db
    .select({ key: uploads.key, userId: uploads.userId })
    .from(uploads)
    .where(lt(uploads.createdAt, new Date(now - unattachedTtlMs)))
    .limit(500);
  let deleted = 0;
  for (const { key, userId } of stale) {
    const pattern = `%${key}%`;
    const [usedByProfile] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), sql`${users.picture} like ${pattern}`));
    const [usedByResume] = await db
      .select({ id: resumes.id })
      .from(resumes)
      // A resume's data is stored in two columns (resume/stored-data.ts); a file named in
      // either is kept, even by a change that removes it (it is then unattached next time).
      .where(and(eq(resumes.userId, userId), sql`(${resumes.storedData}::text like ${pattern} or ${resumes.pendingChanges}::text like ${pattern})`))
      .limit(1);
    if (usedByProfile || usedByResume) {
      // In use: no longer a candidate, and no longer checked every hour.
      await db.update(uploads).set({ createdAt: new Date(now) }).where(eq(uploads.key, key));
      continue;
    }
    await storage.delete(key);
    await db.delete(uploads).where(eq(uploads.key, key));
    deleted += 1;
  }
  return deleted;
}

/** Runs the sweep every hour inside the server while it runs. */
export function scheduleUnattachedSweep(app: FastifyInstance, deps: SweepDeps): void {
  const timer = setInterval(() => {
    sweepUnattachedPictures(deps, Date.now()).catch((error: unknown) =>
      app.log.warn({ err: error }, "deleting unused pictures failed"),
    );
  }, sweepEveryMs);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
}
