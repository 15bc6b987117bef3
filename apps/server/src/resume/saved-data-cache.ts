import type { ResumeData } from "@vitae/schema";
import type { DataChange } from "../db/schema";
import { LRUCache } from "lru-cache";
import { jsonBytes } from "./data-bytes";

/** A resume's data as one of its saves wrote it. */
export interface KeptData {
  data: ResumeData;
  /** Its size as JSON. */
  bytes: number;
  /** Whether the resume was a variant when it was saved (a variant's data follows its master). */
  ofVariant: boolean;
  /**
   * The changes stored apart from the data at this version (resume/stored-data.ts), which
   * the next save adds its own to; undefined when not known, and the next save then writes
   * the data whole.
   */
  pendingChanges: DataChange[] | null | undefined;
}

/**
 * The data of the resumes saved or read last, each with its version. A JSON Patch is based
 * on the version its sender last received, which is usually the one this server just wrote
 * or answered: reading those 40 KB back from the database (and parsing them) was about a
 * quarter of the database's work on an autosave (PGlite), and most of a GET's. The owner's
 * GET, a public page and a print read the row without its data when this keeps the data of
 * the row's version, and keep what they read otherwise.
 *
 * An entry is used only for exactly its version: every change of a resume's data raises its
 * version, and the update that stores a patched result is conditional on that version, so
 * data of another version (written by another instance, a restore, a variant refresh) is
 * never patched or answered: it is read from the database then. A 409 answer takes the
 * current data from here too when it is kept.
 *
 * Entries are never changed: a patch is applied to copies of the containers on its paths
 * (see applyDataPatch), and sanitising and validation build new objects.
 */
export class SavedDataCache {
  private readonly entries: LRUCache<string, KeptData & { version: number }>;

  /**
   * @param maxEntries resumes kept, the least recently saved or read dropped first.
   * @param maxBytes the data kept, as JSON, at most: a few of the largest resumes, or a
   *   few hundred of the usual size (a parsed resume takes a few times its JSON in memory).
   */
  constructor(maxEntries = 256, maxBytes = 8 * 1024 * 1024) {
    this.entries = new LRUCache({ max: maxEntries, maxSize: maxBytes, sizeCalculation: (entry) => Math.max(1, entry.bytes) });
  }

  /** The data of resume `id` at `version`, if it is kept. */
  get(id: string, version: number): ResumeData | undefined {
    return this.entry(id, version)?.data;
  }

  /** What is kept of resume `id` at `version`, if it is kept. */
  entry(id: string, version: number): KeptData | undefined {
    const entry = this.latest(id);
    return entry?.version === version ? entry : undefined;
  }

  /**
   * What is kept of resume `id`, with its version, whatever that is: a read that does not
   * know the stored version asks the database for the data only when it is another one.
   */
  latest(id: string): (KeptData & { version: number }) | undefined {
    // Peeked: using an entry does not keep it longer; the least recently saved or read go first.
    return this.entries.peek(id);
  }

  /** Keeps the data just read from the database for `row`'s version, with the changes stored apart from it. */
  rememberRead(row: { id: string; version: number; masterId: string | null }, data: ResumeData, pendingChanges: DataChange[] | null): void {
    this.remember(row.id, row.version, data, jsonBytes(data), { ofVariant: row.masterId !== null, pendingChanges });
  }

  /**
   * Keeps `data` (of `bytes` as JSON) as resume `id`'s data at `version`, and what is known of
   * how it is stored; data larger than the whole cache is not kept.
   */
  remember(
    id: string,
    version: number,
    data: ResumeData,
    bytes: number,
    stored: Partial<Pick<KeptData, "ofVariant" | "pendingChanges">> = {},
  ): void {
    // A value too large for the cache is not stored, and the key's older entry is dropped.
    this.entries.set(id, { version, data, bytes, ofVariant: stored.ofVariant ?? false, pendingChanges: stored.pendingChanges });
  }
}
