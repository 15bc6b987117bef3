import { languageLocales } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import enUS from "@/locales/en-US.json";
import { catalogueParts } from "./catalogue-parts";
import { loadersByLocale, partIndexes } from "./part-indexes";

describe("part indexes", () => {
  it("map glob paths to locales", () => {
    const load = async () => ({});
    expect(Object.keys(loadersByLocale({ "../locales/de-DE.json": load, "../sub/fr-FR.json": load }))).toEqual([
      "de-DE",
      "fr-FR",
    ]);
  });

  it("know every locale of the picker but en-US, which the app reaches directly", () => {
    expect(Object.keys(partIndexes).sort()).toEqual(languageLocales.filter((locale) => locale !== "en-US").sort());
  });

  it("load a part of a locale with only that part's words", async () => {
    const german = await partIndexes["de-DE"]?.();
    const builder = await german?.builder();
    expect(Object.keys(builder ?? {}).sort()).toEqual(
      [...new Set(catalogueParts.builder.map((path) => path.split(".")[0]))].sort(),
    );
    expect(builder?.builder).not.toEqual(enUS.builder);
    expect(Object.keys((builder?.history ?? {}) as object)).toEqual(["loading"]);
  });
});
