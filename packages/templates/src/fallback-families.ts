/**
 * The families that stand in for characters the chosen family lacks, in the order the browser
 * tries them. Each is self-hosted by the artboard (apps/web/src/artboard/fallback-fonts.ts):
 * a woff2 file per unicode-range subset, fetched only when the text uses it, so every script
 * prints the same with or without fonts on the server. Noto Sans covers Latin, Cyrillic, Greek,
 * Vietnamese and Devanagari. Han characters are drawn in different shapes in Japanese, Korean
 * and the two Chinese scripts, so the CJK families the text calls for (`neededFallbackFamilies`)
 * come first among them in the resume's stack (theme.ts).
 *
 * Arabic script is set in Vazirmatn: its letters join by their own shapes, so text extractors
 * (poppler's pdftotext among them) read each word whole, where Noto Sans Arabic, which joins
 * letters by cursive positioning, comes out with a space inside most words. Vazirmatn covers
 * Arabic, Persian, Urdu, Pashto and Kurdish; a text with a letter it lacks (Sindhi, the Arabic
 * Supplement of African orthographies) is set wholly in Noto Sans Arabic instead, so no word
 * is drawn in two fonts that do not join each other.
 */
export const fallbackFamilies = [
  "Noto Sans",
  "Vazirmatn",
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

/** Families of which a resume uses one for a script: the one its text needs comes first in the stack (theme.ts). */
export const cjkFamilies: ReadonlySet<FallbackFamily> = new Set<FallbackFamily>(["Noto Sans JP", "Noto Sans KR", "Noto Sans TC", "Noto Sans SC"]);
export const arabicFamilies: ReadonlySet<FallbackFamily> = new Set<FallbackFamily>(["Vazirmatn", "Noto Sans Arabic"]);

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

const arabicScript = /[\u0600-\u06ff\u0750-\u077f\u0870-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/u;

/**
 * The code points of the Arabic script that Vazirmatn (5.3) has no glyph for, as inclusive
 * ranges, read from its character map (the invisible U+061C and U+FEFF left out: no font need
 * draw them). Ranges, not a character class: many are combining marks.
 */
const beyondVazirmatn: readonly (readonly [number, number])[] = [
  [0x0600, 0x060b], [0x060e, 0x060f], [0x0613, 0x0614], [0x0616, 0x061a], [0x061d, 0x061e], [0x0620, 0x0620], [0x063b, 0x063c], [0x063e, 0x063f],
  [0x0659, 0x0659], [0x065c, 0x065f], [0x0672, 0x0673], [0x0675, 0x0678], [0x067a, 0x067b], [0x067d, 0x067d], [0x067f, 0x0680], [0x0682, 0x0684],
  [0x0687, 0x0687], [0x068a, 0x0690], [0x0692, 0x0692], [0x0694, 0x0694], [0x0697, 0x0697], [0x0699, 0x0699], [0x069b, 0x069f], [0x06a2, 0x06a3],
  [0x06a5, 0x06a8], [0x06ae, 0x06ae], [0x06b0, 0x06b4], [0x06b6, 0x06b9], [0x06bb, 0x06bb], [0x06bf, 0x06bf], [0x06c4, 0x06c5], [0x06d1, 0x06d1],
  [0x06d6, 0x06db], [0x06df, 0x06e8], [0x06ea, 0x06ef], [0x06fa, 0x06ff], [0x0750, 0x0761], [0x0764, 0x077f], [0x0870, 0x08ff], [0xfb52, 0xfb55],
  [0xfb5a, 0xfb65], [0xfb6e, 0xfb79], [0xfb7e, 0xfb87], [0xfb96, 0xfb9d], [0xfba0, 0xfba4], [0xfba6, 0xfba6], [0xfbb2, 0xfbbe], [0xfbc1, 0xfbd2],
  [0xfbdd, 0xfbdd], [0xfbe0, 0xfbe1], [0xfbe4, 0xfbe7], [0xfbea, 0xfbfb], [0xfc00, 0xfd3d], [0xfd40, 0xfdf1], [0xfdf3, 0xfdfb], [0xfdfd, 0xfdff],
  [0xfe75, 0xfe75], [0xfefd, 0xfefe],
];

function hasLetterBeyondVazirmatn(text: string): boolean {
  for (const character of text) {
    const code = character.codePointAt(0) as number;
    if (beyondVazirmatn.some(([from, to]) => code >= from && code <= to)) return true;
  }
  return false;
}

/** Characters whose presence calls for each script family (besides the CJK and Arabic ones). */
const scriptFamilies: readonly [FallbackFamily, RegExp][] = [
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
 * Greek and Devanagari, and its CSS is small. Arabic script calls for Vazirmatn, or for Noto Sans
 * Arabic when a letter is beyond Vazirmatn. Kana calls for the Japanese family, hangul for the
 * Korean one, and a character only one Chinese variant writes for that variant; other Han text
 * takes Simplified Chinese. So Japanese text keeps Japanese glyph shapes and Chinese text its own.
 */
export function neededFallbackFamilies(text: string): FallbackFamily[] {
  const needed = new Set<FallbackFamily>(["Noto Sans"]);
  if (arabicScript.test(text)) needed.add(hasLetterBeyondVazirmatn(text) ? "Noto Sans Arabic" : "Vazirmatn");
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
  const script = arabicFamilies.has(family)
    ? arabicScript
    : (scriptFamilies.find(([name]) => name === family)?.[1] ?? new RegExp(`${kana.source}|${hangul.source}|${han.source}`, "u"));
  return [...characters].filter((character) => script.test(character)).join("");
}

