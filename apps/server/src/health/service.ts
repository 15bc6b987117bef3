import { constants } from "node:fs";
import { access } from "node:fs/promises";
import type { Database } from "../db/database";
import type { Env } from "../env";
import { storageFor } from "../storage/storage-for";

export interface ComponentStatus {
  status: "up" | "down";
  detail: string;
}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function databaseStatus(database: Database): Promise<ComponentStatus> {
  try {
    await withTimeout(database.ping(), 2000);
    return { status: "up", detail: database.kind };
  } catch (error) {
    return { status: "down", detail: `${database.kind}: ${(error as Error).message}` };
  }
}

/** The file storage's own check: DATA_DIR/storage writable, or the S3 bucket reachable. */
export function storageStatus(env: Env): Promise<ComponentStatus> {
  return storageFor(env).status();
}

/**
 * Whether a browser for printing is available: a remote CDP endpoint answering its
 * version query, or the printer's local browser (running, or an executable to start). Without one the app still works and the web
 * app falls back to the browser's own print.
 */
export async function browserStatus(
  env: Pick<Env, "CHROME_PATH" | "CHROME_URL">,
  /** The app printer's own view of its local browser (running, crashed, or missing). */
  localStatus?: () => ComponentStatus,
): Promise<ComponentStatus> {
  if (env.CHROME_URL) {
    const url = new URL(env.CHROME_URL);
    url.protocol = url.protocol === "wss:" ? "https:" : url.protocol === "ws:" ? "http:" : url.protocol;
    url.pathname = "/json/version";
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1500) });
      if (!response.ok) return { status: "down", detail: `remote: HTTP ${response.status}` };
      return { status: "up", detail: "remote" };
    } catch (error) {
      return { status: "down", detail: `remote: ${(error as Error).message}` };
    }
  }
  if (localStatus) return localStatus();
  const executable = env.CHROME_PATH;
  try {
    await access(executable, constants.X_OK);
    return { status: "up", detail: `local: ${executable}` };
  } catch {
    return { status: "down", detail: `local: ${executable} is missing or not executable` };
  }
}
