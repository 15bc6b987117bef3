import { deflateSync } from "node:zlib";
import {
  type PdfAttachmentContent,
  type ReadingGuides,
  type ResumeData,
  pdfAttachmentMarker,
  pdfAttachmentName,
  resumeDocumentInfo,
  resumeSchemaVersion,
  visibleResumeData,
} from "@vitae/schema";
import { restoreOutlineTitles } from "./outline-titles";
import { PdfUpdate } from "./pdf-update";
import { markReadingGuides } from "./reading-guides";
import { reverseRightToLeftActualTexts, rightToLeftCharacter } from "./right-to-left-actual-text";

export interface PdfDescription {
  /** PDF Creator, e.g. "Vitae 1.2.0". */
  creator: string;
  /** The resume's own title, the PDF Title when the resume has no name. */
  fallbackTitle?: string;
  /** Attach the resume's visible data as `resume.json`. */
  attachData: boolean;
  /** When the PDF was made (else the time of this call). */
  date?: Date;
}

/** What the description takes from the resume alone: made while Chromium prints (`describeResume`). */
export interface ResumeDescription {
  info: ReturnType<typeof resumeDocumentInfo>;
  visible: ResumeData;
  creator: string;
  date: Date;
  /** Whether the resume has right-to-left text, whose ligatures and marks need their order mended. */
  rightToLeft: boolean;
  /** `resume.json`, deflated (FlateDecode), and its length before; absent when switched off. */
  attachment?: { deflated: Uint8Array; size: number };
}

/**
 * The part of the description that needs only the resume: the document information, the
 * visible data and the compressed `resume.json`. Separate so the printer can make it while
 * Chromium writes the PDF, leaving only the PDF's own part for after.
 */
export function describeResume(data: ResumeData, description: PdfDescription): ResumeDescription {
  const visible = visibleResumeData(data);
  const date = description.date ?? new Date();
  const prepared: ResumeDescription = {
    info: resumeDocumentInfo(data, description.fallbackTitle),
    visible,
    creator: description.creator,
    date,
    rightToLeft: rightToLeftCharacter.test(JSON.stringify(visible)),
  };
  if (description.attachData) {
    const content: PdfAttachmentContent = { ...visible, [pdfAttachmentMarker]: resumeSchemaVersion };
    const bytes = Buffer.from(`${JSON.stringify(content, null, 2)}\n`, "utf8");
    prepared.attachment = { deflated: deflateSync(bytes), size: bytes.length };
  }
  return prepared;
}

/**
 * Completes the PDF Chromium printed: the document information (Title, Author, Subject,
 * Keywords, Creator, Producer, dates) from the resume, the title shown in viewers' title bars,
 * and, unless switched off, the resume's visible data as an attached `resume.json` (its
 * relationship "Source": the data the document was made from), which Vitae imports back.
 * The bookmarks get the headings' own words (outline-titles.ts); right-to-left text has the
 * ActualText of its ligatures and marked letters mended (right-to-left-actual-text.ts); the
 * tags, links and document language Chromium wrote are kept as they are.
 *
 * Written as an incremental update (pdf-update.ts): Chromium's bytes stay as they are and only
 * the catalog, the information dictionary, renamed bookmarks, mended pages and the attachment
 * are appended.
 * Parsing and writing the whole document instead cost a print as much again as everything
 * else the server does besides Chromium's own work.
 *
 * The resume's part (`describeResume`) is made beforehand, while Chromium prints; `guides` are
 * the reading guides the render measured (reading-guides.ts).
 */
export async function describePrintedPdf(pdf: Uint8Array, prepared: ResumeDescription, guides: ReadingGuides = []): Promise<Uint8Array> {
  // pdf-lib is loaded on the first print rather than at start (it is ~18 MiB of an idle
  // server's memory); later calls find it in the module cache.
  const pdfLib = await import("pdf-lib");
  const { AFRelationship, PDFArray, PDFHexString, PDFName, PDFString } = pdfLib;
  const update = new PdfUpdate(pdfLib, pdf);
  const { catalog, context, info } = update;
  const { info: documentInfo, visible, date } = prepared;
  restoreOutlineTitles(pdfLib, update, visible);
  if (prepared.rightToLeft) reverseRightToLeftActualTexts(pdfLib, update);
  markReadingGuides(pdfLib, update, guides);
  const text = (value: string) => PDFHexString.fromText(value);
  if (documentInfo.title) {
    info.set(PDFName.of("Title"), text(documentInfo.title));
    // Viewers show the title rather than the file name (Chromium already asks for it).
    const preferences = update.dict(catalog.get(PDFName.of("ViewerPreferences"))) ?? context.obj({});
    preferences.set(PDFName.of("DisplayDocTitle"), context.obj(true));
    catalog.set(PDFName.of("ViewerPreferences"), preferences);
  }
  if (documentInfo.author) info.set(PDFName.of("Author"), text(documentInfo.author));
  if (documentInfo.subject) info.set(PDFName.of("Subject"), text(documentInfo.subject));
  // One entry: a list joined with spaces would merge "Machine learning" and "Go".
  if (documentInfo.keywords.length > 0) info.set(PDFName.of("Keywords"), text(documentInfo.keywords.join(", ")));
  info.set(PDFName.of("Creator"), text(prepared.creator));
  info.set(PDFName.of("Producer"), text(prepared.creator));
  info.set(PDFName.of("CreationDate"), PDFString.fromDate(date));
  info.set(PDFName.of("ModDate"), PDFString.fromDate(date));
  if (prepared.attachment) {
    const file = update.add(
      context.stream(prepared.attachment.deflated, {
        Type: "EmbeddedFile",
        Subtype: "application/json",
        Filter: "FlateDecode",
        Params: { Size: prepared.attachment.size, CreationDate: PDFString.fromDate(date), ModDate: PDFString.fromDate(date) },
      }),
    );
    const spec = update.add(
      context.obj({
        Type: "Filespec",
        F: PDFString.of(pdfAttachmentName),
        UF: text(pdfAttachmentName),
        EF: { F: file },
        Desc: text("The resume's data, to import it into Vitae again"),
        AFRelationship: AFRelationship.Source,
      }),
    );
    // The document's name tree of embedded files, and its associated files (PDF/A-3, PDF 2.0).
    const names = update.dict(catalog.get(PDFName.of("Names"))) ?? context.obj({});
    catalog.set(PDFName.of("Names"), names);
    const embedded = update.dict(names.get(PDFName.of("EmbeddedFiles"))) ?? context.obj({});
    names.set(PDFName.of("EmbeddedFiles"), embedded);
    const leaves = update.resolve(embedded.get(PDFName.of("Names")));
    const list = leaves instanceof PDFArray ? leaves : context.obj([]);
    list.push(text(pdfAttachmentName));
    list.push(spec);
    embedded.set(PDFName.of("Names"), list);
    const associated = update.resolve(catalog.get(PDFName.of("AF")));
    const af = associated instanceof PDFArray ? associated : context.obj([]);
    af.push(spec);
    catalog.set(PDFName.of("AF"), af);
  }
  return update.save();
}
