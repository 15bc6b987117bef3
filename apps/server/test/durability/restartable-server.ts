import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { type BuiltServer, freeLoopbackPort, requireBuiltServer, startBuiltServer } from "./built-server";
import { createServerDatabase, type ServerDatabase } from "./server-database";

/**
 * The built server a SIGKILL test kills and starts again on the same data: a data folder and
 * a database (the embedded one in that folder, or PostgreSQL when TEST_DATABASE_URL is set)
 * made before the suite and removed after it, and `start()`, which starts the server on the
 * same port every time. Registers the suite's beforeAll and afterAll.
 */
export function restartableServer(folderPrefix: string) {
  let database: ServerDatabase | undefined;
  let dataDir = "";
  let port = 0;
  let current: BuiltServer | undefined;
  beforeAll(async () => {
    requireBuiltServer();
    database = await createServerDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), folderPrefix));
    port = await freeLoopbackPort();
  });
  afterAll(async () => {
    await current?.stop("SIGKILL");
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  const ready = (): ServerDatabase => {
    if (!database) throw new Error("restartableServer is used before its beforeAll ran");
    return database;
  };
  return {
    /** What the server keeps its data in ("PGlite" or "PostgreSQL", for the log line). */
    label: () => ready().label,
    start: async (): Promise<BuiltServer> => {
      current = await startBuiltServer({ dataDir, port, env: { ...ready().env, TRUST_PROXY: "true" } });
      return current;
    },
  };
}
