import { defaultLocale, languageLocales } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import {
  type Catalogue,
  type UntranslatedKeys,
  catalogueProblems,
  flattenCatalogue,
  placeholders,
  pluralGroups,
  requiredPluralCategories,
} from "@/i18n/check-catalogue";
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

describe("catalogueProblems", () => {
  const reference: Catalogue = {
    greeting: "Hello {{name}}",
    items: { count_one: "{{count}} item", count_other: "{{count}} items" },
  };

  it("accepts a complete translation with the language's own plural forms", () => {
    expect(requiredPluralCategories("ar-SA")).toEqual(["zero", "one", "two", "few", "many", "other"]);
    expect(requiredPluralCategories("ja-JP")).toEqual(["other"]);
    expect(catalogueProblems("ja-JP", { greeting: "こんにちは {{name}}", items: { count_other: "{{count}} 件" } }, reference)).toEqual([]);
    expect(
      catalogueProblems(
        "de-DE",
        { greeting: "Hallo {{name}}", items: { count_zero: "keine", count_one: "ein Element", count_other: "{{count}} Elemente" } },
        reference,
      ),
    ).toEqual([]);
  });

  it("reports missing keys and plural forms, empty values, unknown keys and foreign placeholders", () => {
    expect(
      catalogueProblems(
        "ru-RU",
        { greeting: "Привет {{user}}", items: { count_one: " ", count_other: "{{count}} элементов" }, stale: "x" },
        reference,
      ),
    ).toEqual([
      'ru-RU: lacks "items.count_few"',
      'ru-RU: lacks "items.count_many"',
      'ru-RU: "greeting" has the placeholder {{user}}, which en-US does not',
      'ru-RU: "items.count_one" is empty',
      'ru-RU: has "stale", which en-US does not',
    ]);
    expect(catalogueProblems("de-DE", { items: { count_one: "x", count_other: "y" } }, reference)).toEqual([
      'de-DE: lacks "greeting"',
    ]);
  });

  it("accepts English copies listed as untranslated, and reports lists that disagree with the catalogue", () => {
    const copied = { greeting: "Hello {{name}}", items: { count_one: "{{count}} item", count_other: "{{count}} items" } };
    expect(catalogueProblems("de-DE", copied, reference, { greeting: "Hello {{name}}" })).toEqual([]);
    expect(
      catalogueProblems("de-DE", { ...copied, greeting: "Hallo {{name}}" }, reference, { greeting: "Hello {{name}}" }),
    ).toEqual(['de-DE: "greeting" is translated but still listed as untranslated']);
    expect(
      catalogueProblems("de-DE", { ...copied, greeting: "Hi {{name}}" }, reference, { greeting: "Hi {{name}}" }),
    ).toEqual(['de-DE: "greeting" is untranslated and holds an older en-US text']);
    expect(catalogueProblems("de-DE", copied, reference, { "items.count_few": "{{count}} items" })).toEqual([
      'de-DE: lists "items.count_few" as untranslated, which it does not need',
    ]);
  });
});
