import { fontCatalogueEntrySchema, quickFonts } from "@vitae/schema";
import { useEffect, useState } from "react";
import { z } from "zod";
import quickCatalogue from "./font-catalogue-quick.json";
import catalogueUrl from "./font-catalogue.json?url";

/*
 * The font catalogue: Google Fonts' metadata, written by
 * scripts/generate-font-catalogue.mjs as two files. The quick fonts' entries are bundled (a
 * couple of KB) so their subsets and variants show at once; every family (~1900, ~20 KB
 * gzipped) is a JSON asset fetched when the font picker opens, or when the resume uses a
 * family beyond the quick fonts, never part of the builder's JavaScript. The entries carry no
 * font file addresses: the artboard loads the quick fonts from the bundle and any other
 * family through the server's font service (artboard/fonts.ts).
 */

/** A family as the picker knows it: the catalogue entry without its file addresses. */
export const fontFamilySchema = fontCatalogueEntrySchema.omit({ files: true });
export type FontFamily = z.infer<typeof fontFamilySchema>;

const catalogueSchema = z.object({ families: z.array(fontFamilySchema) });

function quickRank(family: string): number {
  const rank = (quickFonts as readonly string[]).indexOf(family);
  return rank < 0 ? quickFonts.length : rank;
}

/** Quick fonts first (in the order of `quickFonts`), then the rest alphabetically. */
export function orderFamilies(entries: readonly FontFamily[]): FontFamily[] {
  return [...entries].sort((a, b) => quickRank(a.family) - quickRank(b.family) || a.family.localeCompare(b.family));
}

/** The quick fonts' entries, in their order. */
export const quickFamilies: readonly FontFamily[] = orderFamilies(catalogueSchema.parse(quickCatalogue).families);

/** Every family of the catalogue, as fetched from the built asset. */
export async function fetchFontCatalogue(): Promise<FontFamily[]> {
  const response = await fetch(catalogueUrl);
  if (!response.ok) throw new Error(`The font catalogue answered ${response.status}.`);
  return catalogueSchema.parse(await response.json()).families;
}

let pending: Promise<FontFamily[]> | undefined;
let loaded: FontFamily[] | undefined;

/** The whole catalogue, ordered; fetched once (a failed fetch is tried again on the next call). */
export function loadFontCatalogue(fetchFamilies: () => Promise<FontFamily[]> = fetchFontCatalogue): Promise<FontFamily[]> {
  pending ??= fetchFamilies().then(
    (families) => (loaded = orderFamilies(families)),
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

export type FontCatalogueStatus = "quick" | "loading" | "ready" | "failed";

/**
 * The families to offer: the quick fonts until the whole catalogue is `wanted` and has
 * arrived, then all of it (kept for the page's life). `retry` asks again after a failure.
 */
export function useFontCatalogue(wanted: boolean): { families: readonly FontFamily[]; status: FontCatalogueStatus; retry: () => void } {
  const [families, setFamilies] = useState<readonly FontFamily[] | undefined>(loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!wanted || families || failed) return;
    let live = true;
    loadFontCatalogue().then(
      (all) => live && setFamilies(all),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [wanted, families, failed]);
  const status: FontCatalogueStatus = families ? "ready" : failed ? "failed" : wanted ? "loading" : "quick";
  return {
    families: families ?? quickFamilies,
    status,
    // Clearing the failure runs the effect again.
    retry: () => setFailed(false),
  };
}

/** The entries whose family contains every word of `query` (case-insensitive), in catalogue order. */
export function searchFamilies(entries: readonly FontFamily[], query: string): FontFamily[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return entries.filter((entry) => words.every((word) => entry.family.toLowerCase().includes(word)));
}
