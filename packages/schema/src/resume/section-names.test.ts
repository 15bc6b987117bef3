import { describe, expect, it } from "vitest";

import { defaultLocale } from "../constants/limits";
import { languageLocales } from "../languages";
import { isDefaultSectionName, sectionNamesByLocale, sectionNamesFor } from "./section-names";
import { defaultSectionNames, sectionIds } from "./sections";

describe("section names by language", () => {
  it("name every built-in section in every interface language, and no other", () => {
    expect(Object.keys(sectionNamesByLocale).sort()).toEqual([...languageLocales].sort());
    for (const locale of languageLocales) {
      const names: Partial<Record<string, string>> = sectionNamesByLocale[locale] ?? {};
      expect(Object.keys(names).sort(), locale).toEqual([...sectionIds].sort());
      for (const id of sectionIds) {
        const name = names[id] ?? "";
        expect(name.trim(), `${locale} ${id}`).toBe(name);
        expect(name.length, `${locale} ${id}`).toBeGreaterThan(0);
      }
    }
  });

  it("are the English defaults in the default language, and translated elsewhere", () => {
    expect(sectionNamesByLocale[defaultLocale]).toEqual(defaultSectionNames);
    // A language that copied English for most sections was not translated.
    for (const locale of languageLocales.filter((locale) => locale !== defaultLocale)) {
      const names = sectionNamesFor(locale);
      const english = sectionIds.filter((id) => names[id] === defaultSectionNames[id]);
      expect(english.length, `${locale}: ${english.join(", ")}`).toBeLessThanOrEqual(3);
    }
  });

  it("give two sections of one language two different names", () => {
    for (const locale of languageLocales) {
      const names = Object.values(sectionNamesFor(locale));
      expect(new Set(names).size, locale).toBe(names.length);
    }
  });

  it("fall back to the language, then to English", () => {
    expect(sectionNamesFor("de-DE").experience).toBe("Berufserfahrung");
    expect(sectionNamesFor("de-AT").experience).toBe("Berufserfahrung");
    expect(sectionNamesFor("pt-PT").skills).toBe("Competências");
    expect(sectionNamesFor("pt-BR").skills).toBe("Habilidades");
    expect(sectionNamesFor("xx-YY")).toEqual(defaultSectionNames);
  });

  it("tell a default name in any language from the owner's own", () => {
    expect(isDefaultSectionName("experience", "Experience")).toBe(true);
    expect(isDefaultSectionName("experience", " Berufserfahrung ")).toBe(true);
    expect(isDefaultSectionName("experience", "Expérience professionnelle")).toBe(true);
    expect(isDefaultSectionName("experience", "Where I worked")).toBe(false);
    expect(isDefaultSectionName("experience", "EXPERIENCE")).toBe(false);
    // Another section's default is no default here.
    expect(isDefaultSectionName("experience", "Education")).toBe(false);
  });
});
