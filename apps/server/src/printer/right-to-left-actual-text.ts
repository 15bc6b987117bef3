import { deflateSync, inflateSync } from "node:zlib";
import type * as PdfLib from "pdf-lib";
import type { PDFDict, PDFObject, PDFRef } from "pdf-lib";
import type { PdfUpdate } from "./pdf-update";

/** The pdf-lib classes the walk needs, from the module its caller loaded on first use. */
export type RightToLeftClasses = Pick<typeof PdfLib, "PDFArray" | "PDFName" | "PDFRawStream" | "PDFRef">;

/**
 * Reverses, in every page's content, the ActualText of right-to-left glyphs that stand for
 * several characters (`reverseRightToLeftActualText`), so that extractors give those
 * characters in reading order. Each changed content stream is written again, compressed.
 */
export function reverseRightToLeftActualTexts(lib: RightToLeftClasses, pdf: PdfUpdate): void {
  const { PDFArray, PDFName, PDFRawStream, PDFRef } = lib;
  const contentsOf = (page: PDFDict): PDFRef[] => {
    const contents: PDFObject | undefined = page.get(PDFName.of("Contents"));
    const resolved = pdf.resolve(contents);
    const refs = resolved instanceof PDFArray ? resolved.asArray() : [contents];
    return refs.filter((ref): ref is PDFRef => ref instanceof PDFRef);
  };
  for (const ref of pdf.pages().flatMap(contentsOf)) {
    const stream = pdf.resolve(ref);
    if (!(stream instanceof PDFRawStream)) continue;
    // Chromium compresses content with Flate alone; any other encoding is left as it is.
    const filter = stream.dict.get(PDFName.of("Filter"));
    if (filter !== PDFName.of("FlateDecode") || stream.dict.has(PDFName.of("DecodeParms"))) continue;
    const content = inflateSync(stream.contents).toString("latin1");
    const changed = reverseRightToLeftActualText(content);
    if (changed === undefined) continue;
    const dict = stream.dict.clone();
    const bytes = deflateSync(Buffer.from(changed, "latin1"));
    dict.set(PDFName.of("Length"), pdf.context.obj(bytes.length));
    pdf.replace(ref, PDFRawStream.of(dict, bytes));
  }
}

/**
 * Chromium draws right-to-left text left to right, glyph after glyph (a run of several glyphs
 * inside `/ReversedChars` marked content), and gives every glyph that stands for more than one
 * character (a lam-alef ligature, a letter with its vowel mark) an `/ActualText` holding those
 * characters in reading order. Text extractors (poppler's `pdftotext`, PDFium in Chromium's
 * own viewer) spread an ActualText's characters left to right over its glyph and then put the
 * right-to-left text in reading order, which reverses them: "لا" comes out as "ال", a shadda
 * before its letter. Written in reverse, they come out in reading order. pdf.js reads the
 * glyphs' own characters rather than ActualText, and is not affected either way.
 *
 * `content` is a page's decoded content stream, one character per byte (latin1). Answers the
 * stream with the ActualText of every such glyph reversed, or undefined when there is none.
 * Chromium writes ActualText as a hex string, which is all this reads; a hex string cannot hold
 * the `/ActualText` key, and Chromium writes the glyphs it shows as hex strings too.
 */
export function reverseRightToLeftActualText(content: string): string | undefined {
  let changed = false;
  const result = content.replace(/(\/ActualText\s*<)([0-9A-Fa-f\s]+)>/g, (whole, key: string, hex: string) => {
    const reversed = reversedRightToLeftHex(hex);
    if (reversed === undefined) return whole;
    changed = true;
    return `${key}${reversed}>`;
  });
  return changed ? result : undefined;
}

// Hebrew, Arabic, Syriac, Thaana, N'Ko, Samaritan, Mandaic and their presentation forms; the
// right-to-left scripts beyond the Basic Multilingual Plane.
export const rightToLeftCharacter = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]|[\u{10800}-\u{10fff}\u{1e800}-\u{1efff}]/u;

/**
 * The hex digits of a UTF-16BE text string (with its byte-order mark) with its characters in
 * reverse order, surrogate pairs kept whole; undefined unless it is right-to-left text of more
 * than one character.
 */
function reversedRightToLeftHex(hex: string): string | undefined {
  const digits = hex.replace(/\s+/g, "").toUpperCase();
  if (!/^FEFF(?:[0-9A-F]{4})+$/.test(digits)) return undefined;
  let text = "";
  for (let at = 4; at < digits.length; at += 4) text += String.fromCharCode(Number.parseInt(digits.slice(at, at + 4), 16));
  const characters = [...text];
  if (characters.length < 2 || !rightToLeftCharacter.test(text)) return undefined;
  let reversed = "FEFF";
  for (const character of characters.reverse()) {
    for (let unit = 0; unit < character.length; unit++) reversed += character.charCodeAt(unit).toString(16).toUpperCase().padStart(4, "0");
  }
  return reversed;
}
