import { fontCatalogueEntrySchema, quickFonts } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import { quickFontFaces } from "../../artboard/font-faces";
import catalogueFile from "./font-catalogue.json";
import { loadFontCatalogue, orderFamilies, searchFamilies } from "./font-catalogue";

const entry = (family: string) => ({ family, category: "serif" as const, subsets: ["latin"], variants: ["regular"], files: {} });

describe("font catalogue", () => {
  it("holds valid entries for every quick font, with latin and regular available", () => {
    for (const family of catalogueFile.families) expect(fontCatalogueEntrySchema.safeParse(family).success, family.family).toBe(true);
    for (const family of quickFonts) {
      const found = catalogueFile.families.find((candidate) => candidate.family === family);
      expect(found?.subsets, family).toContain("latin");
      expect(found?.variants, family).toContain("regular");
      expect(Object.keys(found?.files ?? {}).sort(), family).toEqual([...(found?.variants ?? [])].sort());
    }
  });

  it("offers only families the artboard can load (self-hosted)", () => {
    const loadable = Object.keys(quickFontFaces);
    for (const { family } of catalogueFile.families) expect(loadable, family).toContain(family);
  });

  it("loads once, quick fonts first in their order", async () => {
    const first = loadFontCatalogue();
    expect(loadFontCatalogue()).toBe(first);
    expect((await first).slice(0, quickFonts.length).map((font) => font.family)).toEqual([...quickFonts]);
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
