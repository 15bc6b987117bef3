import { describe, expect, it } from "vitest";

import { defaultLocale } from "./constants/limits";
import { languageOptionSchema } from "./language";
import { findLanguage, languageLocales, languages } from "./languages";

describe("languages", () => {
  it("are 48 valid entries with the default first", () => {
    expect(languages).toHaveLength(48);
    expect(languages[0]?.locale).toBe(defaultLocale);
    for (const language of languages) expect(languageOptionSchema.parse(language)).toEqual(language);
  });

  it("have unique ids, locales and translation-platform codes", () => {
    for (const field of ["id", "locale", "editorCode"] as const) {
      expect(new Set(languages.map((language) => language[field])).size, field).toBe(languages.length);
    }
  });

  it("use canonical BCP 47 locales that Intl understands", () => {
    for (const locale of languageLocales) {
      expect(Intl.getCanonicalLocales(locale)).toEqual([locale]);
      expect(new Intl.PluralRules(locale).resolvedOptions().locale.split("-")[0]).toBe(locale.split("-")[0]);
    }
  });

  it("include German and the four right-to-left languages", () => {
    expect(languageLocales).toEqual(expect.arrayContaining(["de-DE", "ar-SA", "he-IL", "fa-IR", "ur-PK"]));
  });

  it("are sorted by locale after the default", () => {
    const rest = languageLocales.slice(1);
    expect(rest).toEqual([...rest].sort());
  });

  it("find a language by locale or by its language code", () => {
    expect(findLanguage("de-DE")?.name).toBe("Deutsch");
    expect(findLanguage("DE-de")?.locale).toBe("de-DE");
    expect(findLanguage("de")?.locale).toBe("de-DE");
    expect(findLanguage("pt-PT")?.locale).toBe("pt-PT");
    expect(findLanguage("xx-YY")).toBeUndefined();
  });
});
