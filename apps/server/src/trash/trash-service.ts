import type { TrashedResume } from "@vitae/schema";
import { and, desc, eq, isNotNull, lt, sql } from "drizzle-orm";
import { resumes } from "../db/schema";
import { AppError } from "../errors/app-error";
import type { ResumeRow } from "../resume/present";
import type { ResumeDeps } from "../resume/service";
import { removeStoredFiles } from "../resume/stored-files";
import { withData } from "../resume/stored-data";

const dayMs = 24 * 60 * 60_000;

export interface TrashDeps extends ResumeDeps {
  /** Milliseconds since the epoch; tests move it to reach the purge. */
  now: () => number;
}

function trashed(userId: string, id: string) {
  return and(eq(resumes.id, id), eq(resumes.userId, userId), isNotNull(resumes.deletedAt));
}

function purgeAt(deletedAt: Date, retentionDays: number): Date {
  return new Date(deletedAt.getTime() + retentionDays * dayMs);
}

/** GET /trash: the user's trashed resumes, last trashed first, with the day each is purged. */
export async function listTrash(deps: TrashDeps, userId: string): Promise<TrashedResume[]> {
  const rows = await deps.db
    .select({ id: resumes.id, title: resumes.title, slug: resumes.slug, deletedAt: resumes.deletedAt })
    .from(resumes)
    .where(and(eq(resumes.userId, userId), isNotNull(resumes.deletedAt)))
    .orderBy(desc(resumes.deletedAt), desc(resumes.id));
  return rows.flatMap((row) =>
    row.deletedAt ? [{ ...row, deletedAt: row.deletedAt, purgeAt: purgeAt(row.deletedAt, deps.env.TRASH_RETENTION_DAYS) }] : [],
  );
}

/**
 * POST /trash/{id}/restore: back among the user's resumes, at its old address (the slug
 * stayed reserved while it was in the Trash, so nobody can have taken it).
 */
export async function restoreFromTrash(deps: TrashDeps, userId: string, id: string): Promise<ResumeRow> {
  const [restored] = await deps.db.update(resumes).set({ deletedAt: null, updatedAt: sql`${resumes.updatedAt}` }).where(trashed(userId, id)).returning();
  if (!restored) throw new AppError("ResumeNotFound");
  return withData(restored);
}

/**
 * Deletes a trashed resume for good: statistics, history and bursts by cascade, then its
 * files, whose bytes then no longer count towards the owner's storage quota.
 */
async function purge(deps: TrashDeps, userId: string, id: string): Promise<ResumeRow | undefined> {
  const [deleted] = await deps.db.delete(resumes).where(trashed(userId, id)).returning();
  if (deleted) {
    await removeStoredFiles(deps, userId, id);
  }
  return deleted && withData(deleted);
}

/** DELETE /trash/{id}: "Delete forever". Only a resume already in the Trash can be. */
export async function deleteForever(deps: TrashDeps, userId: string, id: string): Promise<ResumeRow> {
  const deleted = await purge(deps, userId, id);
  if (!deleted) throw new AppError("ResumeNotFound");
  return deleted;
}

/** The scheduled purge: every resume trashed more than TRASH_RETENTION_DAYS ago. Answers how many. */
export async function purgeExpiredTrash(deps: TrashDeps): Promise<number> {
  const cutoff = new Date(deps.now() - deps.env.TRASH_RETENTION_DAYS * dayMs);
  const expired = await deps.db
    .select({ id: resumes.id, userId: resumes.userId })
    .from(resumes)
    .where(and(isNotNull(resumes.deletedAt), lt(resumes.deletedAt, cutoff)));
  let purged = 0;
  for (const row of expired) if (await purge(deps, row.userId, row.id)) purged += 1;
  return purged;
}
