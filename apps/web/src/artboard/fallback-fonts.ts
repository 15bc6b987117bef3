/*
 * The fallback families of the templates' font stack (`fallbackFamilies` of @vitae/templates),
 * self-hosted from @fontsource (SIL Open Font License 1.1; see docs/pdf.md): the regular and
 * bold faces only, which is what the templates draw. Each face's CSS is a dynamic import, so
 * Vite emits it as its own asset, and a family's CSS is added to the page only when the resume
 * has characters of its script. Within a family every subset carries a unicode-range, so even
 * then the browser fetches only the files of the characters used (a Japanese resume fetches a
 * few of the hundred-odd Japanese subsets). Nothing depends on fonts installed on the server.
 */
import { type FallbackFamily, fallbackFamilies } from "@vitae/templates";

import type { FontFaceImport } from "./font-faces";

/** The regular and bold faces of a family. */
interface FallbackFaces {
  regular: FontFaceImport;
  bold: FontFaceImport;
}

export const fallbackFontFaces: Record<FallbackFamily, FallbackFaces> = {
  "Noto Sans": { regular: () => import("@fontsource/noto-sans/400.css"), bold: () => import("@fontsource/noto-sans/700.css") },
  "Noto Sans Arabic": {
    regular: () => import("@fontsource/noto-sans-arabic/arabic-400.css"),
    bold: () => import("@fontsource/noto-sans-arabic/arabic-700.css"),
  },
  "Noto Sans Hebrew": {
    regular: () => import("@fontsource/noto-sans-hebrew/hebrew-400.css"),
    bold: () => import("@fontsource/noto-sans-hebrew/hebrew-700.css"),
  },
  "Noto Sans Bengali": {
    regular: () => import("@fontsource/noto-sans-bengali/bengali-400.css"),
    bold: () => import("@fontsource/noto-sans-bengali/bengali-700.css"),
  },
  "Noto Sans Tamil": {
    regular: () => import("@fontsource/noto-sans-tamil/tamil-400.css"),
    bold: () => import("@fontsource/noto-sans-tamil/tamil-700.css"),
  },
  "Noto Sans Thai": {
    regular: () => import("@fontsource/noto-sans-thai/thai-400.css"),
    bold: () => import("@fontsource/noto-sans-thai/thai-700.css"),
  },
  // The numbered CSS splits each CJK font into about a hundred unicode-range subsets; the
  // per-script CSS ("japanese-400.css") would be one file of several megabytes.
  "Noto Sans JP": { regular: () => import("@fontsource/noto-sans-jp/400.css"), bold: () => import("@fontsource/noto-sans-jp/700.css") },
  "Noto Sans KR": { regular: () => import("@fontsource/noto-sans-kr/400.css"), bold: () => import("@fontsource/noto-sans-kr/700.css") },
  "Noto Sans TC": { regular: () => import("@fontsource/noto-sans-tc/400.css"), bold: () => import("@fontsource/noto-sans-tc/700.css") },
  "Noto Sans SC": { regular: () => import("@fontsource/noto-sans-sc/400.css"), bold: () => import("@fontsource/noto-sans-sc/700.css") },
  // One weight only: emoji have no bold; the browser draws bold emoji with this face.
  "Noto Color Emoji": { regular: () => import("@fontsource/noto-color-emoji/400.css"), bold: () => import("@fontsource/noto-color-emoji/400.css") },
};

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
  ["Noto Color Emoji", /[\u2600-\u27bf\u2b00-\u2bff\u{1f000}-\u{1faff}]/u],
];

/** The CJK family for Han text with no kana, hangul or character of one Chinese variant: the language's. */
function languageFamily(language: string): FallbackFamily {
  if (/^ja\b/i.test(language)) return "Noto Sans JP";
  if (/^ko\b/i.test(language)) return "Noto Sans KR";
  return /^zh-(hant|tw|hk|mo)\b/i.test(language) ? "Noto Sans TC" : "Noto Sans SC";
}

/**
 * The fallback families a text needs, in stack order. Noto Sans always: it stands in for the
 * chosen family when that one cannot be had (the font service offline) and covers Cyrillic,
 * Greek and Devanagari, and its CSS is small. Kana calls for the Japanese family, hangul for the
 * Korean one, and a character only one Chinese variant writes for that variant; Han text with
 * none of these takes the family of the language. So Japanese text keeps Japanese glyph shapes
 * and Chinese text its own (the stack tries them in the order JP, KR, TC, SC).
 */
export function neededFallbackFamilies(text: string, language = ""): FallbackFamily[] {
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
    if (!traditional && !simplified && !hasKana && !hasHangul) needed.add(languageFamily(language));
  }
  return fallbackFamilies.filter((family) => needed.has(family));
}

/** Characters of the text that the family's script covers, to ask the font set for (see `waitForFallbackFonts`). */
function familyCharacters(family: FallbackFamily, characters: string): string {
  if (family === "Noto Sans") return "";
  const script = scriptFamilies.find(([name]) => name === family)?.[1] ?? new RegExp(`${kana.source}|${hangul.source}|${han.source}`, "u");
  return [...characters].filter((character) => script.test(character)).join("");
}

/** Adds the CSS of the fallback families the text needs (each import runs once per page). */
export async function loadFallbackFonts(text: string, language = "", table: Record<FallbackFamily, FallbackFaces> = fallbackFontFaces): Promise<void> {
  const imports = neededFallbackFamilies(text, language).flatMap((family) => [table[family].regular, table[family].bold]);
  await Promise.all([...new Set(imports)].map((load) => load()));
}

/**
 * Asks the font set for the regular face of each script family with the text's characters of
 * that script, so their unicode-range subsets are fetched now rather than found missing when
 * the page is printed; layout asks for the rest (bold, Noto Sans), which `fonts.ready` covers.
 */
export async function waitForFallbackFonts(fonts: Pick<FontFaceSet, "load">, text: string, language = ""): Promise<void> {
  const characters = [...new Set(text)].join("");
  await Promise.all(
    neededFallbackFamilies(characters, language).map((family) => {
      const wanted = familyCharacters(family, characters);
      return wanted ? fonts.load(`400 16px "${family}"`, wanted).catch(() => []) : [];
    }),
  );
}
