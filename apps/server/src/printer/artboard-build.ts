import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * A fingerprint of the built artboard the printer loads (the web build's artboard.html),
 * read once at start. Vite names every JS and CSS file after a hash of its content, and a
 * chunk's content names the hashed files it imports, so artboard.html names other files
 * whenever a template, its CSS or the artboard's code changes in a new build. Prints are
 * keyed on this fingerprint, so a new build never serves a PDF or preview the old one made.
 * Without a build (API-only tests, `npm run dev`) it is "no-build".
 */
export function artboardBuildHash(webDir: string): string {
  let html: string;
  try {
    html = readFileSync(path.join(webDir, "artboard.html"), "utf8");
  } catch {
    return "no-build";
  }
  return createHash("sha256").update(html).digest("hex");
}
