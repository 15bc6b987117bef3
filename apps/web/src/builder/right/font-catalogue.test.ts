import { fontCatalogueEntrySchema, quickFonts } from "@vitae/schema";
import { describe, expect, it, vi } from "vitest";
import { quickFontFaces } from "@/artboard/font-faces";
import { fontImports, serviceFontCssUrl } from "@/artboard/fonts";
import catalogueFile from "./font-catalogue.json";
import quickFile from "./font-catalogue-quick.json";
import { type FontFamily, fetchFontCatalogue, fontFamilySchema, loadFontCatalogue, orderFamilies, quickFamilies, searchFamilies } from "./font-catalogue";

const entry = (family: string): FontFamily => ({ family, category: "serif", subsets: ["latin"], variants: ["regular"] });
const typography = (family: string, variants: string[]) => ({ font: { family, subset: "latin", variants, size: 14 } });

describe("font catalogue", () => {
  it("holds every Google Fonts family as a catalogue entry without file addresses", () => {
    expect(catalogueFile.families.length).toBeGreaterThan(1500);
    for (const family of catalogueFile.families) {
      expect(fontFamilySchema.strict().safeParse(family).success, family.family).toBe(true);
      // The schema's entry, but for the addresses the artboard does not use.
      expect(fontCatalogueEntrySchema.safeParse({ ...family, files: {} }).success, family.family).toBe(true);
    }
    expect(new Set(catalogueFile.families.map((family) => family.family)).size).toBe(catalogueFile.families.length);
  });

  it("bundles the quick fonts' entries, as in the whole catalogue, with latin and regular", () => {
    expect(quickFamilies.map((font) => font.family)).toEqual([...quickFonts]);
    for (const family of quickFile.families) {
      expect(catalogueFile.families.find((candidate) => candidate.family === family.family), family.family).toEqual(family);
      expect(family.subsets, family.family).toContain("latin");
      expect(family.variants, family.family).toContain("regular");
    }
  });

  it("offers only families the artboard can load: quick fonts self-hosted, the others through the font service", () => {
    for (const { family, variants } of catalogueFile.families) {
      const quick = (quickFonts as readonly string[]).includes(family);
      const service = serviceFontCssUrl(typography(family, variants));
      if (quick) {
        expect(service, family).toBeNull();
        expect(fontImports(typography(family, variants)).length, family).toBeGreaterThan(0);
        expect(Object.keys(quickFontFaces), family).toContain(family);
      } else {
        expect(service, family).not.toBeNull();
        const url = new URL(service ?? "", "http://app.test");
        expect([url.origin, url.pathname], family).toEqual(["http://app.test", "/api/fonts/css"]);
        expect(url.searchParams.get("family"), family).toBe(family);
        for (const variant of variants) expect(url.searchParams.get("variants")?.split(","), family).toContain(variant);
      }
    }
  });

  it("fetches the whole catalogue once, quick fonts first in their order", async () => {
    const fetchFamilies = vi.fn(async () => catalogueFile.families.map((family) => fontFamilySchema.parse(family)));
    const first = loadFontCatalogue(fetchFamilies);
    expect(loadFontCatalogue(fetchFamilies)).toBe(first);
    const families = await first;
    expect(families.slice(0, quickFonts.length).map((font) => font.family)).toEqual([...quickFonts]);
    expect(families).toHaveLength(catalogueFile.families.length);
    expect(fetchFamilies).toHaveBeenCalledTimes(1);
  });

  it("reads the catalogue from its built asset, and reports a failed fetch", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(catalogueFile)));
    vi.stubGlobal("fetch", fetch);
    expect(await fetchFontCatalogue()).toHaveLength(catalogueFile.families.length);
    expect(String(fetch.mock.calls[0]?.[0 as never])).toMatch(/font-catalogue\.json/);
    fetch.mockResolvedValueOnce(new Response("", { status: 404 }));
    await expect(fetchFontCatalogue()).rejects.toThrow("404");
  });

  it("orders other families alphabetically after the quick fonts", () => {
    const ordered = orderFamilies([entry("Zilla Slab"), entry("Lora"), entry("Abel"), entry("Open Sans")]);
    expect(ordered.map((font) => font.family)).toEqual(["Open Sans", "Lora", "Abel", "Zilla Slab"]);
  });

  it("searches by every word, ignoring case", () => {
    const fonts = [entry("IBM Plex Sans"), entry("IBM Plex Serif"), entry("PT Serif")];
    expect(searchFamilies(fonts, "serif").map((font) => font.family)).toEqual(["IBM Plex Serif", "PT Serif"]);
    expect(searchFamilies(fonts, "  plex   SE ").map((font) => font.family)).toEqual(["IBM Plex Serif"]);
    expect(searchFamilies(fonts, "")).toHaveLength(3);
    expect(searchFamilies(fonts, "mono")).toEqual([]);
  });
});
