import { describe, expect, it } from "vitest";
import { checkMessages } from "./check-messages";

describe("checkMessages", () => {
  it("picks each language's plural form by the count, as Intl.PluralRules names it", () => {
    const english = checkMessages("en-US");
    expect(english.t("dates.parse.fail", { count: 1 })).toBe("1 date cannot be read as a date.");
    expect(english.t("dates.parse.fail", { count: 3 })).toBe("3 dates cannot be read as dates.");
    const russian = checkMessages("ru-RU");
    expect(russian.t("file.pages.count", { count: 1 })).toBe("1 страница");
    expect(russian.t("file.pages.count", { count: 3 })).toBe("3 страницы");
    expect(russian.t("file.pages.count", { count: 5 })).toBe("5 страниц");
    const arabic = checkMessages("ar-SA");
    expect(arabic.t("sections.summaryLength.words", { count: 0 })).toBe("لا كلمات");
    expect(arabic.t("sections.summaryLength.words", { count: 2 })).toBe("كلمتان");
    expect(checkMessages("ja-JP").t("file.pages.count", { count: 2 })).toBe("2 ページ");
  });

  it("fills placeholders, writing numbers the locale's way", () => {
    expect(checkMessages("en-US").t("bullets.numbers.share", { part: 2, total: 7 })).toBe("2 of 7");
    expect(checkMessages("de-DE").t("file.size.megabytes", { size: 2.5 })).toBe("2,5 MB");
    expect(checkMessages("en-US").t("file.size.megabytes", { size: 1234.5 })).toBe("1,234.5 MB");
  });

  it("takes a bare language or any casing, and falls back to English for a locale it does not know", () => {
    expect(checkMessages("de").locale).toBe("de-DE");
    expect(checkMessages("PT-br").locale).toBe("pt-BR");
    expect(checkMessages("xx-YY").locale).toBe("en-US");
    expect(checkMessages("xx-YY").t("sections.summary.warn")).toBe("There is no summary.");
  });

  it("names languages in the report's language", () => {
    expect(checkMessages("en-US").languageName("de")).toBe("German");
    expect(checkMessages("de-DE").languageName("de")).toBe("Deutsch");
    expect(checkMessages("fr-FR").t("spelling.dictionary", { language: checkMessages("fr-FR").languageName("en") })).toBe("dictionnaire : anglais");
  });
});
