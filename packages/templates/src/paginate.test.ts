// @vitest-environment node
/*
 * Spacer pagination needs real layout, which happy-dom does not have: these tests bundle
 * paginate.ts with esbuild, inject it into a real Chromium page and check the laid-out DOM
 * (and, once, the PDF Chromium prints from it).
 */
import { spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { createDefaultResumeData } from "@vitae/schema";
import type { Page } from "playwright-core";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import type { PaginateOptions, PaginationResult } from "./paginate";
import { pageSizePx } from "./page-size";
import { pageMarginPx, pageNumberText, paginationOptions } from "./paginate";
import { browserScript, chromiumPagePerTest } from "./test/browser";
import { themeVariables } from "./theme";

const hasPdftotext = spawnSync("pdftotext", ["-v"]).error === undefined;

/** Page height and margin of the fixtures: small numbers that are easy to reason about. */
const H = 300;
const M = 20;
const options: PaginateOptions = { pageHeight: H, margin: M };

const chromium = chromiumPagePerTest();
let page: Page;
let script: string;
let blocksCss: string;

beforeAll(async () => {
  script = await browserScript(`export { paginate, clearPagination } from "./paginate";`, "vitaePagination");
  blocksCss = await readFile(new URL("./blocks/blocks.css", import.meta.url), "utf8");
}, 60_000);

beforeEach(() => {
  page = chromium.page();
});

/** One block of a fixture: an item of a given height, or a section heading. */
type Block = { item: number; id?: string } | { heading: string } | { html: string };

function blockHtml(block: Block, index: number): string {
  if ("html" in block) return block.html;
  if ("heading" in block) return `<h2 class="vitae-section-heading" style="height:20px">${block.heading}</h2>`;
  return `<div class="vitae-item" data-item="${block.id ?? `i${index}`}" style="height:${block.item}px">${block.id ?? `i${index}`}</div>`;
}

/** A section: a heading and its items, with the blocks' real CSS (margins, gaps). */
function section(name: string, items: number[], prefix = name): string {
  return `<section class="vitae-section" data-section="${name}"><h2 class="vitae-section-heading" style="height:20px">${name}</h2><div class="vitae-section-items">${items
    .map((height, index) => blockHtml({ item: height, id: `${prefix}-${index}` }, index))
    .join("")}</div></section>`;
}

/** A layout page box like the Page block's, at H per page with margin M (15pt = 20px). */
function layoutPage(index: number, body: string, height = H, width = 400): string {
  return `<div class="vitae-page" data-vitae-layout-page="${index}" data-vitae-physical-pages="1"
    style="width:${width}px;min-height:${height}px;--vitae-margin:15pt;--vitae-page-height:${height}px;--vitae-background:#fff;--vitae-text:#000;--vitae-primary:#c00;--vitae-font-size:10px;--vitae-line-height:1.2;--vitae-font-family:sans-serif">
    <div class="vitae-page-body">${body}</div>
    <footer class="vitae-page-footer"><span class="vitae-page-number">${index + 1} / n</span></footer>
    <div class="vitae-page-overlay"></div>
  </div>`;
}

async function load(pages: string, css = "") {
  await page.setContent(
    `<!doctype html><html><head><style>body{margin:0}${blocksCss}${css}</style></head><body><div class="vitae-document">${pages}</div></body></html>`,
  );
  await page.addScriptTag({ content: script });
}

async function paginate(extra: Partial<PaginateOptions> = {}): Promise<PaginationResult> {
  return page.evaluate(
    (settings) =>
      (
        globalThis as unknown as {
          vitaePagination: { paginate(root: ParentNode, options: PaginateOptions): PaginationResult };
        }
      ).vitaePagination.paginate(document, settings),
    { ...options, ...extra },
  );
}

interface Box {
  id: string;
  top: number;
  bottom: number;
  layoutPage: number;
}

/** Every element matching `selector`, with its box relative to its layout page's top. */
async function boxes(selector: string): Promise<Box[]> {
  return page.evaluate((selector) => {
    return [...document.querySelectorAll<HTMLElement>(selector)].map((element) => {
      const container = element.closest<HTMLElement>("[data-vitae-layout-page]")!;
      const origin = container.getBoundingClientRect().top;
      const rect = element.getBoundingClientRect();
      return {
        id: element.dataset.item ?? element.textContent ?? "",
        top: rect.top - origin,
        bottom: rect.bottom - origin,
        layoutPage: Number(container.dataset.vitaeLayoutPage),
      };
    });
  }, selector);
}

/** The physical page a point is on, and whether a box lies in the band around a page cut. */
function crossesCut(box: Box): boolean {
  for (let cut = H; cut < box.bottom + H; cut += H) {
    if (box.top < cut + M - 0.5 && box.bottom > cut - M + 0.5) return true;
  }
  return false;
}

function pageOf(y: number): number {
  return Math.floor((y + 0.5) / H);
}

async function containers() {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("[data-vitae-layout-page]")].map((element) => ({
      minHeight: element.style.minHeight,
      height: element.getBoundingClientRect().height,
      physicalPages: element.dataset.vitaePhysicalPages,
    })),
  );
}

interface WordBox extends Box {
  /** The element the word is in (its `data-item`, or its tag name). */
  block: string;
}

/** Every word of the text under `selector`, with its box relative to its layout page's top. */
async function words(selector: string): Promise<WordBox[]> {
  return page.evaluate((selector) => {
    const result: { id: string; block: string; top: number; bottom: number; layoutPage: number }[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const container = element.closest<HTMLElement>("[data-vitae-layout-page]")!;
      const origin = container.getBoundingClientRect().top;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        for (const match of node.data.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const rect = range.getBoundingClientRect();
          result.push({
            id: match[0],
            block: element.dataset.item ?? element.tagName.toLowerCase(),
            top: rect.top - origin,
            bottom: rect.bottom - origin,
            layoutPage: Number(container.dataset.vitaeLayoutPage),
          });
        }
      }
    }
    return result;
  }, selector);
}

/** The lines words sit on (words whose tops are within half a pixel share one), top to bottom. */
function linesOf(boxes: Box[]): { top: number; bottom: number }[] {
  const lines: { top: number; bottom: number }[] = [];
  for (const box of [...boxes].sort((a, b) => a.top - b.top)) {
    const line = lines.at(-1);
    if (line && Math.abs(line.top - box.top) <= 0.5) line.bottom = Math.max(line.bottom, box.bottom);
    else lines.push({ top: box.top, bottom: box.bottom });
  }
  return lines;
}

/** `count` distinct words: `prefix` and a number, so each can be found in the PDF. */
function text(prefix: string, count: number): string {
  return Array.from({ length: count }, (_, index) => `${prefix}${index}`).join(" ");
}

/** A seeded pseudo-random sequence, so the fixtures are the same on every run. */
function heights(count: number, seed: number, min = 20, max = 140): number[] {
  let state = seed;
  return Array.from({ length: count }, () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return min + (state % (max - min));
  });
}

/** A4 as the Page block draws it. */
const a4 = pageSizePx("a4");
const printCss = `@page { size: 210mm 297mm; margin: 0 } body { font: 12px/1.3 "DejaVu Sans", sans-serif }`;

function a4Page(index: number, body: string): string {
  return layoutPage(index, body, a4.height, a4.width);
}

interface PlacedWord {
  word: string;
  /** Physical page across the document. */
  page: number;
  /** Top of the word's box on that page. */
  lineTop: number;
  /** Top of the word's box from the top of its layout page. */
  documentTop: number;
  /** Which physical page of its layout page it is on. */
  within: number;
}

/** Where the preview puts each word under `selector`: its physical page and its top on it. */
async function documentWords(selector: string): Promise<PlacedWord[]> {
  const height = a4.height;
  const containers = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("[data-vitae-layout-page]")].map((box) => Number(box.dataset.vitaePhysicalPages)),
  );
  const firstPage = (layoutPage: number) => containers.slice(0, layoutPage).reduce((sum, count) => sum + count, 0);
  return (await words(selector)).map((box) => {
    const within = Math.floor(box.top / height);
    return { word: box.id, page: firstPage(box.layoutPage) + within, lineTop: box.top - within * height, documentTop: box.top, within };
  });
}

/**
 * Prints the loaded document and checks with pdftotext -bbox that every word under `selector`
 * is on the page the preview shows it on, at the same height: the glyph box sits a constant
 * distance below the preview's text box, give or take the device grid.
 */
async function expectPrintAsPreview(selector: string, totalPages: number) {
  // poppler-utils is a listed prerequisite of the tests (README, .ci/run installs it).
  if (!hasPdftotext) throw new Error("pdftotext is missing: apt-get install poppler-utils");
  const preview = await documentWords(selector);
  const directory = await mkdtemp(join(tmpdir(), "vitae-paginate-"));
  try {
    const pdfPath = join(directory, "print.pdf");
    await writeFile(pdfPath, await page.pdf({ preferCSSPageSize: true, printBackground: true }));
    const bbox = spawnSync("pdftotext", ["-bbox", pdfPath, "-"], { encoding: "utf8" }).stdout;
    const pages = bbox.split(/<page /).slice(1);
    expect(pages).toHaveLength(totalPages);
    // The paper of each page, in points, within half a point of A4.
    for (const pageText of pages) {
      const [, width, height] = /width="([\d.]+)" height="([\d.]+)"/.exec(pageText) ?? [];
      expect(Math.abs(Number(width) - 595.28)).toBeLessThanOrEqual(0.5);
      expect(Math.abs(Number(height) - 841.89)).toBeLessThanOrEqual(0.5);
    }
    const printed = new Map<string, { page: number; y: number }>();
    pages.forEach((pageText, pageIndex) => {
      for (const match of pageText.matchAll(/<word xMin="[\d.]+" yMin="([\d.]+)"[^>]*>([^<]+)<\/word>/g)) {
        printed.set(match[2]!, { page: pageIndex, y: (Number(match[1]) * 96) / 72 });
      }
    });
    const offsets = preview.map(({ word, page: previewPage, lineTop }) => {
      const print = printed.get(word);
      expect({ word, page: print?.page }).toEqual({ word, page: previewPage });
      return { word, offset: print!.y - lineTop };
    });
    const sorted = offsets.map((entry) => entry.offset).sort((a, b) => a - b);
    const base = sorted[Math.floor(sorted.length / 2)]!;
    // Chromium snaps printed glyphs to its device grid, so a word may sit a pixel and a half
    // off its layout position; a break in another place would move it by a line or more.
    for (const { word, offset } of offsets) expect({ word, off: Math.abs(offset - base) <= 2 }).toEqual({ word, off: true });
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

describe("paginate (real Chromium)", () => {
  it("pushes an item that would straddle a page boundary to the next page's top margin", async () => {
    // Items start at the margin (20) and are 100 tall: the third would end at 320 > 300 - 20.
    await load(layoutPage(0, [100, 100, 100, 100].map((height, index) => blockHtml({ item: height, id: `a${index}` }, index)).join("")));
    const result = await paginate();
    const [a0, a1, a2, a3] = await boxes(".vitae-item");
    expect(a0!.top).toBeCloseTo(M, 0);
    expect(a1!.top).toBeCloseTo(M + 100, 0);
    expect(a2!.top).toBeCloseTo(H + M, 0);
    expect(a3!.top).toBeCloseTo(H + M + 100, 0);
    expect(result).toEqual({ pages: [{ layoutPage: 0, physicalPages: 2, pushed: 1 }], totalPages: 2 });
  });

  it("leaves no fitting item across the band k*H-m .. k*H+m, in sections, grids and side-by-side columns", async () => {
    const main = [section("experience", heights(14, 7)), section("projects", heights(9, 11))].join("");
    const sidebar = [section("skills", heights(12, 3, 15, 60)), section("awards", heights(8, 5, 20, 90))].join("");
    const grid = `<section class="vitae-section" data-section="grid"><h2 class="vitae-section-heading" style="height:20px">grid</h2><div class="vitae-section-items" style="--vitae-section-columns:3">${heights(
      18,
      13,
      20,
      110,
    )
      .map((height, index) => blockHtml({ item: height, id: `grid-${index}` }, index))
      .join("")}</div></section>`;
    await load(
      layoutPage(
        0,
        `<div style="display:grid;grid-template-columns:60% 40%"><div>${main}${grid}</div><div>${sidebar}</div></div>`,
      ),
    );
    const result = await paginate();
    const items = await boxes(".vitae-item");
    expect(items.length).toBe(14 + 9 + 12 + 8 + 18);
    for (const item of items) expect({ id: item.id, crosses: crossesCut(item) }).toEqual({ id: item.id, crosses: false });
    expect(result.pages[0]!.pushed).toBeGreaterThan(0);
    expect(result.totalPages).toBeGreaterThan(2);
  });

  it.each(["block", "inline-block"])("keeps a section heading (display: %s) on the page of its first item", async (display) => {
    // The first section ends near the page bottom, leaving room for the heading only.
    await load(
      layoutPage(0, `${section("first", [100, 110])}${section("second", [60, 60])}`),
      `.vitae-section-heading { display: ${display} }`,
    );
    const [heading] = (await boxes(".vitae-section-heading")).filter((box) => box.id === "second");
    const [first] = (await boxes(".vitae-item")).filter((box) => box.id === "second-0");
    expect(pageOf(heading!.top)).toBe(0);
    expect(pageOf(first!.bottom)).toBe(1);

    await paginate();
    const [movedHeading] = (await boxes(".vitae-section-heading")).filter((box) => box.id === "second");
    const [movedFirst] = (await boxes(".vitae-item")).filter((box) => box.id === "second-0");
    expect(pageOf(movedHeading!.top)).toBe(1);
    expect(pageOf(movedFirst!.top)).toBe(1);
    // The whole section moved, starting at the next page's margin.
    const [sectionBox] = await page.evaluate(() =>
      [...document.querySelectorAll('[data-section="second"]')].map((element) => element.getBoundingClientRect().top),
    );
    expect(sectionBox).toBeCloseTo(H + M, 0);
  });

  it("leaves a block taller than a page where it is, to split", async () => {
    await load(layoutPage(0, [blockHtml({ item: 120, id: "short" }, 0), blockHtml({ item: 500, id: "tall" }, 1)].join("")));
    const before = await boxes(".vitae-item");
    const result = await paginate();
    const after = await boxes(".vitae-item");
    expect(after).toEqual(before);
    expect(result.pages[0]!.pushed).toBe(0);
    // 20 + 120 + 500 = 640: three pages.
    expect(result.pages[0]!.physicalPages).toBe(3);
  });

  it("splits a tall item between its own blocks, never through one of them", async () => {
    const paragraphs = heights(10, 17, 40, 90)
      .map((height, index) => `<p data-item="p${index}" style="height:${height}px;margin:0 0 6px">p${index}</p>`)
      .join("");
    await load(layoutPage(0, `<div class="vitae-item" data-item="long"><div>${paragraphs}</div></div>`));
    await paginate();
    const parts = await boxes("p");
    for (const part of parts) expect({ id: part.id, crosses: crossesCut(part) }).toEqual({ id: part.id, crosses: false });
  });

  it("makes each layout page exactly n physical pages tall", async () => {
    await load(
      [
        layoutPage(0, section("a", heights(12, 23))),
        layoutPage(1, blockHtml({ item: 50, id: "b" }, 0)),
        layoutPage(2, section("c", heights(25, 29))),
      ].join(""),
    );
    const result = await paginate();
    const boxesAfter = await containers();
    expect(result.pages.map((entry) => entry.layoutPage)).toEqual([0, 1, 2]);
    result.pages.forEach((entry, index) => {
      const box = boxesAfter[index]!;
      expect(box.minHeight).toBe(`${entry.physicalPages * H}px`);
      expect(box.height).toBeCloseTo(entry.physicalPages * H, 1);
      expect(box.physicalPages).toBe(String(entry.physicalPages));
    });
    expect(result.pages[1]!.physicalPages).toBe(1);
    expect(result.totalPages).toBe(result.pages.reduce((sum, entry) => sum + entry.physicalPages, 0));
    // One box of exactly one page per physical page, numbered across the document.
    const physical = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>("[data-vitae-page]")].map((element) => ({
        index: element.dataset.vitaePage,
        height: element.getBoundingClientRect().height,
      })),
    );
    expect(physical.map((entry) => entry.index)).toEqual(Array.from({ length: result.totalPages }, (_, index) => String(index)));
    for (const entry of physical) expect(entry.height).toBe(H);
  });

  it("stretches full-height bands over every physical page", async () => {
    await load(
      layoutPage(
        0,
        `<div style="display:grid;flex:1 0 auto;grid-template-columns:30% 70%"><aside class="band" style="background:#eee"></aside><div style="padding:20px">${section("a", heights(14, 31))}</div></div>`,
      ),
      // Bled to the page edges, as glalie does.
      ".vitae-page { padding: 0 }",
    );
    const result = await paginate();
    const band = await page.evaluate(() => document.querySelector(".band")!.getBoundingClientRect().height);
    expect(result.pages[0]!.physicalPages).toBeGreaterThan(1);
    expect(band).toBeCloseTo(result.pages[0]!.physicalPages * H, 0);
  });

  it("is idempotent, and a new run first removes the previous run's spacers", async () => {
    await load(layoutPage(0, `${section("a", heights(10, 37))}${section("b", heights(10, 41))}`));
    const first = await paginate({ pageNumbers: true, breakLines: true });
    const firstBoxes = await boxes(".vitae-item, .vitae-section-heading");
    const firstOverlay = await page.evaluate(() => document.querySelector(".vitae-page-overlay")!.innerHTML);
    const second = await paginate({ pageNumbers: true, breakLines: true });
    expect(second).toEqual(first);
    expect(await boxes(".vitae-item, .vitae-section-heading")).toEqual(firstBoxes);
    expect(await page.evaluate(() => document.querySelector(".vitae-page-overlay")!.innerHTML)).toBe(firstOverlay);

    // New data in the same DOM: everything shrinks to one page, so no spacer may survive.
    await page.evaluate(() => {
      for (const item of document.querySelectorAll<HTMLElement>(".vitae-item")) item.style.height = "1px";
    });
    const third = await paginate({ pageNumbers: true, breakLines: true });
    expect(third.totalPages).toBe(1);
    const leftovers = await page.evaluate(() => ({
      spacers: document.querySelectorAll(".vitae-page-spacer").length,
      lines: document.querySelectorAll(".vitae-page-break-line").length,
      footers: document.querySelectorAll(".vitae-physical-page .vitae-page-footer").length,
    }));
    expect(leftovers).toEqual({ spacers: 0, lines: 0, footers: 1 });

    // Clearing restores the page box as it was rendered.
    await page.evaluate(() =>
      (globalThis as unknown as { vitaePagination: { clearPagination(root: ParentNode): void } }).vitaePagination.clearPagination(document),
    );
    expect(await containers()).toEqual([{ minHeight: `${H}px`, height: expect.any(Number), physicalPages: "1" }]);
    expect(await page.evaluate(() => document.querySelector(".vitae-page")!.getAttribute("style"))).not.toContain("height: auto");
  });

  it("numbers physical pages across the whole document at the foot of each page", async () => {
    await load([layoutPage(0, section("a", heights(10, 43))), layoutPage(1, section("b", [40, 40]))].join(""));
    const result = await paginate({ pageNumbers: true });
    expect(result.totalPages).toBeGreaterThanOrEqual(3);
    const footers = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>(".vitae-physical-page .vitae-page-number")].map((element) => {
        const container = element.closest<HTMLElement>("[data-vitae-layout-page]")!;
        const rect = element.getBoundingClientRect();
        return {
          text: element.textContent,
          bottom: rect.bottom - container.getBoundingClientRect().top,
          visible: getComputedStyle(element).display !== "none",
        };
      }),
    );
    expect(footers.map((footer) => footer.text)).toEqual(
      Array.from({ length: result.totalPages }, (_, index) => pageNumberText("Page {page} of {total}", index + 1, result.totalPages)),
    );
    // Each at the bottom of its own physical page.
    let index = 0;
    for (const entry of result.pages) {
      for (let physical = 0; physical < entry.physicalPages; physical++, index++) {
        const footer = footers[index]!;
        expect(footer.visible).toBe(true);
        expect(footer.bottom).toBeGreaterThan((physical + 1) * H - M);
        expect(footer.bottom).toBeLessThanOrEqual((physical + 1) * H);
      }
    }
    // The static footer of the unpaginated render is hidden, and content stays clear of footers.
    expect(await page.evaluate(() => getComputedStyle(document.querySelector(".vitae-page > .vitae-page-footer")!).display)).toBe("none");
    const footerTops = await page.evaluate(() =>
      [...document.querySelectorAll(".vitae-physical-page .vitae-page-footer")].map((element) => {
        const container = element.closest("[data-vitae-layout-page]")!;
        return element.getBoundingClientRect().top - container.getBoundingClientRect().top;
      }),
    );
    for (const item of await boxes(".vitae-item")) {
      const physicalOnPage = pageOf(item.top);
      const firstOfLayoutPage = result.pages.slice(0, item.layoutPage).reduce((sum, entry) => sum + entry.physicalPages, 0);
      expect(item.bottom).toBeLessThanOrEqual(footerTops[firstOfLayoutPage + physicalOnPage]! + 0.5);
    }
  });

  it("translates the page-number label", async () => {
    await load(layoutPage(0, section("a", [50])));
    await paginate({ pageNumbers: true, labels: { pageNumber: "Seite {page} von {total}" } });
    expect(await page.textContent(".vitae-physical-page .vitae-page-number")).toBe("Seite 1 von 1");
  });

  it("prints the page-number label the Page block gave the page, in the resume's language", async () => {
    await load(layoutPage(0, section("a", [50])).replace("<div class=\"vitae-page\"", '<div data-vitae-page-label="Seite {page} von {total}" class="vitae-page"'));
    await paginate({ pageNumbers: true });
    expect(await page.textContent(".vitae-physical-page .vitae-page-number")).toBe("Seite 1 von 1");
  });

  it("draws a page-break line at every k*H only when asked, and never prints it", async () => {
    await load(layoutPage(0, section("a", heights(20, 47))));
    const result = await paginate({ breakLines: true });
    const lines = await page.evaluate(() =>
      [...document.querySelectorAll(".vitae-page-break-line")].map((element) => {
        const container = element.closest("[data-vitae-layout-page]")!;
        return element.getBoundingClientRect().top - container.getBoundingClientRect().top;
      }),
    );
    expect(lines).toEqual(Array.from({ length: result.totalPages - 1 }, (_, index) => (index + 1) * H));
    await page.emulateMedia({ media: "print" });
    expect(await page.evaluate(() => getComputedStyle(document.querySelector(".vitae-page-break-line")!).display)).toBe("none");
    await page.emulateMedia({ media: "screen" });
    await paginate({ breakLines: false });
    expect(await page.locator(".vitae-page-break-line").count()).toBe(0);
  });

  describe("section settings", () => {
    it("moves a kept-together section whole to the next page when it fits there", async () => {
      // 20 + 150 + heading and two items fit; the third item would cross 280.
      const kept = section("kept", [50, 50, 50]).replace('class="vitae-section"', 'data-vitae-keep-together class="vitae-section"');
      await load(layoutPage(0, `${blockHtml({ item: 150, id: "filler" }, 0)}${kept}`));
      await paginate();
      const items = (await boxes(".vitae-item")).filter((box) => box.id.startsWith("kept"));
      expect(items.map((item) => pageOf(item.top))).toEqual([1, 1, 1]);
      const [heading] = (await boxes(".vitae-section-heading")).filter((box) => box.id === "kept");
      expect(heading!.top).toBeCloseTo(H + M, 0);
    });

    it("splits a kept-together section longer than a page between its items, as any other", async () => {
      const kept = section("long", heights(8, 83, 60, 90)).replace('class="vitae-section"', 'data-vitae-keep-together class="vitae-section"');
      await load(layoutPage(0, `${blockHtml({ item: 100, id: "filler" }, 0)}${kept}`));
      await paginate();
      const items = (await boxes(".vitae-item")).filter((box) => box.id.startsWith("long"));
      expect(pageOf(items[0]!.top)).toBe(0);
      for (const item of items) expect({ id: item.id, crosses: crossesCut(item) }).toEqual({ id: item.id, crosses: false });
    });

    it("starts a section on a new page unless it already opens one", async () => {
      const fresh = (name: string) =>
        section(name, [40, 40]).replace('class="vitae-section"', 'data-vitae-new-page class="vitae-section"');
      await load(layoutPage(0, `${fresh("first")}${blockHtml({ item: 60, id: "filler" }, 0)}${fresh("second")}`));
      const result = await paginate();
      const headings = await boxes(".vitae-section-heading");
      // The first section opens page 1 already: it stays at the top margin.
      expect(headings.map((heading) => [heading.id, Math.round(heading.top)])).toEqual([
        ["first", M],
        ["second", H + M],
      ]);
      expect(result.pages[0]).toMatchObject({ physicalPages: 2, pushed: 1 });
    });

    it("keeps a section's choices off the other sections of the page", async () => {
      await load(layoutPage(0, `${section("plain", [100, 100, 100])}`));
      const result = await paginate();
      // Only the third item moves: the section splits between items as before.
      expect(result.pages[0]!.pushed).toBe(1);
      expect((await boxes(".vitae-item")).map((item) => pageOf(item.top))).toEqual([0, 0, 1]);
    });
  });

  describe("headings and paragraphs", () => {
    /** Paragraph text at 10px per 12px line, 30 characters wide: one word per line. */
    const textCss = ".vitae-page { font: 10px/12px monospace } p, li { width: 30ch }";
    const paragraph = (prefix: string, lines: number) => `<p data-item="${prefix}">${text(prefix, lines)}</p>`;
    const oneWordPerLine = `${textCss} p { width: 1ch; margin: 0; overflow-wrap: normal }`;

    it("never leaves a heading in rich text as the last line of a page", async () => {
      // The heading's line ends at 20 + 240 + 12 = 272 < 280, its paragraph's first lines do not.
      await load(
        layoutPage(0, `${blockHtml({ item: 240, id: "filler" }, 0)}<div class="vitae-rich-text"><h3 data-item="head">Heading</h3>${paragraph("w", 6)}</div>`),
        `${oneWordPerLine} h3 { font-size: 10px; line-height: 12px; margin: 0 }`,
      );
      const [before] = await boxes("h3");
      expect(pageOf(before!.top)).toBe(0);
      await paginate();
      const [heading] = await boxes("h3");
      const first = (await words("p"))[0]!;
      expect(heading!.top).toBeCloseTo(H + M, 0);
      expect(pageOf(first.top)).toBe(1);
    });

    it("keeps a heading with the first two lines of a paragraph, not the whole paragraph", async () => {
      await load(
        layoutPage(0, `${blockHtml({ item: 200, id: "filler" }, 0)}<div class="vitae-rich-text"><h3 data-item="head">Heading</h3>${paragraph("w", 10)}</div>`),
        `${oneWordPerLine} h3 { font-size: 10px; line-height: 12px; margin: 0 }`,
      );
      await paginate();
      const [heading] = await boxes("h3");
      const lines = linesOf(await words("p"));
      expect(pageOf(heading!.top)).toBe(0);
      // Every line that fits below the heading stays with it (three or four, as the heading's
      // own box falls); the rest go on.
      const staying = lines.filter((line) => pageOf(line.top) === 0).length;
      expect(staying).toBe(Math.floor((H - M - lines[0]!.top) / 12));
      expect(staying).toBeGreaterThanOrEqual(2);
      expect(lines.slice(staying).every((line) => pageOf(line.top) === 1)).toBe(true);
    });

    it("keeps a section heading with the first lines of an item longer than a page", async () => {
      const long = `<section class="vitae-section"><h2 class="vitae-section-heading" style="height:20px">long</h2><div class="vitae-section-items"><div class="vitae-item" data-item="long"><div class="vitae-item-header" style="display:flex"><h3 data-item="title">Title</h3></div>${paragraph("a", 30)}</div></div></section>`;
      await load(layoutPage(0, `${blockHtml({ item: 230, id: "filler" }, 0)}${long}`), oneWordPerLine);
      await paginate();
      const [heading] = (await boxes(".vitae-section-heading")).filter((box) => box.id === "long");
      const [title] = await boxes("h3");
      const lines = linesOf(await words("p"));
      expect(pageOf(heading!.top)).toBe(1);
      expect(pageOf(title!.top)).toBe(1);
      expect(pageOf(lines[1]!.top)).toBe(1);
    });

    it("moves a paragraph of fewer than four lines whole", async () => {
      await load(layoutPage(0, `${blockHtml({ item: 230, id: "filler" }, 0)}${paragraph("s", 3)}`), oneWordPerLine);
      await paginate();
      const lines = linesOf(await words("p"));
      expect(lines.map((line) => pageOf(line.top))).toEqual([1, 1, 1]);
      expect(lines[0]!.top).toBeCloseTo(H + M, 0);
    });

    it.each([
      // The paragraph starts at 20 + 208 = 228: four 12px lines end by 276 <= 280, six move.
      { filler: 208, count: 10, stay: 4 },
      // From 264 only one line fits: the paragraph's start moves with it.
      { filler: 244, count: 10, stay: 0 },
      // From 180 nine lines fit, which would leave one for the next page: two move.
      { filler: 160, count: 10, stay: 8 },
    ])("splits a paragraph between lines with at least two on each side (%o)", async ({ filler, count, stay }) => {
      await load(layoutPage(0, `${blockHtml({ item: filler, id: "filler" }, 0)}${paragraph("p", count)}`), oneWordPerLine);
      await paginate();
      const lines = linesOf(await words("p"));
      expect(lines).toHaveLength(count);
      const pages = lines.map((line) => pageOf(line.top));
      expect(pages.filter((pageIndex) => pageIndex === 0)).toHaveLength(stay);
      expect(pages.filter((pageIndex) => pageIndex === 1)).toHaveLength(count - stay);
      for (const line of lines) expect(crossesCut({ id: "", ...line, layoutPage: 0 })).toBe(false);
      // The first line on the new page starts at its top margin.
      expect(lines[stay]!.top).toBeCloseTo(H + M, 0);
    });

    it("breaks a paragraph longer than a page once per page, every line inside a page", async () => {
      await load(layoutPage(0, `${blockHtml({ item: 50, id: "filler" }, 0)}${paragraph("q", 60)}`), oneWordPerLine);
      const result = await paginate();
      const lines = linesOf(await words("p"));
      expect(lines).toHaveLength(60);
      for (const line of lines) expect(crossesCut({ id: "", ...line, layoutPage: 0 })).toBe(false);
      const perPage = new Map<number, number>();
      for (const line of lines) perPage.set(pageOf(line.top), (perPage.get(pageOf(line.top)) ?? 0) + 1);
      for (const count of perPage.values()) expect(count).toBeGreaterThanOrEqual(2);
      expect(result.pages[0]!.physicalPages).toBe(perPage.size);
    });

    it("splits a right-to-left paragraph between its lines the same way", async () => {
      await load(
        layoutPage(0, `${blockHtml({ item: 208, id: "filler" }, 0)}<p dir="rtl" data-item="rtl">${text("שורה", 10)}</p>`),
        oneWordPerLine,
      );
      await paginate();
      const lines = linesOf(await words("p"));
      expect(lines.map((line) => pageOf(line.top))).toEqual([0, 0, 0, 0, 1, 1, 1, 1, 1, 1]);
      expect(lines[4]!.top).toBeCloseTo(H + M, 0);
      // Reading order is untouched: the words are still in their order in the text.
      expect(await page.evaluate(() => document.querySelector("p")!.textContent!.split(/\s+/).filter(Boolean))).toEqual(
        text("שורה", 10).split(" "),
      );
    });

    it("puts the text of a split paragraph back as it was when cleared, and after React rewrote it", async () => {
      await load(layoutPage(0, `${blockHtml({ item: 208, id: "filler" }, 0)}<p data-item="r">${text("r", 5)} <b>${text("b", 5)}</b></p>`), oneWordPerLine);
      const html = await page.evaluate(() => document.querySelector("p")!.innerHTML);
      await paginate();
      expect(await page.locator("p .vitae-page-spacer").count()).toBe(1);
      await paginate();
      expect(await page.locator("p .vitae-page-spacer").count()).toBe(1);
      await page.evaluate(() =>
        (globalThis as unknown as { vitaePagination: { clearPagination(root: ParentNode): void } }).vitaePagination.clearPagination(document),
      );
      expect(await page.evaluate(() => document.querySelector("p")!.innerHTML)).toBe(html);
      expect(await page.evaluate(() => document.querySelector("p")!.childNodes.length)).toBe(2);

      // A renderer that writes a new text into the node it knows (the head of a split).
      await paginate();
      await page.evaluate(() => {
        const head = document.querySelector("p")!.firstChild as Text;
        head.data = "new text";
      });
      await page.evaluate(() =>
        (globalThis as unknown as { vitaePagination: { clearPagination(root: ParentNode): void } }).vitaePagination.clearPagination(document),
      );
      expect(await page.evaluate(() => document.querySelector("p")!.textContent)).toBe(`new text${text("b", 5)}`);
    });

    it("keeps an item's header with the start of the item's text when the item is longer than a page", async () => {
      const long = `<div class="vitae-item" data-item="long"><div class="vitae-item-header" style="display:flex"><h3 data-item="first">First</h3></div>${paragraph("c", 30)}<div class="vitae-item-header" style="display:flex"><h3 data-item="second">Second</h3></div>${paragraph("d", 4)}</div>`;
      await load(layoutPage(0, long), `${oneWordPerLine} h3 { font-size: 10px; line-height: 12px; margin: 0 }`);
      await paginate();
      const [, second] = await boxes("h3");
      const dLines = linesOf((await words("p")).filter((word) => word.block === "d"));
      expect(pageOf(second!.top)).toBe(pageOf(dLines[1]!.top));
      expect(pageOf(second!.top)).toBe(pageOf(dLines[0]!.top));
    });
  });

  it("prints exactly the physical pages it laid out, at A4", async () => {
    const body = [section("experience", heights(30, 53, 60, 200)), section("skills", heights(10, 59))].join("");
    await load(
      [layoutPage(0, body, 1122, 793), layoutPage(1, section("more", [80, 90]), 1122, 793)].join(""),
      `@page { size: 210mm 297mm; margin: 0 }`,
    );
    const result = await paginate({ pageHeight: 1122, margin: M, pageNumbers: true });
    expect(result.totalPages).toBeGreaterThan(2);
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    const pageCount = pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g)?.length;
    expect(pageCount).toBe(result.totalPages);
  });

  it(
    "prints every block on the page and at the height the preview shows it (pdftotext)",
    async () => {
      const labelled = (prefix: string, sizes: number[]) =>
        `<section class="vitae-section" data-section="${prefix}"><h2 class="vitae-section-heading">Head${prefix}</h2><div class="vitae-section-items">${sizes
          .map((size, index) => `<div class="vitae-item"><p>Label${prefix}x${index}</p><div style="height:${size}px"></div></div>`)
          .join("")}</div></section>`;
      const grid = `<section class="vitae-section"><h2 class="vitae-section-heading">Headgrid</h2><div class="vitae-section-items" style="--vitae-section-columns:3">${heights(15, 61, 10, 80)
        .map((size, index) => `<div class="vitae-item"><p>Labelgx${index}</p><div style="height:${size}px"></div></div>`)
        .join("")}</div></section>`;
      const body = `<div style="display:grid;flex:1 0 auto;grid-template-columns:35% 65%">
        <aside style="background:#eee;padding:20px">${labelled("s", heights(16, 67, 20, 120))}</aside>
        <div style="padding:20px">${labelled("m", heights(14, 71, 40, 220))}${grid}${labelled("n", heights(8, 73, 40, 160))}</div></div>`;
      await load([a4Page(0, body), a4Page(1, labelled("q", heights(12, 79, 30, 150)))].join(""), `${printCss} .vitae-page { padding: 0 }`);
      const result = await paginate({ pageHeight: a4.height, margin: M, pageNumbers: true });
      expect(result.totalPages).toBeGreaterThanOrEqual(4);
      expect(result.pages.reduce((sum, entry) => sum + entry.pushed, 0)).toBeGreaterThan(4);
      await expectPrintAsPreview("p", result.totalPages);
    },
    30_000,
  );

  it(
    "prints each page-break rule where the preview shows it (pdftotext)",
    async () => {
      const words = (prefix: string, count: number) => `<p>${text(prefix, count)}</p>`;
      const items = (prefix: string, count: number) =>
        Array.from({ length: count }, (_, index) => `<div class="vitae-item">${words(`${prefix}${index}x`, 3)}<div style="height:20px"></div></div>`).join("");
      const filler = (height: number) => `<div class="vitae-item" style="height:${height}px"></div>`;
      const column = (content: string) => `<div style="width:420px">${content}</div>`;
      await load(
        [
          // Keep together: the section fits on a page, not in the 180 px left of this one.
          a4Page(0, column(`${filler(900)}<section class="vitae-section" data-vitae-keep-together><h2 class="vitae-section-heading">KeepHead</h2><div class="vitae-section-items">${items("Keep", 6)}</div></section>`)),
          // Start on a new page, with room to spare on this one.
          a4Page(1, column(`${words("Intro", 20)}<section class="vitae-section" data-vitae-new-page><h2 class="vitae-section-heading">FreshHead</h2><div class="vitae-section-items">${items("Fresh", 3)}</div></section>`)),
          // A heading in rich text that would be the last line of the page.
          a4Page(2, column(`${filler(1062)}<div class="vitae-rich-text"><h3>EndHead</h3>${words("After", 60)}</div>`)),
          // A long paragraph across the break.
          a4Page(3, column(`${filler(900)}${words("Long", 400)}`)),
          // An item longer than a page, from the middle of one.
          a4Page(4, column(`${filler(300)}<div class="vitae-item"><div class="vitae-item-header"><h3>ItemTitle</h3></div>${Array.from({ length: 20 }, (_, index) => words(`Part${index}x`, 40)).join("")}</div>`)),
        ].join(""),
        `${printCss} .vitae-page h2, .vitae-page h3 { font-size: 12px; line-height: 1.3 }`,
      );
      const result = await paginate({ pageHeight: a4.height, margin: M });
      const placed = await documentWords("p, h2, h3");
      const on = (prefix: string) => placed.filter((word) => word.word.startsWith(prefix));
      const pagesOf = (prefix: string) => [...new Set(on(prefix).map((word) => word.page))];

      // Keep together: the whole section on the layout page's second physical page.
      expect(pagesOf("Keep")).toEqual([1]);
      // New page: the section opens the next physical page at its top margin.
      const fresh = on("FreshHead")[0]!;
      expect(fresh.page).toBe(pagesOf("Intro")[0]! + 1);
      expect(fresh.lineTop).toBeCloseTo(M, 0);
      // The heading went on with the first two lines of its paragraph.
      const [after0, after1] = linesOf(on("After").map((word) => ({ id: word.word, top: word.documentTop, bottom: word.documentTop + 1, layoutPage: 0 })));
      expect(on("EndHead")[0]!.page).toBe(on("After")[0]!.page);
      expect(placed.find((word) => Math.abs(word.documentTop - after1!.top) < 0.5)!.page).toBe(on("After")[0]!.page);
      expect(after0).toBeDefined();
      // The long paragraph splits, two lines or more on each side.
      const long = on("Long");
      expect(pagesOf("Long")).toHaveLength(2);
      for (const pageIndex of pagesOf("Long")) {
        const lines = new Set(long.filter((word) => word.page === pageIndex).map((word) => Math.round(word.lineTop)));
        expect(lines.size).toBeGreaterThanOrEqual(2);
      }
      // The long item starts where it stood and runs over two pages or more.
      expect(on("ItemTitle")[0]!.page).toBe(on("Part0x")[0]!.page);
      expect(pagesOf("Part").length).toBeGreaterThanOrEqual(2);

      await expectPrintAsPreview("p, h2, h3", result.totalPages);
    },
    30_000,
  );
});

describe("pagination options", () => {
  it("converts the margin exactly as the Page block does (points, clamped)", () => {
    for (const margin of [0, 14, 18, 40.5, 96, 200, -3, Number.NaN]) {
      const metadata = createDefaultResumeData().metadata;
      metadata.page.margin = margin;
      const points = Number.parseFloat(themeVariables(metadata)["--vitae-margin"]);
      expect(pageMarginPx(margin)).toBeCloseTo((points * 96) / 72, 6);
    }
  });

  it("reads the page size, margin and options from the metadata", () => {
    const metadata = createDefaultResumeData().metadata;
    metadata.page = { margin: 18, format: "letter", options: { breakLine: true, pageNumbers: false } };
    expect(paginationOptions(metadata)).toEqual({ pageHeight: 1056, margin: 24, pageNumbers: false, breakLines: false, labels: undefined });
    expect(paginationOptions(metadata, { showBreakLines: true }).breakLines).toBe(true);
    metadata.page.options.breakLine = false;
    expect(paginationOptions(metadata, { showBreakLines: true }).breakLines).toBe(false);
  });
});
