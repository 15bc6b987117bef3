import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { pgliteSeedFile } from "../paths";
import { dumpPglite, openPglite } from "./open-pglite";

/*
 * A new embedded database used to run initdb at first start: ~2-4 s of WebAssembly work
 * on a 2-core machine, over the 3 s a first `npm start` may take to be healthy. The build
 * runs initdb and every migration once and keeps the result as a gzipped dump of the data
 * folder (`dist/pglite-seed.tar.gz`, ~4.5 MB); a first start unpacks it instead (~0.6 s).
 * The dump is made by the PGlite of this very install, so its format always matches; any
 * migration newer than the seed still runs at start as usual.
 */

/** Makes the seed: a migrated, empty embedded database, dumped to `file`. */
export async function writePgliteSeed(file = pgliteSeedFile): Promise<void> {
  const database = await openPglite(null);
  try {
    await database.migrate();
    const dump = await dumpPglite(database, "gzip");
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
}

/** The build's seed as a Blob for PGlite's `loadDataDir`, or undefined when there is none (dev, tests). */
export async function readPgliteSeed(file = pgliteSeedFile): Promise<Blob | undefined> {
  if (!existsSync(file)) return undefined;
  return new Blob([await readFile(file)]);
}
