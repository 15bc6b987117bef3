import type { ResumeData } from "@vitae/schema";

/**
 * The data of the resumes saved last, each with the version it was saved as. A JSON Patch is
 * based on the version its sender last received, which is usually the one this server just
 * wrote: reading those 40 KB back from the database (and parsing them) cost about a third of
 * an autosave. An entry is used only for exactly its version; every change of a resume's
 * data raises its version, and the update that stores a patched result is conditional on
 * that version, so data of another version (written by another instance, a restore, a
 * variant refresh) is never patched: the save reads the stored data then.
 *
 * Entries are never changed: a patch is applied to copies of the containers on its paths
 * (see applyDataPatch), and sanitising and validation build new objects.
 */
export class SavedDataCache {
  private readonly entries = new Map<string, { version: number; data: ResumeData }>();

  /**
   * @param maxEntries resumes kept, the least recently saved dropped first.
   * @param maxBytes larger data is not kept, so the cache stays within a few megabytes.
   */
  constructor(
    private readonly maxEntries = 64,
    private readonly maxBytes = 128 * 1024,
  ) {}

  /** The data of resume `id` at `version`, if it is kept. */
  get(id: string, version: number): ResumeData | undefined {
    const entry = this.entries.get(id);
    return entry?.version === version ? entry.data : undefined;
  }

  /** Keeps `data` (of `bytes` as JSON) as resume `id`'s data at `version`. */
  remember(id: string, version: number, data: ResumeData, bytes: number): void {
    this.entries.delete(id);
    if (bytes > this.maxBytes) return;
    this.entries.set(id, { version, data });
    // A Map iterates in insertion order: the first key is the least recently saved.
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }
}
