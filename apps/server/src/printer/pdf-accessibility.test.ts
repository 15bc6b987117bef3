/**
 * What every template's PDF carries besides its pages, printed from the sample resume through
 * the REAL built artboard (apps/web/dist) by one warm Printer, and read back with poppler's
 * pdfinfo and pdfjs-dist: tagged (headings, lists, links, artifacts), an outline with the
 * name and every visible section heading, the document information (title, author, subject,
 * keywords, language, creator), clickable email, phone and web links, the exact paper size,
 * and the attached resume.json (left out when the resume switches it off), which imports back
 * as the resume printed.
 *
 * Needs `npm run build` and poppler-utils (pdfinfo).
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import {
  type ResumeData,
  pdfAttachmentMarker,
  pdfAttachmentName,
  resumeDataSchema,
  resumeSchemaVersion,
  sampleResume,
  visibleResumeData,
} from "@vitae/schema";
import { importVitaePdf } from "@vitae/importers";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webDistDir } from "../paths";
import { createTestApp, type TestApp } from "../test/test-app";
import { chromiumPath } from "../test/chromium";
import { appVersion } from "../version";
import { artboardStaticPaths } from "./app-printer";
import { Printer } from "./printer";

// See templates-print.test.ts: the templates package is DOM source the server's tsconfig does not type-check.
const templatesPackage: string = "@vitae/templates";
const { availableTemplateNames } = (await import(templatesPackage)) as { availableTemplateNames: string[] };

const artboardFile = path.join(webDistDir, "artboard.html");
const run = promisify(execFile);

interface OutlineNode {
  title: string;
  items: OutlineNode[];
}

interface ReadPdf {
  bytes: Uint8Array;
  info: Record<string, string>;
  outline: string[];
  links: string[];
  sizes: { width: number; height: number }[];
  attachments: Record<string, { filename: string; content: Uint8Array }>;
}

/** pdfinfo's "Key: value" lines, and pdfjs-dist's reading of the outline, links, page sizes and attachments. */
async function readPdf(pdf: Buffer, folder: string): Promise<ReadPdf> {
  const file = path.join(folder, `${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, pdf);
  const { stdout } = await run("pdfinfo", ["-enc", "UTF-8", file]);
  const info = Object.fromEntries(
    stdout.split("\n").flatMap((line) => {
      const match = /^([^:]+):\s*(.*)$/.exec(line);
      return match ? [[match[1] as string, (match[2] as string).trim()]] : [];
    }),
  );
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: true, disableFontFace: true }).promise;
  try {
    const flatten = (nodes: OutlineNode[] | null): string[] => (nodes ?? []).flatMap((node) => [node.title, ...flatten(node.items)]);
    const outline = flatten((await document.getOutline()) as OutlineNode[] | null);
    const links: string[] = [];
    const sizes: { width: number; height: number }[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const { width, height } = page.getViewport({ scale: 1 });
      sizes.push({ width, height });
      for (const annotation of (await page.getAnnotations()) as { subtype: string; url?: string; unsafeUrl?: string }[]) {
        if (annotation.subtype === "Link") links.push(annotation.url ?? annotation.unsafeUrl ?? "");
      }
    }
    const attachments = ((await document.getAttachments()) ?? {}) as ReadPdf["attachments"];
    return { bytes: new Uint8Array(pdf), info, outline, links, sizes, attachments };
  } finally {
    await document.destroy();
  }
}

/** The sample in one template and format, with a hidden item and a private note that must stay out of the attachment. */
function sampleIn(template: string, index: number): ResumeData {
  const data = structuredClone(sampleResume);
  data.metadata.template = template;
  data.metadata.page.format = index % 2 === 0 ? "a4" : "letter";
  data.metadata.notes = "Private: asked for 20% more than their offer";
  const first = data.sections.experience.items[0];
  if (first) data.sections.experience.items.push({ ...first, id: "hiddenexperience00000001", company: "Hidden Employer Ltd", visible: false });
  return data;
}

const paper = { a4: { width: 595.28, height: 841.89 }, letter: { width: 612, height: 792 } };

let testApp: TestApp | undefined;
let printer: Printer | undefined;
let folder = "";
const printed = new Map<string, Promise<ReadPdf>>();

beforeAll(async () => {
  if (!existsSync(artboardFile)) throw new Error(`${artboardFile} is missing: run \`npm run build\` before this suite.`);
  folder = await mkdtemp(path.join(tmpdir(), "vitae-pdf-a11y-"));
  testApp = await createTestApp({ webDir: webDistDir, env: { PORT: "0", HOST: "127.0.0.1" } });
  await testApp.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = testApp.app.server.address() as AddressInfo;
  printer = new Printer({ executablePath: chromiumPath, appOrigin: `http://127.0.0.1:${port}`, staticPathPrefixes: artboardStaticPaths, timeoutMs: 60_000, queueLimit: 64 });
  await printer.warm();
  const started = printer;
  availableTemplateNames.forEach((template, index) => {
    const job = started.printPdf(sampleIn(template, index), { locale: index === 0 ? "de-DE" : "en-US" }).then((pdf) => readPdf(pdf, folder));
    job.catch(() => undefined);
    printed.set(template, job);
  });
  const off = sampleIn("rhyhorn", 0);
  off.metadata.pdf = { attachData: false };
  const offJob = started.printPdf(off).then((pdf) => readPdf(pdf, folder));
  offJob.catch(() => undefined);
  printed.set("attachment off", offJob);
}, 120_000);

afterAll(async () => {
  await printer?.close();
  await testApp?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe.each(availableTemplateNames.map((template, index) => [template, index] as const))("template %s", (template, index) => {
  it("prints a tagged, outlined, described PDF with live links and its data attached", async () => {
    const data = sampleIn(template, index);
    const pdf = await (printed.get(template) as Promise<ReadPdf>);
    const { basics } = sampleResume;

    expect(pdf.info.Tagged).toBe("yes");
    expect(pdf.info.Title).toBe(`${basics.name} – ${basics.headline}`);
    expect(pdf.info.Author).toBe(basics.name);
    expect(pdf.info.Subject).toBe(basics.headline);
    const skills = sampleResume.sections.skills.items.filter((skill) => skill.visible).map((skill) => skill.name);
    expect(skills.length).toBeGreaterThan(0);
    expect(pdf.info.Keywords).toBe(skills.join(", "));
    expect(pdf.info.Creator).toBe(`Vitae ${appVersion}`);

    // Outline: the name, then every visible section heading of the sample.
    expect(pdf.outline[0]).toBe(basics.name);
    const { custom, summary, ...builtIn } = sampleResume.sections;
    const headings = [
      ...(summary.visible && summary.content.trim() !== "" ? [summary.name] : []),
      ...[...Object.values(builtIn), ...Object.values(custom)]
        .filter((section) => section.visible && (section.items as { visible: boolean }[]).some((item) => item.visible))
        .map((section) => section.name),
    ];
    expect(headings.length).toBeGreaterThanOrEqual(10);
    for (const heading of headings) expect(pdf.outline, `${heading} in ${JSON.stringify(pdf.outline)}`).toContain(heading);

    // Every link of the header, as the right kind of address.
    expect(pdf.links).toContain(`mailto:${basics.email}`);
    expect(pdf.links).toContain("tel:+15035550142");
    expect(pdf.links.some((link) => link.startsWith(basics.url.href))).toBe(true);

    const size = paper[data.metadata.page.format];
    for (const page of pdf.sizes) {
      expect(Math.abs(page.width - size.width), `width ${page.width}`).toBeLessThanOrEqual(0.5);
      expect(Math.abs(page.height - size.height), `height ${page.height}`).toBeLessThanOrEqual(0.5);
    }

    // The attachment: the visible resume in our format, with its schema version.
    const attachment = pdf.attachments[pdfAttachmentName];
    expect(attachment?.filename).toBe(pdfAttachmentName);
    const content = JSON.parse(new TextDecoder().decode(attachment?.content)) as Record<string, unknown>;
    expect(content[pdfAttachmentMarker]).toBe(resumeSchemaVersion);
    expect(resumeDataSchema.parse(content)).toEqual(resumeDataSchema.parse(visibleResumeData(data)));
    expect(JSON.stringify(content)).not.toContain("Hidden Employer Ltd");
    expect(JSON.stringify(content)).not.toContain("Private:");

    // Imported again (the import dialog and `vitae import` run this), it is the resume as printed.
    const imported = await importVitaePdf(pdf.bytes);
    expect(imported.ok && imported.data).toEqual(resumeDataSchema.parse(visibleResumeData(data)));
  }, 120_000);
});

describe("the document language", () => {
  it("is the resume's language: the owner's locale", async () => {
    const pdf = await (printed.get(availableTemplateNames[0] as string) as Promise<ReadPdf>);
    const file = path.join(folder, "language.pdf");
    // pdfinfo does not print /Lang; the catalog entry is read from the file itself.
    expect(pdf.info.Tagged).toBe("yes");
    const bytes = await printer?.printPdf(sampleIn("rhyhorn", 0), { locale: "de-DE" });
    await writeFile(file, bytes as Buffer);
    expect((bytes as Buffer).toString("latin1")).toMatch(/\/Lang \(de-DE\)/);
    const english = await printer?.printPdf(sampleIn("rhyhorn", 0), { locale: "en-US" });
    expect((english as Buffer).toString("latin1")).toMatch(/\/Lang \(en-US\)/);
  }, 120_000);
});

describe("the attachment switch", () => {
  it("leaves resume.json out when the resume turns it off, and describes the PDF all the same", async () => {
    const pdf = await (printed.get("attachment off") as Promise<ReadPdf>);
    expect(pdf.attachments[pdfAttachmentName]).toBeUndefined();
    expect(Object.keys(pdf.attachments)).toEqual([]);
    expect(await importVitaePdf(pdf.bytes)).toMatchObject({ ok: false, errors: [{ code: "notVitaePdf" }] });
    expect(pdf.info.Tagged).toBe("yes");
    expect(pdf.info.Author).toBe(sampleResume.basics.name);
  }, 120_000);
});
