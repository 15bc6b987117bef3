import type { ResumeData } from "@vitae/schema";
import type * as PdfLib from "pdf-lib";
import type { PDFDict } from "pdf-lib";
import type { PdfUpdate } from "./pdf-update";

/** The pdf-lib classes the walk needs, from the module its caller loaded on first use. */
export type OutlineClasses = Pick<typeof PdfLib, "PDFHexString" | "PDFName" | "PDFString">;

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
export function restoreOutlineTitles({ PDFHexString, PDFName, PDFString }: OutlineClasses, pdf: PdfUpdate, resume: ResumeData): void {
  const outlines = pdf.dict(pdf.catalog.get(PDFName.of("Outlines")));
  if (!outlines) return;
  const texts = textsOf({ basics: resume.basics, sections: resume.sections });
  const seen = new Set<PDFDict>();
  const visit = (first: PDFDict | undefined) => {
    for (let item = first; item && !seen.has(item); item = pdf.dict(item.get(PDFName.of("Next")))) {
      seen.add(item);
      const title = pdf.resolve(item.get(PDFName.of("Title")));
      const drawn = title instanceof PDFString || title instanceof PDFHexString ? title.decodeText() : undefined;
      const original = drawn === undefined ? undefined : texts.get(comparable(drawn));
      if (original && original !== drawn) {
        item.set(PDFName.of("Title"), PDFHexString.fromText(original));
        pdf.rewrite(item);
      }
      visit(pdf.dict(item.get(PDFName.of("First"))));
    }
  };
  visit(pdf.dict(outlines.get(PDFName.of("First"))));
}
