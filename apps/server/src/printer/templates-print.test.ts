/**
 * Every template printed through the REAL built artboard (apps/web/dist) by one warm Printer:
 * the sample resume, a minimal one and a long one with every field, read back with pdfjs-dist.
 * The PDF text holds the name, every visible section heading and item title in reading order
 * (per column, and across columns where a layout page fits on one physical page) and none of
 * the hidden ones; pages have the a4 / letter size; nothing in the artboard overflows its
 * layout page (measured in the very page that prints, just before page.pdf); the page-1
 * preview JPEG is not blank.
 *
 * Needs `npm run build` (apps/web/dist/artboard.html); `npm test` builds first.
 */
import { existsSync } from "node:fs";
import os from "node:os";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { type PageFormat, type ResumeData, layoutPageAttribute, physicalPagesAttribute, resumeDocumentInfo } from "@vitae/schema";
import { sectionOf } from "../../../../packages/templates/src/test/section-of";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webDistDir } from "../paths";
import { createTestApp, type TestApp } from "../test/test-app";
import { artboardStaticPaths } from "./app-printer";
import { Printer } from "./printer";
import { fullResume, hiddenTexts, minimalResume, sampleCopy } from "../test/templates-print.fixtures";
import { chromiumPath } from "../test/chromium";

// @vitae/templates is TypeScript source written for the DOM; the server's tsconfig has no DOM
// lib, so a static import would type-check the package under it and fail. A specifier tsc does
// not follow keeps its types out; the shape used here is declared below.
type ColumnName = "main" | "sidebar";
type AvailableTemplateName = string;
const templatesPackage: string = "@vitae/templates";
const { availableTemplateNames, templateColumnOrder } = (await import(templatesPackage)) as {
  availableTemplateNames: AvailableTemplateName[];
  templateColumnOrder: Record<AvailableTemplateName, readonly [ColumnName, ColumnName]>;
};

const artboardFile = path.join(webDistDir, "artboard.html");
const missingBuild = `${artboardFile} is missing: run \`npm run build\` (or \`npm run build -w @vitae/web\`) before this suite.`;

// ---------------------------------------------------------------------------------------
// What a reader should meet, built from the raw data (as packages/templates' templates.test.tsx does).

/** Per layout page, per column in the template's order: visible headings and item titles. */
function expectedColumns(data: ResumeData, template: AvailableTemplateName): string[][][] {
  return data.metadata.layout.map((page) => {
    const [main = [], ...rest] = page;
    const columns = { main, sidebar: rest.flat() };
    return (templateColumnOrder[template] ?? ["main", "sidebar"]).map((column) => {
      const sequence: string[] = [];
      for (const key of columns[column]) {
        const found = sectionOf(data, key);
        if (!found || !found.section.visible) continue;
        const { section, title } = found;
        if (section.items === undefined) {
          if ((section.content ?? "").replace(/<[^>]*>/g, "").trim() !== "") sequence.push(section.name);
          continue;
        }
        const items = section.items.filter((item) => item.visible === true);
        if (items.length === 0) continue;
        sequence.push(section.name);
        for (const item of items) {
          const text = String(item[title] ?? "");
          if (text.trim() !== "") sequence.push(text);
        }
      }
      return sequence;
    });
  });
}

// ---------------------------------------------------------------------------------------
// Reading the PDF back.

interface PdfPage {
  width: number;
  height: number;
  text: string;
}

async function readPdf(pdf: Buffer): Promise<PdfPage[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: true, disableFontFace: true }).promise;
  try {
    const pages: PdfPage[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const { width, height } = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const text = content.items.map((item) => ("str" in item ? item.str : "")).join(" ");
      pages.push({ width, height, text });
      page.cleanup();
    }
    return pages;
  } finally {
    await document.destroy();
  }
}

/** Case-, whitespace- and ligature-insensitive: CSS may uppercase headings or space letters out. */
const normalise = (text: string) => text.normalize("NFKC").toLowerCase().replace(/[\s\u00ad]+/g, "");

/** The first of `needles` not found, in order, after the previous one (greedy leftmost), or null. */
function firstOutOfOrder(haystack: string, needles: string[]): string | null {
  const text = normalise(haystack);
  let cursor = 0;
  for (const needle of needles) {
    const at = text.indexOf(normalise(needle), cursor);
    if (at < 0) return needle;
    cursor = at + normalise(needle).length;
  }
  return null;
}

// ---------------------------------------------------------------------------------------
// Measured in the printing page itself, right before page.pdf (the printer's onPage hook).

interface LayoutPageReport {
  layoutPage: number;
  physicalPages: number;
  overflows: string[];
}

// Source text, not a function: nothing a transpiler adds can go missing in the page.
const artboardReportExpression = `(() => {
  const describe = (element) => element.tagName.toLowerCase() + (element.className && typeof element.className === "string" ? "." + element.className.trim().split(/\\s+/).join(".") : "");
  return Array.from(document.querySelectorAll("[${layoutPageAttribute}]"), (page) => {
    const box = page.getBoundingClientRect();
    const overflows = [];
    if (page.scrollWidth > page.clientWidth) overflows.push("layout page scrollWidth " + page.scrollWidth + " > clientWidth " + page.clientWidth);
    for (const element of page.querySelectorAll("*")) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      if (rect.right > box.right + 1) overflows.push(describe(element) + " right " + Math.round(rect.right - box.left) + " > " + Math.round(box.width) + " (" + (element.textContent || "").trim().slice(0, 40) + ")");
      else if (rect.bottom > box.bottom + 1) overflows.push(describe(element) + " bottom " + Math.round(rect.bottom - box.top) + " > " + Math.round(box.height));
    }
    return {
      layoutPage: Number(page.getAttribute("${layoutPageAttribute}")),
      physicalPages: Number(page.getAttribute("${physicalPagesAttribute}")),
      overflows: overflows.slice(0, 10),
    };
  });
})()`;

/**
 * The reports by the template and the page's title (the resume's name and headline): the PDF
 * the printer answers is Chromium's, completed afterwards (describe-pdf.ts), so it cannot be the key.
 */
const reports = new Map<string, LayoutPageReport[]>();
const reportKey = (template: string, title: string) => `${template}\n${title}`;

function instrument(page: Page): void {
  const pdf = page.pdf.bind(page);
  page.pdf = async (options) => {
    const report = (await page.evaluate(artboardReportExpression)) as LayoutPageReport[];
    const template = (await page.evaluate(`document.querySelector("[data-template]")?.getAttribute("data-template") ?? ""`)) as string;
    reports.set(reportKey(template, await page.title()), report);
    return pdf(options);
  };
}

// ---------------------------------------------------------------------------------------

/** At most `concurrency` tasks at once: each print's deadline then covers its own run, not a long queue. */
function limiter(concurrency: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    while (active >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await task();
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
}

/** The paper in PDF points: exact, within half a point. */
const pageSizes: Record<PageFormat, { width: number; height: number }> = {
  a4: { width: 595.28, height: 841.89 },
  letter: { width: 612, height: 792 },
};

type FixtureName = "sample" | "minimal" | "full";
const fixtureNames: FixtureName[] = ["sample", "minimal", "full"];

interface PrintCase {
  template: AvailableTemplateName;
  fixture: FixtureName;
  data: ResumeData;
}

/** Letter at least once per template: the minimal resume always, the full one on every other template. */
function makeCase(template: AvailableTemplateName, fixture: FixtureName): PrintCase {
  const data = fixture === "sample" ? sampleCopy() : fixture === "minimal" ? minimalResume() : fullResume();
  data.metadata.template = template;
  const letter = fixture === "minimal" || (fixture === "full" && availableTemplateNames.indexOf(template) % 2 === 1);
  data.metadata.page.format = letter ? "letter" : "a4";
  return { template, fixture, data };
}

const cases = availableTemplateNames.flatMap((template) => fixtureNames.map((fixture) => makeCase(template, fixture)));
const caseKey = (template: string, fixture: string) => `${template}/${fixture}`;

let testApp: TestApp | undefined;
let printer: Printer | undefined;
const pdfs = new Map<string, Promise<Buffer>>();
const previews = new Map<string, Promise<Buffer>>();

beforeAll(async () => {
  if (!existsSync(artboardFile)) throw new Error(missingBuild);
  testApp = await createTestApp({ webDir: webDistDir, env: { PORT: "0", HOST: "127.0.0.1" } });
  await testApp.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = testApp.app.server.address() as AddressInfo;
  printer = new Printer({
    executablePath: chromiumPath,
    appOrigin: `http://127.0.0.1:${port}`,
    staticPathPrefixes: artboardStaticPaths,
    timeoutMs: 60_000,
    onPage: instrument,
  });
  await printer.warm();
  const started = printer;
  // Everything is queued at once and fed to the pool (one page per core) as it frees up.
  const limit = limiter(os.availableParallelism() + 1);
  for (const { template, fixture, data } of cases) {
    const pdf = limit(() => started.printPdf(data));
    pdf.catch(() => undefined);
    pdfs.set(caseKey(template, fixture), pdf);
  }
  for (const template of availableTemplateNames) {
    const preview = limit(() => started.previewImage(makeCase(template, "sample").data));
    preview.catch(() => undefined);
    previews.set(template, preview);
  }
}, 120_000);

afterAll(async () => {
  await printer?.close();
  await testApp?.close();
});

describe("the built artboard exists", () => {
  it("apps/web/dist/artboard.html is there (run `npm run build` otherwise)", () => {
    expect(existsSync(artboardFile), missingBuild).toBe(true);
  });
});

describe.each(availableTemplateNames)("template %s printed through the built artboard", (template) => {
  it.each(fixtureNames)("prints the %s resume: name, headings and titles in reading order, nothing hidden, right size, no overflow", async (fixture) => {
    const { data } = cases.find((entry) => entry.template === template && entry.fixture === fixture) as PrintCase;
    const pdf = await (pdfs.get(caseKey(template, fixture)) as Promise<Buffer>);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const report = reports.get(reportKey(template, resumeDocumentInfo(data).title));
    expect(report, "the artboard was measured before printing").toBeDefined();
    const layout = report as LayoutPageReport[];
    const pages = await readPdf(pdf);

    // Nothing sticks out of its layout page box.
    expect.soft(layout.flatMap((page) => page.overflows.map((overflow) => `layout page ${page.layoutPage}: ${overflow}`))).toEqual([]);

    // Paper size, and the PDF has exactly the physical pages the artboard laid out.
    const format = data.metadata.page.format;
    for (const page of pages) {
      expect(Math.abs(page.width - pageSizes[format].width), `${format} width ${page.width}`).toBeLessThanOrEqual(0.5);
      expect(Math.abs(page.height - pageSizes[format].height), `${format} height ${page.height}`).toBeLessThanOrEqual(0.5);
    }
    expect(layout.map((page) => page.layoutPage)).toEqual(data.metadata.layout.map((_, index) => index));
    expect(pages).toHaveLength(layout.reduce((total, page) => total + page.physicalPages, 0));

    // The text of each layout page: its physical pages, in order.
    let next = 0;
    const layoutTexts = layout.map((page) => {
      const text = pages.slice(next, next + page.physicalPages).map((physical) => physical.text).join("\n");
      next += page.physicalPages;
      return text;
    });
    const allText = layoutTexts.join("\n");

    const name = data.basics.name;
    expect(normalise(pages[0]?.text ?? "")).toContain(normalise(name));

    const expected = expectedColumns(data, template);
    expected.forEach((columns, index) => {
      const text = layoutTexts[index] ?? "";
      // Each column reads in order; a column may continue on the next physical page after the
      // other column's first part, so across columns the order holds where the page is one sheet.
      for (const column of columns) {
        expect.soft(firstOutOfOrder(text, column), `layout page ${index}: out of order or missing in ${JSON.stringify(column)}`).toBeNull();
      }
      const whole = columns.flat();
      if (layout[index]?.physicalPages === 1) {
        expect.soft(firstOutOfOrder(text, whole), `layout page ${index} (columns ${templateColumnOrder[template]?.join(", ")})`).toBeNull();
      }
      if (index === 0 && whole.length > 0) {
        expect(firstOutOfOrder(text, [name, columns[0]?.[0] ?? whole[0] ?? ""]), "the name comes before the first section").toBeNull();
      }
    });

    if (fixture === "full") {
      for (const hidden of hiddenTexts) expect(normalise(allText), hidden).not.toContain(normalise(hidden));
      expect(pages.length).toBeGreaterThanOrEqual(3);
      expect(layout[0]?.physicalPages, "the long experience section runs onto a second sheet").toBeGreaterThanOrEqual(2);
    }
    if (fixture === "minimal") {
      // Every section is empty: not one heading is printed.
      const headings = Object.values(data.sections).flatMap((section) => ("name" in section ? [section.name as string] : []));
      for (const heading of headings) expect(normalise(allText), heading).not.toContain(normalise(heading));
      expect(pages).toHaveLength(1);
    }
  }, 120_000);

  it("draws a page-1 preview that is not blank", async () => {
    const jpeg = await (previews.get(template) as Promise<Buffer>);
    const image = sharp(jpeg);
    const { width, height, format } = await image.metadata();
    expect(format).toBe("jpeg");
    // The page is 793.6875 x 1122.515625 CSS px (A4 to 1/64 px): a whole-pixel image of it.
    expect(Math.abs((width ?? 0) - 793.6875)).toBeLessThanOrEqual(1);
    expect(Math.abs((height ?? 0) - 1122.515625)).toBeLessThanOrEqual(1);
    const { channels } = await image.stats();
    const deviation = Math.max(...channels.map((channel) => channel.stdev));
    expect(deviation, "pixel standard deviation").toBeGreaterThan(20);
  }, 120_000);
});
