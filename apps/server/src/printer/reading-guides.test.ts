/**
 * The reading guides drawn into a PDF, read back with poppler (`pdftotext -bbox`, `pdffonts`)
 * and pdf.js. The end-to-end effect on every template's columns is in
 * check/templates-readable.test.ts.
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { ReadingGuides } from "@vitae/schema";
import * as pdfLib from "pdf-lib";
import { PDFDocument, PDFName, StandardFonts } from "pdf-lib";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PdfUpdate } from "./pdf-update";
import { markReadingGuides } from "./reading-guides";

const run = promisify(execFile);

let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "vitae-guides-"));
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/**
 * A one-page PDF 600 × 800 pt whose content, like Chromium's, leaves a transformation in place
 * at its end (here: half size), with the word "Hello" on it.
 */
async function printedPdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create({ updateMetadata: false });
  const page = document.addPage([600, 800]);
  const font = await document.embedFont(StandardFonts.Helvetica);
  page.node.setFontDictionary(PDFName.of("F1"), font.ref);
  const content = document.context.register(document.context.stream("0.5 0 0 0.5 0 0 cm BT /F1 24 Tf 200 1400 Td (Hello) Tj ET"));
  page.node.set(PDFName.of("Contents"), content);
  return document.save({ useObjectStreams: false });
}

interface Word {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** Every word `pdftotext -bbox` finds, with its box in points from the top-left corner. */
async function words(pdf: Uint8Array): Promise<Word[]> {
  const file = path.join(folder, `${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, pdf);
  const { stdout } = await run("pdftotext", ["-bbox", "-enc", "UTF-8", file, "-"]);
  return [...stdout.matchAll(/<word xMin="([\d.]+)" yMin="([-\d.]+)" xMax="([\d.]+)" yMax="([-\d.]+)">([^<]*)<\/word>/g)].map((match) => ({
    text: match[5] as string,
    xMin: Number(match[1]),
    yMin: Number(match[2]),
    xMax: Number(match[3]),
    yMax: Number(match[4]),
  }));
}

function marked(pdf: Uint8Array, guides: ReadingGuides): Uint8Array {
  const update = new PdfUpdate(pdfLib, pdf);
  markReadingGuides(pdfLib, update, guides);
  return update.save();
}

// In CSS px: a line down at x 400 from 100 to 500, lines across at 50 (full width) and 300.
const guides: ReadingGuides = [
  {
    page: 0,
    down: [{ x: 400, top: 100, bottom: 500 }],
    across: [
      { y: 50, left: 0, right: 800 },
      { y: 300, left: 40, right: 380 },
    ],
  },
];

describe("markReadingGuides", () => {
  it("draws each guide as a word of white space where the guides say, in points, whatever transformation the page leaves", async () => {
    const before = await words(await printedPdf());
    const after = await words(marked(await printedPdf(), guides));
    // The page's own text is where it was.
    expect(after.filter((word) => word.text.trim() !== "")).toEqual(before);
    // The line down first, then the lines across from the top.
    const tall = (word: Word) => word.yMax - word.yMin > 10;
    const blank = after.filter((word) => word.text.trim() === "");
    const drawn = [...blank.filter(tall), ...blank.filter((word) => !tall(word)).sort((a, b) => a.yMin - b.yMin)];
    expect(drawn.map((word) => word.text)).toEqual(["  ", "  ", "  "]);
    const near = (word: Word | undefined, box: Omit<Word, "text">) => {
      for (const key of ["xMin", "yMin", "xMax", "yMax"] as const) expect(word?.[key]).toBeCloseTo(box[key], 1);
    };
    // 400 px = 300 pt, the line down half a point wide; 100–500 px = 75–375 pt.
    near(drawn[0], { xMin: 299.75, yMin: 75, xMax: 300.25, yMax: 375 });
    // Across: a fraction of a point high, 50 px = 37.5 pt down.
    near(drawn[1], { xMin: 0, yMin: 37.5, xMax: 600, yMax: 38.15 });
    near(drawn[2], { xMin: 30, yMin: 225, xMax: 285, yMax: 225.65 });
  });

  it("adds an embedded font and keeps the guides out of what readers show and screen readers read", async () => {
    const pdf = marked(await printedPdf(), guides);
    const file = path.join(folder, "fonts.pdf");
    await writeFile(file, pdf);
    const { stdout } = await run("pdffonts", [file]);
    const type3 = stdout.split("\n").filter((line) => line.includes("Type 3"));
    expect(type3).toHaveLength(1);
    // name, type ("Type 3"), encoding, then emb / sub / uni.
    expect(type3[0]).toMatch(/Type 3\s+Custom\s+yes\s+no\s+yes/);
    const document = await getDocument({ data: pdf.slice(), useSystemFonts: true, disableFontFace: true }).promise;
    try {
      const page = await document.getPage(1);
      const text = await page.getTextContent({ includeMarkedContent: true });
      const strings = text.items.flatMap((item) => ("str" in item ? [item.str] : []));
      expect(strings.join("").trim()).toBe("Hello");
      // The guides sit in an artifact, outside any tagged content.
      expect(text.items.some((item) => "type" in item && item.type === "beginMarkedContent" && (item as { tag?: string }).tag === "Artifact")).toBe(true);
      // Drawn invisibly: rendering the page paints no pixel for them.
      const { OPS } = await import("pdfjs-dist/legacy/build/pdf.mjs");
      const operators = await page.getOperatorList();
      const renderModes = operators.fnArray.flatMap((fn, index) => (fn === OPS.setTextRenderingMode ? [operators.argsArray[index]?.[0]] : []));
      expect(renderModes).toContain(3);
    } finally {
      await document.destroy();
    }
  });

  it("leaves a PDF without guides as it was, and skips a page the document does not have", async () => {
    const pdf = await printedPdf();
    expect(Buffer.from(marked(pdf, [])).subarray(0, pdf.length).equals(Buffer.from(pdf))).toBe(true);
    const skipped = await words(marked(pdf, [{ page: 3, down: [], across: [{ y: 10, left: 0, right: 100 }] }]));
    expect(skipped.map((word) => word.text)).toEqual(["Hello"]);
  });
});
