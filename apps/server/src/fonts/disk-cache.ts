import { createHash, randomUUID } from "node:crypto";
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";

export interface CachedFile {
  body: Buffer;
  /** When it was written, in ms since the epoch. */
  storedAt: number;
}

/**
 * Files in one folder, named by a hash of their key (keys never become paths). Writes go to
 * a temporary name first and are renamed into place, so a reader never sees half a file and
 * several instances sharing DATA_DIR do not trip over each other. At most `maxEntries` files
 * are written; past that the service keeps working from memory and the network. Every disk
 * error is swallowed: the cache only ever saves a request.
 */
export class DiskCache {
  private entries: Promise<number> | null = null;

  constructor(
    private readonly folder: string,
    private readonly maxEntries: number,
  ) {}

  private file(key: string): string {
    return path.join(this.folder, createHash("sha256").update(key).digest("hex"));
  }

  async read(key: string): Promise<CachedFile | null> {
    const file = this.file(key);
    try {
      const [body, info] = await Promise.all([readFile(file), stat(file)]);
      return { body, storedAt: info.mtimeMs };
    } catch {
      return null;
    }
  }

  async write(key: string, body: Buffer): Promise<void> {
    try {
      this.entries ??= mkdir(this.folder, { recursive: true }).then(async () => (await readdir(this.folder)).length);
      const count = await this.entries;
      const file = this.file(key);
      const replacing = await stat(file).then(
        () => true,
        () => false,
      );
      if (!replacing && count >= this.maxEntries) return;
      const temporary = `${file}.${randomUUID()}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, file).catch(async (error: unknown) => {
        await rm(temporary, { force: true });
        throw error;
      });
      if (!replacing) this.entries = Promise.resolve(count + 1);
    } catch {
      // A full or read-only disk costs the cache, nothing else.
      this.entries = null;
    }
  }
}
