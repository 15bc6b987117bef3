import { createId } from "@vitae/schema";
import { assertValidKey } from "./storage";

/** Where stored files are served: GET /api/storage/<key>. */
export const storageRoute = "/api/storage/";

/** Every file of a user sits under this prefix, so deleting the account removes them all. */
export function userPrefix(userId: string): string {
  return `${userId}/`;
}

/** Files uploaded for one resume; deleting the resume removes them. */
export function resumePrefix(userId: string, resumeId: string): string {
  return `${userId}/resumes/${resumeId}/`;
}

/** A new key for an uploaded image: the user's pictures, or the folder of one of their resumes. */
export function imageKey(userId: string, resumeId?: string): string {
  const folder = resumeId === undefined ? `${userId}/pictures/` : resumePrefix(userId, resumeId);
  const key = `${folder}${createId()}.webp`;
  assertValidKey(key);
  return key;
}

/**
 * Whether a key names an uploaded picture (`<userId>/pictures/<id>.webp` or
 * `<userId>/resumes/<resumeId>/<id>.webp`): the only stored files GET /api/storage serves,
 * to anyone who has the address. Prints and previews stored beside them are downloaded only
 * through the print routes, which check the owner's session or that the resume is still
 * public with that very data.
 */
export function isPictureKey(key: string): boolean {
  return /^[a-z0-9]+\/(?:pictures|resumes\/[a-z0-9]+)\/[a-z0-9]+\.webp$/.test(key);
}

/**
 * The address a stored file is served at, relative to the app's origin: resume data keeps it
 * as it is, so the picture shows whatever address the app is reached at (exports that leave
 * the app make it absolute with PUBLIC_URL).
 */
export function storageUrl(key: string): string {
  return `${storageRoute}${key}`;
}
