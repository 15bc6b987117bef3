import type { ResumeData } from "@vitae/schema";
import { like } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { DbDeps } from "../db/database";
import { uploads } from "../db/schema";
import type { Env } from "../env";
import { resumePrefix, storageRoute } from "../storage/keys";
import type { Storage } from "../storage/storage";
import { assertStorageRoom } from "../storage/storage-quota";

export interface StoredFilesDeps extends DbDeps {
  env: Env;
  storage: Storage;
  log: FastifyBaseLogger;
}

/** Copying more than this many pictures into a new resume is not worth the wait. */
const maxAdoptedFiles = 50;

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * Resume data for a new resume (a duplicate or an import) whose pictures were uploaded for
 * another of the user's resumes: each such file is copied into the new resume's folder and
 * its address rewritten, so deleting the other resume later does not break this one.
 * Addresses of other users' files, or of files that no longer exist, are left as they are.
 * Each copy is recorded among the user's uploads and counts towards the storage quota: a
 * copy past the quota refuses the whole resume (413), and the caller removes the copies made
 * so far with `removeStoredFiles`.
 */
export async function adoptStoredFiles(
  deps: StoredFilesDeps,
  userId: string,
  resumeId: string,
  data: ResumeData,
): Promise<ResumeData> {
  // Ids are cuid2 (lowercase letters and digits); anything else cannot own stored files.
  if (!/^[a-z0-9]+$/.test(userId)) return data;
  let json = JSON.stringify(data);
  const pattern = new RegExp(`${storageRoute}(${userId}/resumes/([a-z0-9]+)/([a-z0-9]+\\.webp))`, "g");
  const keys = new Set<string>();
  for (const match of json.matchAll(pattern)) {
    if (match[2] !== resumeId && match[1]) keys.add(match[1]);
  }
  for (const key of [...keys].slice(0, maxAdoptedFiles)) {
    const file = await deps.storage.get(key);
    if (!file) continue;
    const bytes = await readAll(file.body);
    await assertStorageRoom(deps, userId, bytes.length);
    const target = `${resumePrefix(userId, resumeId)}${key.slice(key.lastIndexOf("/") + 1)}`;
    await deps.storage.put(target, bytes, file.contentType);
    await deps.db.insert(uploads).values({ key: target, userId, size: bytes.length });
    json = json.replaceAll(`${storageRoute}${key}`, `${storageRoute}${target}`);
  }
  return JSON.parse(json) as ResumeData;
}

/**
 * Removes a deleted resume's files and their records, whose bytes then no longer count
 * towards the owner's storage quota. A failure to delete the files leaves orphaned files,
 * not a broken resume, so it is logged.
 */
export async function removeStoredFiles(deps: StoredFilesDeps, userId: string, resumeId: string): Promise<void> {
  const prefix = resumePrefix(userId, resumeId);
  try {
    await deps.storage.deletePrefix(prefix);
  } catch (error) {
    deps.log.error({ err: error, resumeId }, "could not delete the files of a deleted resume");
  }
  await deps.db.delete(uploads).where(like(uploads.key, `${prefix}%`));
}
