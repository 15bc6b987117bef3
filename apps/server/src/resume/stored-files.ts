import type { ResumeData } from "@vitae/schema";
import type { FastifyBaseLogger } from "fastify";
import { resumePrefix, storageRoute } from "../storage/keys";
import type { Storage } from "../storage/storage";

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
 */
export async function adoptStoredFiles(
  storage: Storage,
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
    const file = await storage.get(key);
    if (!file) continue;
    const target = `${resumePrefix(userId, resumeId)}${key.slice(key.lastIndexOf("/") + 1)}`;
    await storage.put(target, await readAll(file.body), file.contentType);
    json = json.replaceAll(`${storageRoute}${key}`, `${storageRoute}${target}`);
  }
  return JSON.parse(json) as ResumeData;
}

/** Removes a deleted resume's uploads; a failure leaves orphaned files, not a broken resume, so it is logged. */
export async function removeStoredFiles(
  storage: Storage,
  log: FastifyBaseLogger,
  userId: string,
  resumeId: string,
): Promise<void> {
  try {
    await storage.deletePrefix(resumePrefix(userId, resumeId));
  } catch (error) {
    log.error({ err: error, resumeId }, "could not delete the files of a deleted resume");
  }
}
