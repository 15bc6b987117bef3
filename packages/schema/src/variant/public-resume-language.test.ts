import { describe, expect, it } from "vitest";

import { publicResumeLanguage } from "./public-resume-language";

const alternates = [
  { locale: "en-US", slug: "cv", master: true },
  { locale: "de-DE", slug: "cv-de", master: false },
];

describe("the language a public page declares", () => {
  it("is a variant's language, or the locale a page with alternates lists it under", () => {
    expect(publicResumeLanguage({ language: "de-DE", locale: "de-DE", alternates })).toBe("de-DE");
    expect(publicResumeLanguage({ language: null, locale: "en-US", alternates })).toBe("en-US");
    // A private master's public variant, alone: still in its own language.
    expect(publicResumeLanguage({ language: "fr-FR", locale: "fr-FR", alternates: [] })).toBe("fr-FR");
  });

  it("is none for an ordinary resume, whose owner's language need not be the resume's", () => {
    expect(publicResumeLanguage({ language: null, locale: "de-DE", alternates: [] })).toBeUndefined();
    expect(publicResumeLanguage({ locale: "de-DE", alternates: [] })).toBeUndefined();
  });
});
