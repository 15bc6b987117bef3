import { type ResumeData, sampleResume } from "@vitae/schema";
import { PDFDocument, PDFName, PDFString, StandardFonts } from "pdf-lib";
import { chromium } from "playwright-core";
import { checkMessages } from "../check/check-messages";
import type { CheckContext, CheckResult } from "../check/check-result";
import { readPdf } from "../check/read-pdf";
import { bulletsOf } from "../check/text";
import { shownSections } from "../check/visible-sections";
import { chromiumPath } from "./chromium";

/** A run of text to draw: x and y in points from the page's top left. */
export interface DrawnText {
  text: string;
  x: number;
  y: number;
  size?: number;
}

/**
 * A PDF drawn with pdf-lib in Helvetica (a standard font, so not embedded): each page a list
 * of runs in the order given, which is the order a parser reads them in.
 */
export async function drawnPdf(pages: DrawnText[][], links: string[] = []): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  pages.forEach((runs, index) => {
    const page = document.addPage([595, 842]);
    for (const run of runs) page.drawText(run.text, { x: run.x, y: 842 - run.y, size: run.size ?? 10, font });
    if (index === 0 && links.length > 0) {
      const annotations = links.map((url, number) =>
        document.context.register(
          document.context.obj({
            Type: "Annot",
            Subtype: "Link",
            Rect: [40, 40 + number * 12, 200, 50 + number * 12],
            Border: [0, 0, 0],
            A: { Type: "Action", S: "URI", URI: PDFString.of(url) },
          }),
        ),
      );
      page.node.set(PDFName.of("Annots"), document.context.obj(annotations));
    }
  });
  return document.save();
}

/** The sample resume, deep-copied so a test may change it. */
export function sampleData(): ResumeData {
  return structuredClone(sampleResume);
}

/**
 * Resume data laid out one column, one line per run, the way a plain parser-friendly template
 * prints it: name and contact lines, then each shown section's heading, item titles and bullets.
 * `change` edits the runs before drawing (to drop or move text).
 */
export function resumeRuns(data: ResumeData): DrawnText[][] {
  const pages: DrawnText[][] = [[]];
  let y = 40;
  const line = (text: string, size = 10) => {
    if (y > 800) {
      pages.push([]);
      y = 40;
    }
    // Helvetica here is WinAnsi-encoded: characters outside it are left out.
    pages.at(-1)!.push({ text: text.replace(/[^\x20-\x7e\u00a0-\u00ff–—’“”•]/g, ""), x: 40, y, size });
    y += size + 4;
  };
  const { basics } = data;
  line(basics.name, 18);
  for (const contact of [basics.email, basics.phone, basics.location, basics.url.href]) if (contact) line(contact);
  for (const section of shownSections(data)) {
    line(section.heading, 13);
    if (section.key === "summary") line(data.sections.summary.content.replace(/<[^>]*>/g, "").slice(0, 90));
    for (const { title } of section.items) line(title);
    if (section.key === "experience") for (const item of data.sections.experience.items) for (const bullet of bulletsOf(item.summary)) line(bullet.slice(0, 100));
  }
  return pages;
}

/** Prints HTML to PDF with the real Chromium (embedded fonts, link annotations, CSS layout). */
export async function htmlPdf(html: string): Promise<Uint8Array> {
  const browser = await chromium.launch({ executablePath: chromiumPath });
  try {
    const page = await browser.newPage();
    await page.setContent(html);
    return new Uint8Array(await page.pdf({ format: "a4", printBackground: true }));
  } finally {
    await browser.close();
  }
}

/** What a check group sees for this data printed as `resumeRuns` draws it (or as `pdf`), on a fixed day. */
export async function checkContext(data: ResumeData, options: { pdf?: Uint8Array; language?: string; now?: Date; locale?: string } = {}): Promise<CheckContext> {
  const pdf = options.pdf ?? (await drawnPdf(resumeRuns(data)));
  return {
    pdf: await readPdf(pdf),
    data,
    language: options.language ?? "en",
    now: options.now ?? new Date("2026-06-15T00:00:00Z"),
    messages: checkMessages(options.locale ?? "en-US"),
  };
}

/** The result of one check by id; fails the test when the check did not run. */
export function resultOf(results: CheckResult[], id: string): CheckResult {
  const result = results.find((check) => check.id === id);
  if (!result) throw new Error(`check ${id} did not run: ${results.map((check) => check.id).join(", ")}`);
  return result;
}
