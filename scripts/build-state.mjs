// Knows whether the production build is up to date with its sources, so `npm start`
// builds only when needed (a fresh clone, or sources changed since the last build).
import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("..", import.meta.url));

/** Everything whose change changes the build output. */
export const sourcePaths = [
  "packages",
  "apps/web/src",
  "apps/web/public",
  "apps/web/index.html",
  "apps/web/artboard.html",
  "apps/web/vite.config.ts",
  "apps/server/src",
  "apps/server/build.mjs",
  "apps/server/drizzle",
  "package-lock.json",
];

/** Outputs that must all exist for the build to count. */
export const outputPaths = [
  "apps/web/dist/index.html",
  "apps/web/dist/artboard.html",
  "apps/server/dist/main.js",
  "apps/server/dist/pglite-seed.tar.gz",
];

export const stampPath = "apps/server/dist/build-stamp.json";

const skipped = new Set(["node_modules", "dist"]);

/** Newest modification time (ms) of any file under `target`, 0 when it does not exist. */
export function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (skipped.has(entry.name)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** True when every output exists and the stamp is newer than every source. */
export function isBuildFresh(base = root) {
  const stamp = path.join(base, stampPath);
  if (!existsSync(stamp) || !outputPaths.every((output) => existsSync(path.join(base, output)))) return false;
  const built = statSync(stamp).mtimeMs;
  return sourcePaths.every((source) => newestMtime(path.join(base, source)) <= built);
}

export function writeStamp(base = root) {
  writeFileSync(path.join(base, stampPath), `${JSON.stringify({ builtAt: new Date().toISOString() })}\n`);
}
