import { randomBytes } from "node:crypto";
import { constants } from "node:fs";
import { access, mkdir, open, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { ComponentStatus } from "../health/service";
import { assertValidKey, assertValidPrefix, contentTypeOfKey, type Storage, type StoredFile } from "./storage";

const missingCodes = new Set(["ENOENT", "ENOTDIR", "EISDIR"]);

/** Files in a folder (DATA_DIR/storage), one file per key, folders per key segment. */
export class LocalStorage implements Storage {
  readonly kind = "local";
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The file of a key; the key is checked against the allowlist and the result against the root. */
  private pathOf(keyOrPrefix: string): string {
    const resolved = path.resolve(this.root, ...keyOrPrefix.split("/").filter(Boolean));
    if (!resolved.startsWith(this.root + path.sep)) throw new Error(`key outside the storage folder: ${keyOrPrefix}`);
    return resolved;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertValidKey(key);
    if (contentType !== contentTypeOfKey(key)) {
      throw new Error(`local storage keeps ${contentType} only under a matching extension, not ${key}`);
    }
    const file = this.pathOf(key);
    // Written aside and renamed, so a reader never sees half a file.
    const temporary = `${file}.${randomBytes(6).toString("hex")}.partial`;
    try {
      // The folder is made only when it is missing: most files go into one that exists (a
      // resume's prints), and asking for it first cost every put a round trip to the disk.
      await writeFile(temporary, bytes, { flag: "wx" }).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== "ENOENT") throw error;
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(temporary, bytes, { flag: "wx" });
      });
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredFile | null> {
    assertValidKey(key);
    let handle;
    try {
      handle = await open(this.pathOf(key), "r");
    } catch (error) {
      if (missingCodes.has((error as NodeJS.ErrnoException).code ?? "")) return null;
      throw error;
    }
    const stats = await handle.stat();
    if (!stats.isFile()) {
      await handle.close();
      return null;
    }
    return { body: handle.createReadStream(), contentType: contentTypeOfKey(key), size: stats.size };
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    await rm(this.pathOf(key), { force: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    assertValidPrefix(prefix);
    await rm(this.pathOf(prefix), { recursive: true, force: true });
  }

  /** Up when the folder exists (or can be made) and is writable. */
  async status(): Promise<ComponentStatus> {
    try {
      await mkdir(this.root, { recursive: true });
      await access(this.root, constants.W_OK);
      return { status: "up", detail: "local" };
    } catch (error) {
      return { status: "down", detail: `local: ${(error as NodeJS.ErrnoException).code ?? "unwritable"}` };
    }
  }

  async close(): Promise<void> {}
}
