/*
 * Fonts for the resume: the quick fonts are self-hosted (font-faces.ts) and loaded on demand,
 * only the faces the resume needs, so they print without the internet. Any other family of the
 * catalogue comes from Google Fonts through the server's font service (/api/fonts/css, whose
 * files are on our origin too): the artboard's CSP and the printer's browser allow no other
 * origin. When the service cannot deliver, within a few seconds, the template's font stack
 * falls back to the system's Noto families (which also cover Cyrillic, CJK and Arabic) and
 * printing goes on. Nothing here touches the network beyond the app's own origin.
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

/** Quick font → its faces' CSS imports (font-faces.ts; tests pass their own). */
export type FontFaceTable = Partial<Record<QuickFont, Partial<Record<FontFaceKey, FontFaceImport>>>>;

/** The imports of the CSS for every face a typography needs; none for a non-quick family. */
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

/** Where the server's font service answers a family's @font-face rules (apps/server/src/fonts). */
export const fontServiceCssPath = "/api/fonts/css";

/**
 * How long the artboard waits for a family from the font service, once for its CSS and once
 * for its files, before drawing the fallback. The service gives up on Google within 3 to 4
 * seconds; the printer's own deadline (20 s) is well beyond both waits together.
 */
export const serviceFontTimeoutMs = 5000;

// Family names the font service takes: Google's, letters and digits between single spaces.
const serviceFamilyPattern = /^[A-Za-z0-9]+(?: [A-Za-z0-9]+)*$/;

/** A face as the catalogue names it ("regular", "italic", "700", "700italic"). */
function variantName({ weight, style }: FontFaceSpec): string {
  if (weight === 400) return style === "italic" ? "italic" : "regular";
  return `${weight}${style === "italic" ? "italic" : ""}`;
}

/** The family as the font service takes it; null for a quick font or a name the service would refuse. */
function serviceFamily(family: string): string | null {
  const name = family.trim().replace(/\s+/g, " ");
  return quickFont(name) || name.length > 100 || !serviceFamilyPattern.test(name) ? null : name;
}

/**
 * The font service's address for the faces a typography needs, or null for a quick font
 * (self-hosted) and for a name the service would refuse (such a family falls back at once).
 * The faces are listed by weight, upright first, so equal needs make equal addresses.
 */
export function serviceFontCssUrl(typography: Pick<Typography, "font">): string | null {
  const family = serviceFamily(typography.font.family);
  if (!family) return null;
  const variants = neededFaces(typography.font.variants)
    .sort((a, b) => a.weight - b.weight || Number(a.style === "italic") - Number(b.style === "italic"))
    .map(variantName);
  return `${fontServiceCssPath}?${new URLSearchParams({ family, variants: variants.join(",") }).toString()}`;
}

/** Adds a stylesheet to the page; resolves once it loaded or failed (or the wait is over). */
export type StylesheetLoader = (href: string) => Promise<void>;

/** How long a stylesheet that failed stays failed before a new resume asks for it again. */
const stylesheetRetryMs = 30_000;
const stylesheets = new Map<string, Promise<void>>();

/** `<link rel="stylesheet">` in this document's head, once per address. */
export function linkStylesheet(href: string, doc: Document = document, timeoutMs = serviceFontTimeoutMs): Promise<void> {
  let loading = stylesheets.get(href);
  if (loading) return loading;
  loading = new Promise<void>((resolve) => {
    const link = doc.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    let settled = false;
    const done = (failed: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (failed) {
        link.remove();
        setTimeout(() => stylesheets.delete(href), stylesheetRetryMs);
      }
      resolve();
    };
    link.addEventListener("load", () => done(false), { once: true });
    link.addEventListener("error", () => done(true), { once: true });
    // Declared after `done`, which only runs once the link is in the page.
    const timer = setTimeout(() => done(true), timeoutMs);
    doc.head.append(link);
  });
  stylesheets.set(href, loading);
  return loading;
}

/**
 * Loads the CSS of the faces a typography needs: a quick font's from the bundle (each import
 * runs once per page, module cache), any other family's from the font service.
 */
export async function loadResumeFonts(
  typography: Pick<Typography, "font">,
  table: FontFaceTable = quickFontFaces,
  loadStylesheet: StylesheetLoader = linkStylesheet,
): Promise<void> {
  const service = serviceFontCssUrl(typography);
  if (service) return loadStylesheet(service);
  await Promise.all(fontImports(typography, table).map((load) => load()));
}

/** The document's font set, as far as waiting for it goes. */
export type FontSetLike = Pick<FontFaceSet, "ready" | "load">;

/**
 * Waits until the fonts the rendered text uses have loaded (or failed): asks for the regular
 * face with every character of the text, so the needed unicode-range subsets load even before
 * the browser's own layout asks, then waits for `fonts.ready`, which covers every other face
 * layout requested. A family from the font service is waited for at most `timeoutMs`: a file
 * that does not come is drawn in the fallback rather than holding the print up.
 */
export async function waitForFonts(fonts: FontSetLike, family: string, text: string, timeoutMs = serviceFontTimeoutMs): Promise<void> {
  const fromService = serviceFamily(family) !== null;
  const wait = async () => {
    const characters = [...new Set(text)].join("");
    if (characters.trim() !== "" && (fromService || quickFont(family))) {
      const name = (serviceFamily(family) ?? family).replace(/["\\]/g, "");
      await fonts.load(`400 16px "${name}"`, characters).catch(() => []);
    }
    await fonts.ready;
  };
  if (!fromService) return wait();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  await Promise.race([wait(), deadline]);
  clearTimeout(timer);
}
