import * as pdfLib from "pdf-lib";
import type { PDFRef } from "pdf-lib";
import { PDFDict, PDFDocument, PDFHexString, PDFName, PDFNumber } from "pdf-lib";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import { PdfUpdate } from "./pdf-update";

/** A two-page PDF with a cross-reference table, as Chromium writes them, and a marker object. */
async function tablePdf(): Promise<{ bytes: Uint8Array; marker: PDFRef }> {
  const document = await PDFDocument.create({ updateMetadata: false });
  document.addPage([200, 300]);
  document.addPage([200, 300]);
  document.setTitle("Before");
  const marker = document.context.register(document.context.obj({ Label: PDFHexString.fromText("original") }));
  document.catalog.set(PDFName.of("Marker"), marker);
  return { bytes: await document.save({ useObjectStreams: false }), marker };
}

async function pdfjsTitle(bytes: Uint8Array): Promise<{ title: unknown; pages: number }> {
  const document = await getDocument({ data: bytes.slice(), useSystemFonts: true, disableFontFace: true }).promise;
  try {
    const { info } = await document.getMetadata();
    return { title: (info as { Title?: unknown }).Title, pages: document.numPages };
  } finally {
    await document.destroy();
  }
}

describe("PdfUpdate", () => {
  it("appends changed and new objects after the file's bytes, and readers see the changes", async () => {
    const { bytes, marker } = await tablePdf();
    const update = new PdfUpdate(pdfLib, bytes);
    update.info.set(PDFName.of("Title"), PDFHexString.fromText("After – ünïcode"));
    const label = update.dict(update.catalog.get(PDFName.of("Marker")));
    expect(label?.get(PDFName.of("Label"))).toEqual(PDFHexString.fromText("original"));
    label?.set(PDFName.of("Label"), PDFHexString.fromText("changed"));
    update.rewrite(label as PDFDict);
    const added = update.add(update.context.obj({ Answer: 42 }));
    update.catalog.set(PDFName.of("Added"), added);
    const saved = update.save();

    // Nothing of the original file is rewritten: the update is appended.
    expect(Buffer.from(saved.subarray(0, bytes.length)).equals(Buffer.from(bytes))).toBe(true);
    const tail = Buffer.from(saved.subarray(bytes.length)).toString("latin1");
    expect(tail).toMatch(/\/Prev \d+/);
    expect(tail.trimEnd().endsWith("%%EOF")).toBe(true);
    // New objects are numbered after the file's own.
    expect(added.objectNumber).toBeGreaterThan(marker.objectNumber);

    const reread = await PDFDocument.load(saved, { updateMetadata: false });
    expect(reread.getTitle()).toBe("After – ünïcode");
    expect(reread.getPageCount()).toBe(2);
    expect(reread.context.lookup(marker, PDFDict).get(PDFName.of("Label"))).toEqual(PDFHexString.fromText("changed"));
    expect(reread.catalog.lookup(PDFName.of("Added"), PDFDict).get(PDFName.of("Answer"))).toEqual(PDFNumber.of(42));
    expect(await pdfjsTitle(saved)).toEqual({ title: "After – ünïcode", pages: 2 });
  });

  it("reads a file that was updated before, the newest version of each object winning", async () => {
    const { bytes } = await tablePdf();
    const first = new PdfUpdate(pdfLib, bytes);
    first.info.set(PDFName.of("Title"), PDFHexString.fromText("First"));
    const second = new PdfUpdate(pdfLib, first.save());
    expect(second.info.get(PDFName.of("Title"))).toEqual(PDFHexString.fromText("First"));
    second.info.set(PDFName.of("Title"), PDFHexString.fromText("Second"));
    const saved = second.save();
    expect((await PDFDocument.load(saved, { updateMetadata: false })).getTitle()).toBe("Second");
    expect(await pdfjsTitle(saved)).toEqual({ title: "Second", pages: 2 });
  });

  it("adds a document information dictionary to a file without one", async () => {
    const document = await PDFDocument.create({ updateMetadata: false });
    document.addPage([100, 100]);
    const source = await document.save({ useObjectStreams: false });
    expect(Buffer.from(source).toString("latin1")).not.toContain("/Info");
    const update = new PdfUpdate(pdfLib, source);
    update.info.set(PDFName.of("Title"), PDFHexString.fromText("Given"));
    expect((await PDFDocument.load(update.save(), { updateMetadata: false })).getTitle()).toBe("Given");
  });

  it("refuses a file whose cross-reference is a stream rather than a table", async () => {
    const document = await PDFDocument.create();
    document.addPage([100, 100]);
    const bytes = await document.save({ useObjectStreams: true });
    expect(() => new PdfUpdate(pdfLib, bytes)).toThrow("not a table");
  });

  it("refuses bytes that are not a PDF", () => {
    expect(() => new PdfUpdate(pdfLib, new TextEncoder().encode("not a PDF at all"))).toThrow("no cross-reference offset");
  });

  it("refuses an object that is not where the table says", async () => {
    const { bytes, marker } = await tablePdf();
    const text = Buffer.from(bytes).toString("latin1");
    // The table still points at the marker's offset, but the object there is another one.
    const broken = Buffer.from(text.replace(`${marker.objectNumber} 0 obj`, `${marker.objectNumber} 9 obj`), "latin1");
    const update = new PdfUpdate(pdfLib, new Uint8Array(broken));
    expect(() => update.dict(update.catalog.get(PDFName.of("Marker")))).toThrow("not where the cross-reference table says");
  });
});
