/**
 * Every template is parser-readable: the sample resume printed in each through the real built
 * artboard, in the sample's own layout, in one column and in two columns (one sheet per layout
 * page), all by one warm Printer (one Chromium). Read back three ways:
 * - poppler's pdftotext in content-stream order (-raw) and with its own column analysis: the
 *   name, email and phone in the first lines of page 1, and each section's entries and periods
 *   under its own heading (interleaved columns, or a faded date column painted after the
 *   page's other text, put another heading between them). The readings known to fail are
 *   listed below with their cause;
 * - the check's own parser (read-pdf.ts): name, email, phone and every heading recovered, and
 *   every entry read under its own heading (reading-sections, a column's continuation on the
 *   next sheet included), one column sharing no line with another;
 * - the tagged structure: one H1 (the name) first, then the section H2s, each entry's H3 after
 *   a section heading.
 * Needs `npm run build` (apps/web/dist/artboard.html) and poppler-utils.
 */
import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { type ResumeData, sampleResume } from "@vitae/schema";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webDistDir } from "../paths";
import { artboardStaticPaths } from "../printer/app-printer";
import { Printer } from "../printer/printer";
import { chromiumPath } from "../test/chromium";
import { resultOf } from "../test/check-pdfs";
import { missingFromFirstLines, pdftotextPages, sectionOrderProblems } from "../test/pdftotext-reading";
import { createTestApp, type TestApp } from "../test/test-app";
import { checkMessages } from "./check-messages";
import { contactChecks } from "./contact-checks";
import { headingChecks } from "./heading-checks";
import { readPdf } from "./read-pdf";
import { readingOrderChecks } from "./reading-order-checks";
import { shownSections } from "./visible-sections";

// @vitae/templates is DOM source the server's tsconfig cannot type-check; a specifier tsc does not follow keeps it out.
const templatesPackage: string = "@vitae/templates";
const { availableTemplateNames } = (await import(templatesPackage)) as { availableTemplateNames: string[] };

const artboardFile = path.join(webDistDir, "artboard.html");

type LayoutName = "sample" | "one column" | "two columns";
const layoutNames: LayoutName[] = ["sample", "one column", "two columns"];

const sampleKeys = sampleResume.metadata.layout.flat(2);
const talksKey = sampleKeys.find((key) => key.startsWith("custom.")) as string;

/**
 * The sample's layout is two columns on one layout page that runs over onto a second sheet; the
 * other two are what a resume aimed at parsers would use: everything in one column, or two
 * columns on two layout pages that each fit on one sheet.
 */
const layouts: Record<LayoutName, string[][][]> = {
  sample: sampleResume.metadata.layout,
  "one column": [[sampleKeys, []]],
  "two columns": [
    [
      ["summary", "experience"],
      ["profiles", "skills", "languages"],
    ],
    [
      ["projects", talksKey, "education", "volunteer", "references"],
      ["certifications", "awards", "publications", "interests"],
    ],
  ],
};

/** Lines of page 1 within which a parser expects the name and contact details. */
const headLines = 8;

/*
 * Readings known to come out wrong, by `template/layout`, with the cause. They stay visible:
 * each must still fail (a fixed one fails the suite until it leaves its list).
 *
 * poppler's column analysis (pdftotext without -raw) rebuilds the order from where the words
 * sit; left alone it reads two columns side by side a line of each in turn. The reading guides
 * the printer draws (invisible words between and around the columns, printer/reading-guides.ts)
 * make it read each column whole, the left one first, and each section before the next.
 *
 * In the sample layout both columns run over onto a second sheet. There, a reader that goes
 * page by page meets the left column's continuation and headings first, then the right
 * column's continuation, which has no heading of its own on that sheet: it files that text
 * under the left column's last heading. The templates whose left column is the sidebar
 * (Gengar, Pikachu) show this to poppler's analysis; Gengar, which also draws the sidebar
 * first, shows it to a reading in drawing order too. The check's reading-sections follows the
 * column across the sheet instead.
 */
const continuedUnderOtherHeading = "a column continued on the next sheet read under the other column's heading";
const defaultSectionDisorder: Record<string, string> = {
  "gengar/sample": continuedUnderOtherHeading,
  "pikachu/sample": continuedUnderOtherHeading,
};
const rawSectionDisorder: Record<string, string> = {
  "gengar/sample": continuedUnderOtherHeading,
};

/** Asserts a reading has no problems, or, for a known disorder, that it still has some. */
function expectReading(problems: string[], known: string | undefined, reading: string): void {
  if (known === undefined) expect.soft(problems, reading).toEqual([]);
  else expect.soft(problems, `${reading}: known to fail (${known}); now fixed, so take it off its list`).not.toEqual([]);
}

function resumeIn(template: string, layout: LayoutName): ResumeData {
  const data = structuredClone(sampleResume);
  data.metadata.template = template;
  data.metadata.layout = structuredClone(layouts[layout]);
  return data;
}

/** The roles of the tagged structure's headings, in structure order. */
async function headingRoles(pdf: Uint8Array): Promise<string[]> {
  interface Node {
    role?: string;
    children?: Node[];
  }
  const walk = (node: Node): string[] => [...(/^H\d$/.test(node.role ?? "") ? [node.role as string] : []), ...(node.children ?? []).flatMap(walk)];
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: true, disableFontFace: true }).promise;
  try {
    const roles: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const tree = (await (await document.getPage(number)).getStructTree()) as Node | null;
      if (tree) roles.push(...walk(tree));
    }
    return roles;
  } finally {
    await document.destroy();
  }
}

const caseKey = (template: string, layout: LayoutName) => `${template}/${layout}`;

let testApp: TestApp | undefined;
let printer: Printer | undefined;
const pdfs = new Map<string, Promise<Buffer>>();

beforeAll(async () => {
  if (!existsSync(artboardFile)) throw new Error(`${artboardFile} is missing: run \`npm run build\` before this suite.`);
  testApp = await createTestApp({ webDir: webDistDir, env: { PORT: "0", HOST: "127.0.0.1" } });
  await testApp.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = testApp.app.server.address() as AddressInfo;
  const cases = availableTemplateNames.length * layoutNames.length;
  printer = new Printer({ executablePath: chromiumPath, appOrigin: `http://127.0.0.1:${port}`, staticPathPrefixes: artboardStaticPaths, timeoutMs: 90_000, queueLimit: cases });
  await printer.warm();
  const started = printer;
  // Every print is queued at once; the pool (one page per core) takes them as it frees up.
  for (const template of availableTemplateNames) {
    for (const layout of layoutNames) {
      const pdf = started.printPdf(resumeIn(template, layout));
      pdf.catch(() => undefined);
      pdfs.set(caseKey(template, layout), pdf);
    }
  }
}, 120_000);

afterAll(async () => {
  await printer?.close();
  await testApp?.close();
});

describe("every template is parser-readable", () => {
  it("has all twelve templates", () => {
    expect(availableTemplateNames).toHaveLength(12);
  });

  describe.each(availableTemplateNames)("%s", (template) => {
    it.each(layoutNames)("%s layout: pdftotext reads the contact lines first and each section under its heading", async (layout) => {
      const data = resumeIn(template, layout);
      const pdf = await (pdfs.get(caseKey(template, layout)) as Promise<Buffer>);
      const { name, email, phone } = data.basics;
      const key = caseKey(template, layout);
      const headProblems = (pages: string[][]) => {
        const missing = missingFromFirstLines(pages[0] ?? [], [name, email, phone], headLines);
        return missing === null ? [] : [`“${missing}” is not in the first lines ${JSON.stringify(pages[0]?.slice(0, headLines))}`];
      };
      const raw = await pdftotextPages(pdf, "raw");
      expectReading(headProblems(raw), undefined, "pdftotext -raw, first lines");
      expectReading(sectionOrderProblems(raw, data), rawSectionDisorder[key], "pdftotext -raw");
      const analysed = await pdftotextPages(pdf, "default");
      expectReading(headProblems(analysed), undefined, "pdftotext, first lines");
      expectReading(sectionOrderProblems(analysed, data), defaultSectionDisorder[key], "pdftotext");
    }, 120_000);

    it.each(layoutNames)("%s layout: the check's parser recovers the contact details and headings, in reading order", async (layout) => {
      const data = resumeIn(template, layout);
      const pdf = await (pdfs.get(caseKey(template, layout)) as Promise<Buffer>);
      const context = { pdf: await readPdf(pdf), data, language: "en", now: new Date(), messages: checkMessages("en-US") };
      const contact = contactChecks(context);
      for (const id of ["contact-name", "contact-email", "contact-phone"]) {
        const result = resultOf(contact, id);
        expect.soft(result.status, `${id}: ${result.evidence}`).toBe("pass");
      }
      const found = resultOf(headingChecks(context), "headings-found");
      expect.soft(found.status, `missing headings: ${found.evidence}`).toBe("pass");
      const order = readingOrderChecks(context);
      // In the sample layout a two-column page runs over onto a second sheet, where a column's
      // continuation is read after the other column's text: the check files it under the section
      // its column was in at the foot of the first sheet.
      const sections = resultOf(order, "reading-sections");
      expect.soft(sections.status, sections.evidence).toBe("pass");
      // Side by side columns share lines by design; one column never does.
      if (layout === "one column") {
        const lines = resultOf(order, "reading-lines");
        expect.soft(lines.status, lines.evidence).toBe("pass");
      }
    }, 120_000);

    it.each(layoutNames)("%s layout: the tagged headings are the name, then sections, then their entries", async (layout) => {
      const data = resumeIn(template, layout);
      const roles = await headingRoles(await (pdfs.get(caseKey(template, layout)) as Promise<Buffer>));
      expect(roles[0], JSON.stringify(roles)).toBe("H1");
      expect(roles.filter((role) => role === "H1")).toHaveLength(1);
      expect(roles.filter((role) => role === "H2")).toHaveLength(shownSections(data).length);
      const firstEntry = roles.indexOf("H3");
      expect(firstEntry, JSON.stringify(roles)).toBeGreaterThan(roles.indexOf("H2"));
      expect(roles.every((role) => ["H1", "H2", "H3"].includes(role)), JSON.stringify(roles)).toBe(true);
    }, 120_000);
  });
});
