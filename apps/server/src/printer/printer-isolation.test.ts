/**
 * A warm page reused for the next resume holds nothing of the last one. Printed through the
 * REAL built artboard (apps/web/dist) by a printer with one slot, so resume B prints in the very
 * page resume A printed in: A has a distinctive custom CSS (a magenta page, generated text) and
 * a picture; B has neither. B's PDF and preview must show nothing of A and look exactly like B
 * printed by a fresh browser.
 *
 * Needs `npm run build` (apps/web/dist/artboard.html); `npm test` builds first.
 */
import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { type ResumeData, resumeDocumentInfo, sampleResume } from "@vitae/schema";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webDistDir } from "../paths";
import { pdfText } from "../test/pdf-text";
import { createTestApp, type TestApp } from "../test/test-app";
import { artboardStaticPaths } from "./app-printer";
import { Printer } from "./printer";
import { chromiumPath } from "../test/chromium";

const artboardFile = path.join(webDistDir, "artboard.html");

/** What the page held when it printed, read in the page just before page.pdf. */
interface Snapshot {
  pictures: string[];
  leakingStyles: number;
  magentaBoxes: number;
}

// Source text, not a function: nothing a transpiler adds can go missing in the page.
const snapshotExpression = `(() => ({
  pictures: Array.from(document.images, (image) => image.getAttribute("src")),
  leakingStyles: Array.from(document.querySelectorAll("style")).filter((style) => (style.textContent || "").includes("LEAKED-FROM-A")).length,
  magentaBoxes: Array.from(document.querySelectorAll("body *")).filter((element) => getComputedStyle(element).backgroundColor === "rgb(255, 0, 255)").length,
}))()`;

// By the page's title (the resume's name and headline): the PDF the printer answers is
// Chromium's completed afterwards (describe-pdf.ts), so it cannot be the key.
const snapshots = new Map<string, Snapshot>();

function instrument(pages: Page[]) {
  return (page: Page) => {
    pages.push(page);
    const pdf = page.pdf.bind(page);
    page.pdf = async (options) => {
      snapshots.set(await page.title(), (await page.evaluate(snapshotExpression)) as Snapshot);
      return pdf(options);
    };
  };
}

/** Pixels of a JPEG that are clearly magenta (JPEG noise allowed). */
async function magentaPixels(jpeg: Buffer): Promise<number> {
  const { data, info } = await sharp(jpeg).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let index = 0; index < data.length; index += info.channels) {
    if (data[index]! > 200 && data[index + 1]! < 80 && data[index + 2]! > 200) count++;
  }
  return count;
}

/** Mean absolute difference per channel between two JPEGs of the same size. */
async function meanDifference(a: Buffer, b: Buffer): Promise<number> {
  const [left, right] = await Promise.all([a, b].map((jpeg) => sharp(jpeg).removeAlpha().raw().toBuffer()));
  expect(left!.length).toBe(right!.length);
  let total = 0;
  for (let index = 0; index < left!.length; index++) total += Math.abs(left![index]! - right![index]!);
  return total / left!.length;
}

function resumeA(): ResumeData {
  const data = structuredClone(sampleResume);
  data.basics.name = "Ada Leakwell";
  // A picture the app serves itself, large enough to see.
  data.basics.picture = { ...data.basics.picture, url: "/icons/github.svg", size: 160 };
  data.metadata.css = {
    visible: true,
    value: '.vitae-page { background: rgb(255, 0, 255) !important; } .vitae-page::before { content: "LEAKED-FROM-A"; }',
  };
  return data;
}

function resumeB(): ResumeData {
  const data = structuredClone(sampleResume);
  data.basics.name = "Bob Cleanfield";
  data.basics.picture.url = "";
  data.metadata.css = { visible: false, value: "" };
  return data;
}

let testApp: TestApp | undefined;
const printers: Printer[] = [];

function makePrinter(pages: Page[]): Printer {
  const { port } = testApp!.app.server.address() as AddressInfo;
  const printer = new Printer({
    executablePath: chromiumPath,
    appOrigin: `http://127.0.0.1:${port}`,
    staticPathPrefixes: artboardStaticPaths,
    poolSize: 1,
    timeoutMs: 60_000,
    onPage: instrument(pages),
  });
  printers.push(printer);
  return printer;
}

beforeAll(async () => {
  if (!existsSync(artboardFile)) throw new Error(`${artboardFile} is missing: run \`npm run build\` before this suite.`);
  testApp = await createTestApp({ webDir: webDistDir, env: { PORT: "0", HOST: "127.0.0.1" } });
  await testApp.app.listen({ port: 0, host: "127.0.0.1" });
}, 60_000);

afterAll(async () => {
  await Promise.all(printers.map((printer) => printer.close()));
  await testApp?.close();
});

describe("a warm page reused for the next resume (real artboard)", () => {
  it("prints resume B with nothing of resume A: no DOM, custom CSS, picture or text of it, and looks as on a fresh page", async () => {
    const pages: Page[] = [];
    const printer = makePrinter(pages);
    const pdfA = await printer.printPdf(resumeA());
    const previewA = await printer.previewImage(resumeA());
    const pdfB = await printer.printPdf(resumeB());
    const previewB = await printer.previewImage(resumeB());
    // All four in the one page: B really met the page A had used.
    expect(pages).toHaveLength(1);

    // The test can see A: its picture, custom CSS and text are there when A prints.
    expect(snapshots.get(resumeDocumentInfo(resumeA()).title)).toMatchObject({ pictures: ["/icons/github.svg"], leakingStyles: 1 });
    expect(snapshots.get(resumeDocumentInfo(resumeA()).title)?.magentaBoxes).toBeGreaterThan(0);
    expect(await pdfText(pdfA)).toContain("LEAKED-FROM-A");
    expect(await magentaPixels(previewA)).toBeGreaterThan(10_000);

    // B holds none of it.
    expect(snapshots.get(resumeDocumentInfo(resumeB()).title)).toEqual({ pictures: [], leakingStyles: 0, magentaBoxes: 0 });
    const textB = await pdfText(pdfB);
    expect(textB).toContain("Bob Cleanfield");
    expect(textB).not.toContain("LEAKED-FROM-A");
    expect(textB).not.toContain("Leakwell");
    expect(await magentaPixels(previewB)).toBe(0);

    // And B looks exactly as when a browser that never saw A prints it.
    const fresh = makePrinter([]);
    const freshPdfB = await fresh.printPdf(resumeB());
    const freshPreviewB = await fresh.previewImage(resumeB());
    expect(textB).toBe(await pdfText(freshPdfB));
    expect(await meanDifference(previewB, freshPreviewB)).toBeLessThan(0.5);
  }, 120_000);
});
