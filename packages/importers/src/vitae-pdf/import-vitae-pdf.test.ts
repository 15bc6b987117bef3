import { pdfAttachmentMarker, pdfAttachmentName, resumeSchemaVersion, sampleResume } from "@vitae/schema";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { fileErrorMessages } from "../import-issue";
import { importVitaePdf, isPdf } from "./import-vitae-pdf";

/** A one-page PDF, with these files attached. */
async function pdfWith(files: { name: string; content: Uint8Array }[]): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.addPage();
  for (const file of files) await document.attach(file.content, file.name, { mimeType: "application/json" });
  return document.save();
}

const json = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
const attachment = { ...sampleResume, [pdfAttachmentMarker]: resumeSchemaVersion };

describe("importVitaePdf", () => {
  it("restores the resume from the attached resume.json, the marker left out", async () => {
    const pdf = await pdfWith([
      { name: "notes.json", content: json({ other: true }) },
      { name: pdfAttachmentName, content: json(attachment) },
    ]);
    expect(isPdf(pdf)).toBe(true);
    expect(await importVitaePdf(pdf)).toEqual({ ok: true, data: sampleResume, warnings: [] });
  });

  it("says a PDF without our attachment was not made by Vitae", async () => {
    const plain = await pdfWith([]);
    const other = await pdfWith([{ name: "invoice.json", content: json(attachment) }]);
    for (const pdf of [plain, other]) {
      expect(await importVitaePdf(pdf)).toEqual({
        ok: false,
        errors: [{ path: [], message: fileErrorMessages.notVitaePdf, code: "notVitaePdf" }],
        warnings: [],
      });
    }
  });

  it("reports a file that is no PDF, or a damaged one, as unreadable", async () => {
    const readFile = { ok: false, errors: [{ path: [], message: fileErrorMessages.readFile, code: "readFile" }], warnings: [] };
    expect(isPdf(json(sampleResume))).toBe(false);
    expect(await importVitaePdf(json(sampleResume))).toEqual(readFile);
    expect(await importVitaePdf(new TextEncoder().encode("%PDF-1.7\nnot really"))).toEqual(readFile);
  });

  it("checks the attachment like a file of our format: its problems come back with their paths", async () => {
    const broken = { ...attachment, basics: { ...sampleResume.basics, email: "not-an-email" } };
    const result = await importVitaePdf(await pdfWith([{ name: pdfAttachmentName, content: json(broken) }]));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.map((error) => error.path.join("."))).toEqual(["basics.email"]);
  });

  it("stops unpacking the attachment at the JSON size limit (a deflate bomb stops there too)", async () => {
    // 3 MiB of spaces deflate to a few kilobytes.
    const padded = new Uint8Array(3 * 1024 * 1024).fill(0x20);
    padded.set(json(attachment));
    const pdf = await pdfWith([{ name: pdfAttachmentName, content: padded }]);
    expect(pdf.length).toBeLessThan(100_000);
    expect(await importVitaePdf(pdf)).toMatchObject({ ok: false, errors: [{ code: "jsonTooLarge" }] });
    expect(await importVitaePdf(await pdfWith([{ name: pdfAttachmentName, content: json(attachment) }]), { limits: { jsonBytes: 100 } })).toMatchObject({
      ok: false,
      errors: [{ code: "jsonTooLarge" }],
    });
  });
});
