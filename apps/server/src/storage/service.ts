import type { Db } from "../db/database";
import type { Env } from "../env";
import { findOwnedResume } from "../resume/service";
import { imageKey, storageUrl } from "./keys";
import { processImage } from "./process-image";
import type { ImageUpload } from "./read-upload";
import type { Storage } from "./storage";

export interface StorageDeps {
  db: Db;
  env: Env;
  storage: Storage;
}

/**
 * PUT /storage/image: checks the resume (when one is named) belongs to the user, checks and
 * re-encodes the image, and only then stores it, so a refused upload leaves nothing behind.
 * Answers the image's origin-relative address (`/api/storage/…`).
 */
export async function uploadImage(deps: StorageDeps, userId: string, upload: ImageUpload): Promise<string> {
  if (upload.resumeId !== undefined) await findOwnedResume(deps, userId, upload.resumeId);
  const image = await processImage(upload.bytes);
  const key = imageKey(userId, upload.resumeId);
  await deps.storage.put(key, image, "image/webp");
  return storageUrl(key);
}
