/**
 * The families that stand in for characters the chosen family lacks, in the order the browser
 * tries them. Each is self-hosted by the artboard (apps/web/src/artboard/fallback-fonts.ts):
 * a woff2 file per unicode-range subset, fetched only when the text uses it, so every script
 * prints the same with or without fonts on the server. Noto Sans covers Latin, Cyrillic, Greek,
 * Vietnamese and Devanagari. Han characters are drawn in different shapes in Japanese, Korean
 * and the two Chinese scripts, so the CJK families the text calls for (`neededFallbackFamilies`)
 * come first among them in the resume's stack (theme.ts).
 */
export const fallbackFamilies = [
  "Noto Sans",
  "Noto Sans Arabic",
  "Noto Sans Hebrew",
  "Noto Sans Bengali",
  "Noto Sans Tamil",
  "Noto Sans Thai",
  "Noto Sans JP",
  "Noto Sans KR",
  "Noto Sans TC",
  "Noto Sans SC",
  "Noto Emoji",
] as const;

export type FallbackFamily = (typeof fallbackFamilies)[number];

const kana = /[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f]/u;
const hangul = /[\u1100-\u11ff\u3130-\u318f\ua960-\ua97f\uac00-\ud7af\ud7b0-\ud7ff]/u;
const han = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u{20000}-\u{3134f}]/u;

/*
 * Common characters whose form differs between Traditional Chinese, Simplified Chinese and
 * Japanese: one of them in the text calls for that Chinese variant. Characters Japanese writes
 * the same way are left out, so a Japanese text never asks for a Chinese family.
 */
const traditionalOnly = new Set("們這說國對會學來發關點麼體實與從經專寫讓區聽數總當應將驗團營聯廣處歷藝傳");
const simplifiedOnly = new Set("们这说对发关么实从经专让听总应软验团营联广处历艺传个时过还后长开现见问题话业书车门东电义亲师设计给无语员资职为");

/** Characters whose presence calls for each script family (besides the CJK ones). */
const scriptFamilies: readonly [FallbackFamily, RegExp][] = [
  ["Noto Sans Arabic", /[\u0600-\u06ff\u0750-\u077f\u0870-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/u],
  ["Noto Sans Hebrew", /[\u0590-\u05ff\ufb1d-\ufb4f]/u],
  ["Noto Sans Bengali", /[\u0980-\u09ff]/u],
  ["Noto Sans Tamil", /[\u0b80-\u0bff]/u],
  ["Noto Sans Thai", /[\u0e00-\u0e7f]/u],
  // Symbols and pictographs, not the few older signs (©, ™, ↔) the text families have.
  ["Noto Emoji", /[\u2600-\u27bf\u2b00-\u2bff\u{1f000}-\u{1faff}]/u],
];

/**
 * The fallback families a text needs, in stack order. Noto Sans always: it stands in for the
 * chosen family when that one cannot be had (the font service offline) and covers Cyrillic,
 * Greek and Devanagari, and its CSS is small. Kana calls for the Japanese family, hangul for the
 * Korean one, and a character only one Chinese variant writes for that variant; other Han text
 * takes Simplified Chinese. So Japanese text keeps Japanese glyph shapes and Chinese text its own.
 */
export function neededFallbackFamilies(text: string): FallbackFamily[] {
  const needed = new Set<FallbackFamily>(["Noto Sans"]);
  for (const [family, pattern] of scriptFamilies) if (pattern.test(text)) needed.add(family);
  const hasKana = kana.test(text);
  const hasHangul = hangul.test(text);
  if (hasKana) needed.add("Noto Sans JP");
  if (hasHangul) needed.add("Noto Sans KR");
  if (han.test(text)) {
    const characters = [...text];
    const traditional = characters.some((character) => traditionalOnly.has(character));
    const simplified = characters.some((character) => simplifiedOnly.has(character));
    if (traditional) needed.add("Noto Sans TC");
    if (simplified) needed.add("Noto Sans SC");
    if (!traditional && !simplified && !hasKana && !hasHangul) needed.add("Noto Sans SC");
  }
  return fallbackFamilies.filter((family) => needed.has(family));
}

/** The characters of the text in the family's own script (none for Noto Sans, which the chosen family mostly covers). */
export function fallbackCharacters(family: FallbackFamily, characters: string): string {
  if (family === "Noto Sans") return "";
  const script = scriptFamilies.find(([name]) => name === family)?.[1] ?? new RegExp(`${kana.source}|${hangul.source}|${han.source}`, "u");
  return [...characters].filter((character) => script.test(character)).join("");
}

