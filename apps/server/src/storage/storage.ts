import type { Readable } from "node:stream";
import type { ComponentStatus } from "../health/service";

/** A stored file on its way out: its bytes as a stream, what they are and how many. */
export interface StoredFile {
  body: Readable;
  contentType: string;
  size?: number;
}

/**
 * Where uploaded files live: a folder under DATA_DIR, or an S3-compatible bucket. Keys are
 * paths such as `<userId>/pictures/<id>.webp`, always checked by `assertValidKey`, so
 * neither implementation ever sees a key it could misread as a way out of its root.
 */
export interface Storage {
  readonly kind: "local" | "s3";
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file, or null when no file has this key. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes one file; a key without a file is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every file whose key starts with `prefix` (which ends with "/"). */
  deletePrefix(prefix: string): Promise<void>;
  status(): Promise<ComponentStatus>;
  close(): Promise<void>;
}

// Lowercase letters and digits, with single dots, hyphens or underscores between them:
// no "..", no leading dot, no slash, no character a file system or URL treats specially.
const segmentPattern = /^[a-z0-9]+(?:[._-][a-z0-9]+)*$/;
const maxKeyLength = 300;
const maxSegments = 8;

/** Whether `key` is a well-formed storage key (the allowlist every path is built from). */
export function isValidKey(key: string): boolean {
  if (key.length === 0 || key.length > maxKeyLength) return false;
  const segments = key.split("/");
  return segments.length <= maxSegments && segments.every((segment) => segmentPattern.test(segment));
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
}

/** A prefix is a valid key followed by "/": it names a whole folder, never part of a name. */
export function assertValidPrefix(prefix: string): void {
  if (!prefix.endsWith("/") || !isValidKey(prefix.slice(0, -1))) {
    throw new Error(`not a storage prefix: ${JSON.stringify(prefix)}`);
  }
}

const contentTypes: Record<string, string> = {
  webp: "image/webp",
  // Printed resumes and their first-page previews (resume/print-service.ts).
  pdf: "application/pdf",
  jpg: "image/jpeg",
};

/** The content type a key's extension stands for (local files carry no metadata of their own). */
export function contentTypeOfKey(key: string): string {
  const extension = key.slice(key.lastIndexOf(".") + 1);
  return contentTypes[extension] ?? "application/octet-stream";
}
