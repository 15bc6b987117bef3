/*
 * Fonts for the resume: the quick fonts are self-hosted (font-faces.ts) and loaded on demand,
 * only the faces the resume needs. Other families are not fetched at all: the template's font
 * stack falls back to the system's Noto families, which also cover Cyrillic, CJK and Arabic.
 * Nothing here touches the network beyond the app's own origin.
 */
import { type Metadata, type QuickFont, quickFonts } from "@vitae/schema";

import { type FontFaceImport, type FontFaceKey, quickFontFaces } from "./font-faces";

type Typography = Metadata["typography"];

/** One face of a family. */
export interface FontFaceSpec {
  weight: number;
  style: "normal" | "italic";
}

/** Regular, italic, bold and bold italic: what rich text (em, strong) needs on top of the choice. */
const richTextFaces: readonly FontFaceSpec[] = [
  { weight: 400, style: "normal" },
  { weight: 400, style: "italic" },
  { weight: 700, style: "normal" },
  { weight: 700, style: "italic" },
];

/** A font variant of the catalogue ("regular", "italic", "300", "700italic") as a face. */
export function variantFace(variant: string): FontFaceSpec | null {
  const match = /^(regular|italic|([1-9]00)(italic)?)$/.exec(variant.trim());
  if (!match) return null;
  if (match[1] === "regular") return { weight: 400, style: "normal" };
  if (match[1] === "italic") return { weight: 400, style: "italic" };
  return { weight: Number(match[2]), style: match[3] ? "italic" : "normal" };
}

/** The faces a resume needs: the rich-text four plus every chosen variant, without repeats. */
export function neededFaces(variants: readonly string[]): FontFaceSpec[] {
  const faces = [...richTextFaces];
  for (const variant of variants) {
    const face = variantFace(variant);
    if (face && !faces.some((known) => known.weight === face.weight && known.style === face.style)) faces.push(face);
  }
  return faces;
}

/** The quick font a family name selects (case and spacing do not matter), or null. */
export function quickFont(family: string): QuickFont | null {
  const wanted = family.trim().replace(/\s+/g, " ").toLowerCase();
  return quickFonts.find((name) => name.toLowerCase() === wanted) ?? null;
}

function faceKey(weight: number, style: FontFaceSpec["style"]): FontFaceKey {
  return style === "italic" ? `${weight}-italic` : `${weight}`;
}

/**
 * The face the family ships that best stands in for `face`: the same weight if it exists, else
 * the nearest (as the browser's font matching would pick), in the same style if possible.
 */
export function closestFace(available: Partial<Record<FontFaceKey, unknown>>, face: FontFaceSpec): FontFaceKey | null {
  const keys = Object.keys(available) as FontFaceKey[];
  const sameStyle = keys.filter((key) => key.endsWith("-italic") === (face.style === "italic"));
  const pool = sameStyle.length > 0 ? sameStyle : keys;
  let best: FontFaceKey | null = null;
  for (const key of pool) {
    const distance = Math.abs(Number.parseInt(key, 10) - face.weight);
    if (best === null || distance < Math.abs(Number.parseInt(best, 10) - face.weight)) best = key;
  }
  return best;
}

/** The imports of the CSS for every face a typography needs; none for a non-quick family. */
/** Quick font → its faces' CSS imports (font-faces.ts; tests pass their own). */
export type FontFaceTable = Partial<Record<QuickFont, Partial<Record<FontFaceKey, FontFaceImport>>>>;

export function fontImports(typography: Pick<Typography, "font">, table: FontFaceTable = quickFontFaces): FontFaceImport[] {
  const family = quickFont(typography.font.family);
  const faces = family ? table[family] : undefined;
  if (!faces) return [];
  const keys = new Set<FontFaceKey>();
  for (const face of neededFaces(typography.font.variants)) {
    const key = closestFace(faces, face) ?? faceKey(face.weight, face.style);
    keys.add(key);
  }
  return [...keys].flatMap((key) => (faces[key] ? [faces[key]] : []));
}

/** Loads the CSS of the faces a typography needs. Each import runs once per page (module cache). */
export async function loadResumeFonts(
  typography: Pick<Typography, "font">,
  table: FontFaceTable = quickFontFaces,
): Promise<void> {
  await Promise.all(fontImports(typography, table).map((load) => load()));
}

/** The document's font set, as far as waiting for it goes. */
export type FontSetLike = Pick<FontFaceSet, "ready" | "load">;

/**
 * Waits until the fonts the rendered text uses have loaded (or failed): asks for the regular
 * face with every character of the text, so the needed unicode-range subsets load even before
 * the browser's own layout asks, then waits for `fonts.ready`, which covers every other face
 * layout requested.
 */
export async function waitForFonts(fonts: FontSetLike, family: string, text: string): Promise<void> {
  const characters = [...new Set(text)].join("");
  if (characters.trim() !== "" && quickFont(family)) {
    const name = family.replace(/["\\]/g, "");
    await fonts.load(`400 16px "${name}"`, characters).catch(() => []);
  }
  await fonts.ready;
}
