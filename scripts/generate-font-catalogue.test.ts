import { describe, expect, it } from "vitest";
import { buildCatalogue, catalogueEntry, selfHostedIds, variantName } from "./generate-font-catalogue.mjs";

/** A family as google-font-metadata's google-fonts-v1.json describes it, cut down. */
const lora = {
  family: "Lora",
  id: "lora",
  category: "serif",
  defSubset: "latin",
  subsets: ["latin-ext", "cyrillic", "latin"],
  variants: {
    "700": {
      italic: { latin: { url: { woff2: "https://fonts.example/lora-700i.woff2" } } },
      normal: { latin: { url: { woff2: "https://fonts.example/lora-700.woff2" } } },
    },
    "400": {
      normal: {
        cyrillic: { url: { woff2: "https://fonts.example/lora-400-cyr.woff2" } },
        latin: { url: { woff2: "https://fonts.example/lora-400.woff2" } },
      },
      italic: { cyrillic: { url: { truetype: "https://fonts.example/lora-400i-cyr.ttf" } } },
    },
  },
};

describe("font catalogue generator", () => {
  it("names variants as Google Fonts does", () => {
    expect(variantName("400", "normal")).toBe("regular");
    expect(variantName("400", "italic")).toBe("italic");
    expect(variantName("300", "normal")).toBe("300");
    expect(variantName("700", "italic")).toBe("700italic");
  });

  it("turns a family into a catalogue entry: weights ascending, upright first, no file addresses", () => {
    // The artboard loads families through the server's font service, never from these addresses.
    expect(catalogueEntry(lora)).toEqual({
      family: "Lora",
      category: "serif",
      subsets: ["cyrillic", "latin", "latin-ext"],
      variants: ["regular", "italic", "700", "700italic"],
    });
  });

  it("chooses the self-hosted families from the web app's @fontsource dependencies", () => {
    expect(selfHostedIds({ dependencies: { "@fontsource/lora": "^5", react: "^19", "@fontsource/pt-sans": "^5" } })).toEqual([
      "lora",
      "pt-sans",
    ]);
    expect(selfHostedIds({})).toEqual([]);
  });

  it("refuses a family the metadata lacks, and sorts by family", () => {
    const metadata = { lora, abel: { ...lora, family: "Abel", id: "abel" } };
    expect(buildCatalogue(metadata, null).map((entry: { family: string }) => entry.family)).toEqual(["Abel", "Lora"]);
    expect(() => buildCatalogue(metadata, ["lora", "nope"])).toThrow("nope");
  });
});
