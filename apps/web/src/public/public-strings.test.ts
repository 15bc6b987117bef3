import { languageLocales } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import deDE from "@/locales/de-DE.json";
import enUS from "@/locales/en-US.json";
import { fill, loadPublicStrings, publicLocale } from "./public-strings";

describe("publicLocale", () => {
  it("prefers the picker's choice, then the browser's first language we offer", () => {
    expect(publicLocale("ar-SA", ["de-DE"])).toBe("ar-SA");
    expect(publicLocale(null, ["xx", "de"])).toBe("de-DE");
    expect(publicLocale("not-a-locale", ["fr-CA"])).toBe("fr-FR");
    expect(publicLocale(null, [])).toBe("en-US");
  });
});

describe("loadPublicStrings", () => {
  it("loads exactly the page's keys of a catalogue", async () => {
    const { locale, strings } = await loadPublicStrings("de-DE");
    expect(locale).toBe("de-DE");
    expect(strings).toEqual({
      publicResume: deDE.publicResume,
      nav: { backToVitae: deDE.nav.backToVitae },
      common: { loading: deDE.common.loading },
      errors: { codes: deDE.errors.codes },
    });
  });

  it.each([...languageLocales])("has every word of the page in %s", async (locale) => {
    const { strings } = await loadPublicStrings(locale);
    const words = [
      ...Object.values(strings.publicResume),
      strings.nav.backToVitae,
      strings.common.loading,
      strings.errors.codes.ResumePrinterError,
    ];
    for (const word of words) expect(typeof word === "string" && word.trim() !== "").toBe(true);
  });

  it("falls back to en-US for a locale without a catalogue", async () => {
    const { locale, strings } = await loadPublicStrings("xx-XX");
    expect(locale).toBe("en-US");
    expect(strings.publicResume).toEqual(enUS.publicResume);
  });
});

describe("fill", () => {
  it("fills i18next placeholders, spaced or not, and leaves unknown ones", () => {
    expect(fill("Resume: {{title}}", { title: "CV" })).toBe("Resume: CV");
    expect(fill("{{ title }} — {{other}}", { title: "CV" })).toBe("CV — {{other}}");
  });
});
