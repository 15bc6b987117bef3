import { describe, expect, it } from "vitest";
import {
  type Catalogue,
  defaultLocale,
  languageLocales,
  type UntranslatedKeys,
  catalogueProblems,
  flattenCatalogue,
  placeholders,
  pluralGroups,
} from "@vitae/schema";
import enUS from "./en-US.json";

// Every catalogue in this folder, including the ones added after this test was written.
const catalogues = Object.entries(
  import.meta.glob<Catalogue>("./*.json", { eager: true, import: "default" }),
).map(([path, catalogue]) => [/([^/]+)\.json$/.exec(path)?.[1] ?? path, catalogue] as const);

// Each language's untranslated keys (docs/translations.md), kept by npm run i18n:sync.
const untranslatedLists = Object.fromEntries(
  Object.entries(import.meta.glob<UntranslatedKeys>("./untranslated/*.json", { eager: true, import: "default" })).map(
    ([path, keys]) => [/([^/]+)\.json$/.exec(path)?.[1] ?? path, keys] as const,
  ),
);

const source = enUS as Catalogue;

describe("translation catalogues", () => {
  it("include en-US and de-DE", () => {
    expect(catalogues.map(([locale]) => locale)).toEqual(expect.arrayContaining([defaultLocale, "de-DE"]));
  });

  it.each(catalogues)("%s is a locale the language picker offers", (locale) => {
    expect(languageLocales).toContain(locale);
  });

  it.each(catalogues)(
    "%s has every key of en-US (untranslated ones listed as such), no empty value and no placeholder en-US lacks",
    (locale, catalogue) => {
      expect(
        catalogueProblems(locale, catalogue, source, untranslatedLists[locale] ?? {}),
        "npm run i18n:sync adds missing keys (untranslated) and mends the untranslated lists",
      ).toEqual([]);
    },
  );

  it("have an untranslated list only for a catalogue of this folder", () => {
    const locales = catalogues.map(([locale]) => locale);
    expect(Object.keys(untranslatedLists).filter((locale) => !locales.includes(locale) || locale === defaultLocale)).toEqual([]);
  });
});

describe("en-US", () => {
  // Sentences where {{count}} is a total ("position 3 of 7"), not the number of a noun.
  const countWithoutPlural = new Set(["builderLeft.sortable.over", "builderLeft.sortable.dropped"]);

  it("words every counted noun with plural forms (key_one, key_other)", () => {
    const leaves = flattenCatalogue(source);
    const plural = new Set([...pluralGroups(leaves).keys()]);
    const counted = [...leaves].filter(([, text]) => placeholders(String(text)).has("count")).map(([key]) => key);
    const unpluralised = counted.filter((key) => !plural.has(key.replace(/_[a-z]+$/, "")) && !countWithoutPlural.has(key));
    expect(unpluralised).toEqual([]);
  });
});
