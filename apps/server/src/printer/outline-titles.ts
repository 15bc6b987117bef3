import type { ResumeData } from "@vitae/schema";
import type * as PdfLib from "pdf-lib";
import type { PDFDict, PDFDocument } from "pdf-lib";

/** The pdf-lib classes the walk needs, from the module its caller loaded on first use. */
export type OutlineClasses = Pick<typeof PdfLib, "PDFDict" | "PDFHexString" | "PDFName" | "PDFString">;

/** Case-, width- and whitespace-insensitive: how a heading's text compares with what was drawn. */
const comparable = (text: string) => text.normalize("NFKC").toLowerCase().replace(/[\s\u00ad]+/g, "");

/** Keys whose values are never printed as written: ids ("summary" is one) and icon names. */
const unprinted = new Set(["id", "icon"]);

/** Every printed text of the resume, keyed by its comparable form (the first text wins a tie). */
function textsOf(value: unknown, found = new Map<string, string>()): Map<string, string> {
  if (typeof value === "string") {
    const key = comparable(value);
    if (key && !found.has(key)) found.set(key, value.replace(/\s+/g, " ").trim());
  } else if (Array.isArray(value)) {
    for (const entry of value) textsOf(entry, found);
  } else if (value && typeof value === "object") {
    for (const [key, entry] of Object.entries(value)) if (!unprinted.has(key)) textsOf(entry, found);
  }
  return found;
}

/**
 * Gives the bookmarks Chromium made from the headings the resume's own words. Chromium titles
 * them with the text as drawn: "SKILLS" where a template sets headings in capitals, and words
 * run together where a heading wraps. Each title that matches a text of the resume, ignoring
 * case and spaces, becomes that text; any other title stays as it is.
 */
export function restoreOutlineTitles(
  { PDFDict, PDFHexString, PDFName, PDFString }: OutlineClasses,
  document: PDFDocument,
  resume: ResumeData,
): void {
  const outlines = document.catalog.lookupMaybe(PDFName.of("Outlines"), PDFDict);
  if (!outlines) return;
  const texts = textsOf({ basics: resume.basics, sections: resume.sections });
  const seen = new Set<PDFDict>();
  const visit = (first: PDFDict | undefined) => {
    for (let item = first; item && !seen.has(item); item = item.lookupMaybe(PDFName.of("Next"), PDFDict)) {
      seen.add(item);
      const title = item.lookupMaybe(PDFName.of("Title"), PDFString, PDFHexString);
      const original = title ? texts.get(comparable(title.decodeText())) : undefined;
      if (original) item.set(PDFName.of("Title"), PDFHexString.fromText(original));
      visit(item.lookupMaybe(PDFName.of("First"), PDFDict));
    }
  };
  visit(outlines.lookupMaybe(PDFName.of("First"), PDFDict));
}
