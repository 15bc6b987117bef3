import {
  type PdfAttachmentContent,
  type ResumeData,
  pdfAttachmentMarker,
  pdfAttachmentName,
  resumeDocumentInfo,
  resumeSchemaVersion,
  visibleResumeData,
} from "@vitae/schema";
import { restoreOutlineTitles } from "./outline-titles";

export interface PdfDescription {
  /** PDF Creator, e.g. "Vitae 1.2.0". */
  creator: string;
  /** The resume's own title, the PDF Title when the resume has no name. */
  fallbackTitle?: string;
  /** Attach the resume's visible data as `resume.json`. */
  attachData: boolean;
  /** When the PDF was made; pdf-lib would otherwise write the time of this call. */
  date?: Date;
}

/**
 * Completes the PDF Chromium printed: the document information (Title, Author, Subject,
 * Keywords, Creator, Producer) from the resume, the title shown in viewers' title bars, and,
 * unless switched off, the resume's visible data as an attached `resume.json` (its
 * relationship "Source": the data the document was made from), which Vitae imports back.
 * The bookmarks get the headings' own words (outline-titles.ts); the tags, links and document
 * language Chromium wrote are kept as they are.
 */
export async function describePdf(pdf: Uint8Array, data: ResumeData, description: PdfDescription): Promise<Uint8Array> {
  // updateMetadata: false keeps pdf-lib from writing its own Producer and dates. Parsing and
  // writing in one go (no yielding every few objects) makes this step faster (about 40 ms for the sample).
  // pdf-lib is loaded on the first print rather than at start (it is ~18 MiB of an idle
  // server's memory); later calls find it in the module cache.
  const pdfLib = await import("pdf-lib");
  const { AFRelationship, PDFDocument, ParseSpeeds } = pdfLib;
  const document = await PDFDocument.load(pdf, { updateMetadata: false, parseSpeed: ParseSpeeds.Fastest });
  const info = resumeDocumentInfo(data, description.fallbackTitle);
  const visible = visibleResumeData(data);
  restoreOutlineTitles(pdfLib, document, visible);
  const date = description.date ?? new Date();
  if (info.title) document.setTitle(info.title, { showInWindowTitleBar: true });
  if (info.author) document.setAuthor(info.author);
  if (info.subject) document.setSubject(info.subject);
  // One entry: pdf-lib joins a list with spaces, which would merge "Machine learning" and "Go".
  if (info.keywords.length > 0) document.setKeywords([info.keywords.join(", ")]);
  document.setCreator(description.creator);
  document.setProducer(description.creator);
  document.setCreationDate(date);
  document.setModificationDate(date);
  if (description.attachData) {
    const content: PdfAttachmentContent = { ...visible, [pdfAttachmentMarker]: resumeSchemaVersion };
    await document.attach(new TextEncoder().encode(`${JSON.stringify(content, null, 2)}\n`), pdfAttachmentName, {
      mimeType: "application/json",
      description: "The resume's data, to import it into Vitae again",
      creationDate: date,
      modificationDate: date,
      afRelationship: AFRelationship.Source,
    });
  }
  // Without object streams: the file stays readable by the PDF 1.4 tools Chromium's header promises.
  return document.save({ useObjectStreams: false, addDefaultPage: false, updateFieldAppearances: false, objectsPerTick: Infinity });
}
