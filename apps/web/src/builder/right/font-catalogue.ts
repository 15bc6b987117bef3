import { type FontCatalogueEntry, fontCatalogueEntrySchema, quickFonts } from "@vitae/schema";
import { z } from "zod";

/*
 * The font catalogue (SPEC §3): Google Fonts' metadata, written to font-catalogue.json by
 * scripts/generate-font-catalogue.mjs. It holds the families the artboard can draw, which
 * today are the self-hosted quick fonts (see the script). Loaded on first use, as a chunk of
 * its own, so it never weighs on opening the builder.
 */

const catalogueSchema = z.object({ families: z.array(fontCatalogueEntrySchema) });

let pending: Promise<FontCatalogueEntry[]> | undefined;

/** The catalogue, quick fonts first (in their SPEC order), then the rest alphabetically; loaded once. */
export function loadFontCatalogue(): Promise<FontCatalogueEntry[]> {
  pending ??= import("./font-catalogue.json").then((module) => orderFamilies(catalogueSchema.parse(module.default).families));
  return pending;
}

function quickRank(family: string): number {
  const rank = (quickFonts as readonly string[]).indexOf(family);
  return rank < 0 ? quickFonts.length : rank;
}

export function orderFamilies(entries: readonly FontCatalogueEntry[]): FontCatalogueEntry[] {
  return [...entries].sort((a, b) => quickRank(a.family) - quickRank(b.family) || a.family.localeCompare(b.family));
}

/** The entries whose family contains every word of `query` (case-insensitive), in catalogue order. */
export function searchFamilies(entries: readonly FontCatalogueEntry[], query: string): FontCatalogueEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return entries.filter((entry) => words.every((word) => entry.family.toLowerCase().includes(word)));
}
