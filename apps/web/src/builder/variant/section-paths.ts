import { customSectionIdFromKey } from "@vitae/schema";
import type { ItemSectionKey, SectionKey } from "@/builder/store/section-operations";

/*
 * Where the builder's sections and item lists live in the resume data, in the address form
 * of a variant's differences (docs/variants.md). Kept apart from variant-paths.ts: the
 * content panel needs these at first paint, the rest only in a variant.
 */

/** The path of a section: `["sections", "experience"]`, `["sections", "custom", "<id>"]`. */
export function sectionPath(key: SectionKey): string[] {
  const customId = customSectionIdFromKey(key);
  return customId === undefined ? ["sections", key] : ["sections", "custom", customId];
}

/** The path of a section's item list. */
export function itemListPath(key: ItemSectionKey): string[] {
  return [...sectionPath(key), "items"];
}
