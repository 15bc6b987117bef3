import { pdfAttachmentName } from "@vitae/schema";
import { Unzlib } from "fflate";
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFRawStream, PDFString } from "pdf-lib";
import { ImportFailure, fileIssue } from "../import-issue";
import { type ImportLimits, importLimits } from "../import-limits";
import { type ImportOptions, type ImportResult, importResume } from "../import-resume";

/** Whether the bytes are a PDF file (its header; a few bytes of junk before it are allowed, as readers do). */
export function isPdf(bytes: Uint8Array): boolean {
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 1024));
  return head.includes("%PDF-");
}

const text = (value: unknown) => (value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : undefined);

/** The file specifications of the document's EmbeddedFiles name tree, leaves and kids alike. */
function embeddedFiles(pdfDocument: PDFDocument): PDFDict[] {
  const names = pdfDocument.catalog.lookupMaybe(PDFName.of("Names"), PDFDict);
  const root = names?.lookupMaybe(PDFName.of("EmbeddedFiles"), PDFDict);
  const found: PDFDict[] = [];
  const seen = new Set<PDFDict>();
  const visit = (node: PDFDict | undefined, depth: number) => {
    if (!node || seen.has(node) || depth > 32) return;
    seen.add(node);
    const leaves = node.lookupMaybe(PDFName.of("Names"), PDFArray);
    for (let index = 1; leaves && index < leaves.size(); index += 2) {
      const spec = leaves.lookup(index);
      if (spec instanceof PDFDict) found.push(spec);
    }
    const kids = node.lookupMaybe(PDFName.of("Kids"), PDFArray);
    for (let index = 0; kids && index < kids.size(); index++) {
      const kid = kids.lookup(index);
      if (kid instanceof PDFDict) visit(kid, depth + 1);
    }
  };
  visit(root, 0);
  return found;
}

/** A stream's bytes: stored, or deflated (what Vitae and most writers use), unpacked to at most `maxBytes`. */
function streamBytes(stream: PDFRawStream, maxBytes: number): Uint8Array {
  const filter = stream.dict.lookup(PDFName.of("Filter"));
  const filters = filter instanceof PDFArray ? filter.asArray() : filter ? [filter] : [];
  if (filters.length === 0) return stream.contents;
  if (filters.length > 1 || filters[0] !== PDFName.of("FlateDecode")) throw ImportFailure.of("readFile");
  const chunks: Uint8Array[] = [];
  let total = 0;
  const inflater = new Unzlib((chunk) => {
    total += chunk.length;
    if (total > maxBytes) throw ImportFailure.of("jsonTooLarge");
    chunks.push(chunk);
  });
  inflater.push(stream.contents, true);
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

/** The bytes of the attached `resume.json`, or undefined when the PDF has none. */
async function attachedResume(bytes: Uint8Array, limits: ImportLimits): Promise<Uint8Array | undefined> {
  let pdfDocument: PDFDocument;
  try {
    pdfDocument = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false });
  } catch {
    throw ImportFailure.of("readFile");
  }
  for (const spec of embeddedFiles(pdfDocument)) {
    const name = text(spec.lookup(PDFName.of("UF"))) ?? text(spec.lookup(PDFName.of("F")));
    if (name !== pdfAttachmentName) continue;
    const stream = spec.lookupMaybe(PDFName.of("EF"), PDFDict)?.lookup(PDFName.of("F"));
    if (stream instanceof PDFRawStream) return streamBytes(stream, limits.jsonBytes);
  }
  return undefined;
}

/**
 * Imports a PDF that Vitae printed: the resume data it carries as an attached `resume.json`
 * (the resume's visible content in our format, with its schema version), checked like a
 * file of our own format. A PDF without it gets "This PDF was not made by Vitae"; a damaged
 * one "Failed to read the file". Never throws for bad input.
 */
export async function importVitaePdf(bytes: Uint8Array, options: ImportOptions = {}): Promise<ImportResult> {
  const limits = { ...importLimits, ...options.limits };
  try {
    if (!isPdf(bytes)) throw ImportFailure.of("readFile");
    const attachment = await attachedResume(bytes, limits);
    if (!attachment) throw ImportFailure.of("notVitaePdf");
    return importResume("reactive-resume-json", attachment, options);
  } catch (error) {
    if (error instanceof ImportFailure) return { ok: false, errors: error.issues, warnings: [] };
    return { ok: false, errors: [fileIssue("readFile")], warnings: [] };
  }
}
