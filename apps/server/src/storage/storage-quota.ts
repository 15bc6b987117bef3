import { eq, sql } from "drizzle-orm";
import type { DbDeps } from "../db/database";
import { uploads } from "../db/schema";
import type { Env } from "../env";
import { AppError } from "../errors/app-error";

/** Bytes of pictures `userId` keeps: every upload, and every copy made into a duplicated or imported resume. */
export async function storedBytes({ db }: DbDeps, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${uploads.size}), 0)` })
    .from(uploads)
    .where(eq(uploads.userId, userId));
  return Number(row?.total ?? 0);
}

/**
 * Refuses (413, StorageQuotaExceeded) unless `userId` may keep `bytes` more within
 * STORAGE_QUOTA_MB. Uploads and the pictures copied into a new resume pass here alike, so
 * duplicating a resume again and again cannot grow a user's storage past the quota either.
 */
export async function assertStorageRoom(deps: DbDeps & { env: Env }, userId: string, bytes: number): Promise<void> {
  const quota = deps.env.STORAGE_QUOTA_MB * 1024 * 1024;
  if ((await storedBytes(deps, userId)) + bytes > quota) {
    throw new AppError(
      "StorageQuotaExceeded",
      `Your pictures may take ${deps.env.STORAGE_QUOTA_MB} MB together; delete some (unused ones go a day after upload) and try again.`,
    );
  }
}
