import i18next from "i18next";
import { afterEach, describe, expect, it } from "vitest";
import deDE from "@/locales/de-DE.json";
import enUS from "@/locales/en-US.json";
import { loadCataloguePart, withCatalogueParts } from "./load-catalogue-part";

// The test setup has initialised i18next in en-US and loaded every part (src/test/setup.ts).
afterEach(async () => {
  await i18next.changeLanguage("en-US");
});

describe("catalogue parts at run time", () => {
  it("a language chosen in place brings every part in use, not only the core", async () => {
    expect(i18next.t("check.title")).toBe(enUS.check.title);
    await i18next.changeLanguage("de-DE");
    expect(i18next.resolvedLanguage).toBe("de-DE");
    expect(i18next.t("check.title")).toBe(deDE.check.title);
    expect(i18next.t("common.cancel")).toBe(deDE.common.cancel);
    expect(i18next.t("landing.hero.title")).toBe(deDE.landing.hero.title);
  });

  it("gives a language chosen later the same parts as en-US", async () => {
    await loadCataloguePart("history");
    await i18next.changeLanguage("fr-FR");
    const areas = (locale: string) => Object.keys(i18next.getResourceBundle(locale, "translation") as object).sort();
    expect(areas("fr-FR")).toEqual(areas("en-US"));
    expect(areas("fr-FR")).toContain("history");
  });

  it("resolves to the lazily loaded code once its words are there too", async () => {
    await i18next.changeLanguage("de-DE");
    const module = await withCatalogueParts(["docs"], async () => ({ answer: 42 }));
    expect(module).toEqual({ answer: 42 });
    expect(i18next.getResourceBundle("de-DE", "translation")).toHaveProperty("docs", deDE.docs);
  });
});
