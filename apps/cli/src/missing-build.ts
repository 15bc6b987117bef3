import { existsSync } from "node:fs";

/**
 * The build check every command that prints makes before it starts (`vitae render` and
 * `vitae check`): which of the built files it runs are missing, as one sentence that says how
 * to fix it; undefined when they are all there.
 */
export function missingBuildFiles(files: readonly string[]): string | undefined {
  const missing = files.filter((file) => !existsSync(file));
  if (missing.length === 0) return undefined;
  return `vitae render needs the built app, and ${missing.join(" and ")} ${missing.length === 1 ? "is" : "are"} missing: run \`npm run build\` first.`;
}
