import { richTextToPlain } from "@vitae/schema";
import type { ParsedPdf, PdfPage } from "./read-pdf";

/**
 * Case-, space- and ligature-insensitive form for finding data in extracted text: templates
 * may uppercase headings, space letters out or break a line anywhere.
 */
export function normalise(text: string): string {
  return text.normalize("NFKC").toLowerCase().replace(/[\s\u00ad\u200b]+/g, "");
}

/** The page's text in content-stream order, runs separated by line breaks. */
export function pageText(page: PdfPage | undefined): string {
  return (page?.items ?? []).map((item) => item.text).join("\n");
}

export function documentText(pdf: ParsedPdf): string {
  return pdf.pages.map(pageText).join("\n");
}

/** Plain text of the builder's rich text (HTML), tags dropped and entities of the editor decoded. */
export function plainText(html: string): string {
  return richTextToPlain(html).replace(/\s+/g, " ").trim();
}

/** The bullet points (list items) of rich text, as plain text. */
export function bulletsOf(html: string): string[] {
  return [...html.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/gi)].map((match) => plainText(match[1] ?? "")).filter((text) => text !== "");
}

export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
}

/** A short quotation for evidence. */
export function quote(text: string, max = 80): string {
  return `“${text.length > max ? `${text.slice(0, max - 1)}…` : text}”`;
}

interface RunIndex {
  /** The normalised text of every run of the document, joined in stream order. */
  joined: string;
  /** Where each run starts in `joined`, and its text as printed. */
  runs: { start: number; end: number; text: string }[];
}

const runIndexes = new WeakMap<ParsedPdf, RunIndex>();

function runIndexOf(pdf: ParsedPdf): RunIndex {
  let index = runIndexes.get(pdf);
  if (!index) {
    let joined = "";
    const runs: RunIndex["runs"] = [];
    for (const item of pdf.pages.flatMap((page) => page.items)) {
      const text = normalise(item.text);
      runs.push({ start: joined.length, end: joined.length + text.length, text: item.text });
      joined += text;
    }
    index = { joined, runs };
    runIndexes.set(pdf, index);
  }
  return index;
}

/**
 * The PDF's runs of text, exactly as extracted, that print `needle`: a needle may span several
 * runs (a line broken in two, a heading printed one run per letter), and a run may hold more
 * than the needle. Every occurrence counts, up to `limit`; none when the PDF lacks it.
 */
export function runsOf(pdf: ParsedPdf, needle: string, limit = 3): string[] {
  const wanted = normalise(needle);
  if (wanted === "") return [];
  const { joined, runs } = runIndexOf(pdf);
  const found: string[] = [];
  for (let at = joined.indexOf(wanted), count = 0; at !== -1 && count < limit; at = joined.indexOf(wanted, at + wanted.length), count++) {
    const end = at + wanted.length;
    for (const run of runs) if (run.end > at && run.start < end && run.end > run.start) found.push(run.text);
  }
  return [...new Set(found)];
}
