/*
 * The fallback families of the templates' font stack (`fallbackFamilies` of @vitae/templates),
 * self-hosted from @fontsource (SIL Open Font License 1.1; see docs/pdf.md): the regular and
 * bold faces only, which is what the templates draw. Each face's CSS is a dynamic import, so
 * Vite emits it as its own asset, and a family's CSS is added to the page only when the resume
 * has characters of its script. Within a family every subset carries a unicode-range, so even
 * then the browser fetches only the files of the characters used (a Japanese resume fetches a
 * few of the hundred-odd Japanese subsets). Nothing depends on fonts installed on the server.
 */
import { type FallbackFamily, fallbackCharacters, neededFallbackFamilies } from "@vitae/templates";

import type { FontFaceImport } from "./font-faces";

/** The regular and bold faces of a family. */
interface FallbackFaces {
  regular: FontFaceImport;
  bold: FontFaceImport;
}

export const fallbackFontFaces: Record<FallbackFamily, FallbackFaces> = {
  "Noto Sans": { regular: () => import("@fontsource/noto-sans/400.css"), bold: () => import("@fontsource/noto-sans/700.css") },
  Vazirmatn: {
    regular: () => import("@fontsource/vazirmatn/arabic-400.css"),
    bold: () => import("@fontsource/vazirmatn/arabic-700.css"),
  },
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
  // Outline emoji in the text's colour: Chromium draws the colour emoji of Noto Color Emoji's
  // web font in neither the PDF nor screenshots.
  "Noto Emoji": { regular: () => import("@fontsource/noto-emoji/400.css"), bold: () => import("@fontsource/noto-emoji/700.css") },
};

/** Adds the CSS of the fallback families the text needs (each import runs once per page). */
export async function loadFallbackFonts(text: string, table: Record<FallbackFamily, FallbackFaces> = fallbackFontFaces): Promise<void> {
  const imports = neededFallbackFamilies(text).flatMap((family) => [table[family].regular, table[family].bold]);
  await Promise.all([...new Set(imports)].map((load) => load()));
}

/**
 * Asks the font set for the regular face of each script family with the text's characters of
 * that script, so their unicode-range subsets are fetched now rather than found missing when
 * the page is printed; layout asks for the rest (bold, Noto Sans), which `fonts.ready` covers.
 */
export async function waitForFallbackFonts(fonts: Pick<FontFaceSet, "load">, text: string): Promise<void> {
  const characters = [...new Set(text)].join("");
  await Promise.all(
    neededFallbackFamilies(characters).map((family) => {
      const wanted = fallbackCharacters(family, characters);
      return wanted ? fonts.load(`400 16px "${family}"`, wanted).catch(() => []) : [];
    }),
  );
}
