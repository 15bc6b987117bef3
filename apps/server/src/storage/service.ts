import { eq, sql } from "drizzle-orm";
import type { RequestRate } from "../auth/failure-throttle";
import type { DbDeps } from "../db/database";
import { uploads } from "../db/schema";
import type { Env } from "../env";
import { AppError } from "../errors/app-error";
import { findOwnedResume } from "../resume/service";
import { imageKey, storageUrl } from "./keys";
import { processImage } from "./process-image";
import type { ImageUpload } from "./read-upload";
import type { Storage } from "./storage";

export interface StorageDeps extends DbDeps {
  env: Env;
  storage: Storage;
  /** Uploads per user. */
  uploadRate: RequestRate;
}

/** Bytes of pictures `userId` keeps. */
export async function storedBytes({ db }: DbDeps, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${uploads.size}), 0)` })
    .from(uploads)
    .where(eq(uploads.userId, userId));
  return Number(row?.total ?? 0);
}

/**
 * PUT /storage/image: checks the resume (when one is named) belongs to the user, checks and
 * re-encodes the image, checks the user's rate and storage quota, and only then stores it,
 * so a refused upload leaves nothing behind.
 * Answers the image's origin-relative address (`/api/storage/…`).
 */
export async function uploadImage(deps: StorageDeps, userId: string, upload: ImageUpload): Promise<string> {
  await deps.uploadRate.consume(userId, "Too many uploads; wait a moment and try again.");
  if (upload.resumeId !== undefined) await findOwnedResume(deps, userId, upload.resumeId);
  const image = await processImage(upload.bytes);
  const quota = deps.env.STORAGE_QUOTA_MB * 1024 * 1024;
  if ((await storedBytes(deps, userId)) + image.length > quota) {
    throw new AppError(
      "StorageQuotaExceeded",
      `Your pictures may take ${deps.env.STORAGE_QUOTA_MB} MB together; delete some (unused ones go a day after upload) and try again.`,
    );
  }
  const key = imageKey(userId, upload.resumeId);
  await deps.storage.put(key, image, "image/webp");
  await deps.db.insert(uploads).values({ key, userId, size: image.length });
  return storageUrl(key);
}
