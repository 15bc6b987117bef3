import { type Catalogue, catalogueProblems, defaultLocale, flattenCatalogue, languageLocales, placeholders, pluralGroups } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import { checkCatalogues } from "./check-catalogues";

const source = checkCatalogues[defaultLocale] as Catalogue;
const sourceLeaves = flattenCatalogue(source);
const translations = Object.entries(checkCatalogues).filter(([locale]) => locale !== defaultLocale);

describe("the check's message catalogues", () => {
  it("exist for every interface language and no other", () => {
    expect(Object.keys(checkCatalogues).sort()).toEqual([...languageLocales].sort());
  });

  it.each(translations)("%s has every key of en-US with its placeholders and its own plural forms", (locale, catalogue) => {
    expect(catalogueProblems(locale, catalogue, source)).toEqual([]);
  });

  // A few short texts may read the same as in English ("{{size}} MB", French "page"); a catalogue
  // copied from en-US and left untranslated has all of them.
  it.each(translations)("%s is translated, not a copy of en-US", (_locale, catalogue) => {
    const copied = [...flattenCatalogue(catalogue)].filter(([key, text]) => sourceLeaves.get(key) === text).map(([key]) => key);
    expect(copied.length, copied.join(", ")).toBeLessThanOrEqual(3);
  });

  it("word every counted noun of en-US with plural forms", () => {
    const plural = new Set(pluralGroups(sourceLeaves).keys());
    const counted = [...sourceLeaves].filter(([, text]) => placeholders(String(text)).has("count")).map(([key]) => key);
    expect(counted.filter((key) => !plural.has(key.replace(/_[a-z]+$/, "")))).toEqual([]);
  });
});
