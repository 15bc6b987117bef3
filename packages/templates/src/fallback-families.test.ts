import { describe, expect, it } from "vitest";

import { fallbackCharacters, fallbackFamilies, neededFallbackFamilies } from "./fallback-families";

describe("neededFallbackFamilies", () => {
  it("always needs Noto Sans, and nothing else for Latin, Cyrillic or Greek text", () => {
    expect(neededFallbackFamilies("Software engineer Инженер Μηχανικός")).toEqual(["Noto Sans"]);
  });

  it.each([
    ["مهندس برمجيات", "Vazirmatn"],
    ["مهندس نرم‌افزار", "Vazirmatn"],
    ["سافٹ ویئر انجینئر", "Vazirmatn"],
    ["سافٽ ويئر انجنيئر", "Noto Sans Arabic"],
    ["מהנדס תוכנה", "Noto Sans Hebrew"],
    ["বাংলা ভাষা", "Noto Sans Bengali"],
    ["தமிழ் மொழி", "Noto Sans Tamil"],
    ["วิศวกรซอฟต์แวร์", "Noto Sans Thai"],
    ["Ready 🚀", "Noto Emoji"],
  ])("needs the script family for %s", (text, family) => {
    expect(neededFallbackFamilies(text)).toEqual(["Noto Sans", family]);
  });

  it("sets a whole Arabic-script text in Noto Sans Arabic when one letter is beyond Vazirmatn", () => {
    // Sindhi's ڌ and ٻ: Vazirmatn has the other letters, but a word must not mix two fonts.
    expect(neededFallbackFamilies("مهندس برمجيات، سنڌي ٻولي")).toEqual(["Noto Sans", "Noto Sans Arabic"]);
    // An invisible byte-order mark or Arabic letter mark asks for no glyph.
    expect(neededFallbackFamilies("\ufeffمهندس\u061c")).toEqual(["Noto Sans", "Vazirmatn"]);
  });

  it("gives Japanese text (kana with kanji) the Japanese family only", () => {
    expect(neededFallbackFamilies("ソフトウェア開発者として東京で働いています")).toEqual(["Noto Sans", "Noto Sans JP"]);
  });

  it("gives Korean text the Korean family", () => {
    expect(neededFallbackFamilies("소프트웨어 개발자")).toEqual(["Noto Sans", "Noto Sans KR"]);
  });

  it("tells Traditional from Simplified Chinese by the characters only one of them writes", () => {
    expect(neededFallbackFamilies("軟體工程師")).toEqual(["Noto Sans", "Noto Sans TC"]);
    expect(neededFallbackFamilies("软件工程师")).toEqual(["Noto Sans", "Noto Sans SC"]);
    // Characters all three write alike: Simplified Chinese.
    expect(neededFallbackFamilies("工程")).toEqual(["Noto Sans", "Noto Sans SC"]);
  });

  it("keeps a Japanese text whose kanji are shared with Chinese on the Japanese family", () => {
    expect(neededFallbackFamilies("東京の会社で設計を担当")).toEqual(["Noto Sans", "Noto Sans JP"]);
  });

  it("answers in stack order, whatever the text's order", () => {
    const needed = neededFallbackFamilies("🚀 软件 ソフト مهندس");
    expect(needed).toEqual(fallbackFamilies.filter((family) => needed.includes(family)));
    expect(needed).toEqual(["Noto Sans", "Vazirmatn", "Noto Sans JP", "Noto Sans SC", "Noto Emoji"]);
  });
});

describe("fallbackCharacters", () => {
  it("keeps the characters of the family's script", () => {
    expect(fallbackCharacters("Vazirmatn", "a مهندس b")).toBe("مهندس");
    expect(fallbackCharacters("Noto Sans Arabic", "a سنڌي b")).toBe("سنڌي");
    expect(fallbackCharacters("Noto Sans JP", "Tokyo 東京 ソフト")).toBe("東京ソフト");
    expect(fallbackCharacters("Noto Sans", "anything")).toBe("");
  });
});
