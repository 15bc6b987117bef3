import type { RequestRate } from "../auth/failure-throttle";
import type { DbDeps } from "../db/database";
import { uploads } from "../db/schema";
import type { Env } from "../env";
import { findOwnedResume } from "../resume/service";
import { imageKey, storageUrl } from "./keys";
import { processImage } from "./process-image";
import type { ImageUpload } from "./read-upload";
import type { Storage } from "./storage";
import { assertStorageRoom } from "./storage-quota";

export interface StorageDeps extends DbDeps {
  env: Env;
  storage: Storage;
  /** Uploads per user. */
  uploadRate: RequestRate;
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
  await assertStorageRoom(deps, userId, image.length);
  const key = imageKey(userId, upload.resumeId);
  await deps.storage.put(key, image, "image/webp");
  await deps.db.insert(uploads).values({ key, userId, size: image.length });
  return storageUrl(key);
}
