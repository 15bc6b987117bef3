import { describe, expect, it } from "vitest";
import { type Catalogue, catalogueProblems, requiredPluralCategories } from "./translation-catalogue";

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
