import { createRequire } from "node:module";

/**
 * Slugs resumes still use whose icon simple-icons no longer ships, each with the module
 * specifier of an SVG from another npm package that stands in for it. The sample resume and
 * many imported profiles name "linkedin", which simple-icons removed in v14 for legal reasons
 * (as the simple-icons repository records), so pinning an older simple-icons would not do.
 * Phosphor's own LinkedIn glyph (MIT, the family of our UI icons) is served in its place,
 * read from node_modules like the rest, so nothing is fetched at run time.
 */
const fallbackIcons = new Map<string, string>([["linkedin", "@phosphor-icons/core/assets/fill/linkedin-logo-fill.svg"]]);

/** The file that stands in for `slug` when simple-icons has none, or undefined. */
export function fallbackIconFile(slug: string): string | undefined {
  const specifier = fallbackIcons.get(slug);
  return specifier ? createRequire(import.meta.url).resolve(specifier) : undefined;
}
