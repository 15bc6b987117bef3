// The printing child of `vitae render` (apps/server/dist/render.js), in plain JavaScript so the
// `vitae` command can start it before it loads its TypeScript: the child's start (its modules,
// the artboard's server, Chromium) then overlaps the command line's own (see built-printer.ts).
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

/** Where `npm run build` puts the printing entry. */
export const renderEntry = fileURLToPath(new URL("../../server/dist/render.js", import.meta.url));

/**
 * Starts the printing entry; it takes jobs on stdin. Only PATH and CHROME_PATH are passed on
 * from the environment: settings meant for a real instance are never read.
 */
export function spawnRenderChild(entry = renderEntry) {
  return spawn(process.execPath, [entry], {
    env: { PATH: process.env.PATH ?? "", ...(process.env.CHROME_PATH ? { CHROME_PATH: process.env.CHROME_PATH } : {}) },
    stdio: ["pipe", "pipe", "pipe"],
  });
}
