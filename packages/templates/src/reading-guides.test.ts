// @vitest-environment node
/*
 * The reading guides need real layout: reading-guides.ts is bundled into a real Chromium page
 * and reads fixtures laid out there (page boxes as pagination leaves them: each layout page
 * box marked with how many physical pages it spans).
 */
import type { PageReadingGuides } from "@vitae/schema";
import type { Page } from "playwright-core";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { browserScript, chromiumPagePerTest } from "./test/browser";

/** Physical page height of the fixtures, in CSS px. */
const H = 400;

const chromium = chromiumPagePerTest();
let page: Page;
let script: string;

beforeAll(async () => {
  script = await browserScript(`export { readingGuides } from "./reading-guides";`, "vitaeGuides");
}, 60_000);

beforeEach(() => {
  page = chromium.page();
});

/** A section of `lines` lines of text in `column` (none: outside the columns). */
function section(name: string, lines: number, column?: string): string {
  const text = Array.from({ length: lines }, (_, index) => `<p>${name} line ${index + 1}</p>`).join("");
  return `<section data-section="${name}" ${column ? `data-vitae-column="${column}"` : ""}><h2>${name}</h2>${text}</section>`;
}

/** Empty space of `height` px in a column (what pagination's spacers are). */
const spacer = (height: number) => `<div style="height:${height}px"></div>`;

/**
 * A layout page box `pages` physical pages tall, with a header line and two columns, side by
 * side or stacked.
 */
function layoutPage(index: number, main: string, sidebar: string, arrangement: "side by side" | "stacked" = "side by side", pages = 1): string {
  const direction = arrangement === "side by side" ? "row" : "column";
  return `<div data-vitae-layout-page="${index}" data-vitae-physical-pages="${pages}" style="width:600px;height:${pages * H}px;overflow:hidden">
    <header><h1>Name of the person</h1></header>
    <div style="display:flex;flex-direction:${direction};gap:40px">
      <div class="main" style="width:340px">${main}</div>
      <aside class="sidebar" style="width:200px">${sidebar}</aside>
    </div>
  </div>`;
}

async function guidesOf(pages: string): Promise<PageReadingGuides[]> {
  await page.setContent(
    `<!doctype html><html><head><style>body{margin:0;font:12px/16px sans-serif}h1,h2,p{margin:0 0 4px}section{margin-bottom:20px}</style></head><body>${pages}</body></html>`,
  );
  await page.addScriptTag({ content: script });
  return page.evaluate(
    (height) =>
      (globalThis as unknown as { vitaeGuides: { readingGuides(root: ParentNode, pageHeight: number): PageReadingGuides[] } }).vitaeGuides.readingGuides(
        document,
        height,
      ),
    H,
  );
}

interface TextExtent {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The extent of the text inside `selector` (every match) on layout page box `index`, measured independently of the module. */
async function textExtent(selector: string, index = 0): Promise<TextExtent> {
  return page.evaluate(
    ({ selector, index }) => {
      const box = document.querySelector(`[data-vitae-layout-page="${index}"]`)!.getBoundingClientRect();
      const rects = [...document.querySelectorAll(`[data-vitae-layout-page="${index}"] ${selector} :is(h2, p)`)].flatMap((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return [range.getBoundingClientRect()];
      });
      return {
        left: Math.min(...rects.map((rect) => rect.left)) - box.left,
        right: Math.max(...rects.map((rect) => rect.right)) - box.left,
        top: Math.min(...rects.map((rect) => rect.top)) - box.top,
        bottom: Math.max(...rects.map((rect) => rect.bottom)) - box.top,
      };
    },
    { selector, index },
  );
}

describe("readingGuides", () => {
  it("draws a line between side-by-side columns over both, and lines across above and below them", async () => {
    const guides = await guidesOf(layoutPage(0, section("experience", 6, "main") + section("education", 2, "main"), section("skills", 3, "sidebar")));
    const main = await textExtent(".main");
    const sidebar = await textExtent(".sidebar");
    expect(guides).toHaveLength(1);
    const [only] = guides as [PageReadingGuides];
    expect(only.page).toBe(0);
    expect(only.down).toHaveLength(1);
    const [down] = only.down as [PageReadingGuides["down"][number]];
    expect(down.x).toBeGreaterThan(main.right);
    expect(down.x).toBeLessThan(sidebar.left);
    expect(down.top).toBeCloseTo(Math.min(main.top, sidebar.top), 0);
    expect(down.bottom).toBeCloseTo(Math.max(main.bottom, sidebar.bottom), 0);
    // Full width, just above the columns (below the header) and just below them.
    const full = only.across.filter((line) => line.left === 0 && line.right === 600);
    expect(full.map((line) => line.y)).toEqual([down.top - 2, down.bottom + 2]);
  });

  it("closes off each section with a line across its column, above the next section", async () => {
    const guides = await guidesOf(layoutPage(0, section("experience", 3, "main") + section("education", 2, "main"), section("skills", 2, "sidebar")));
    const experience = await textExtent('[data-section="experience"]');
    const education = await textExtent('[data-section="education"]');
    const main = await textExtent(".main");
    const sidebar = await textExtent(".sidebar");
    const across = guides[0]?.across ?? [];
    const inMain = across.filter((line) => line.left === main.left && line.right === main.right).map((line) => line.y);
    expect(inMain).toEqual([experience.bottom + 2, education.bottom + 2]);
    expect(inMain[0]).toBeLessThan(education.top);
    expect(across.filter((line) => line.left === sidebar.left && line.right === sidebar.right).map((line) => line.y)).toEqual([sidebar.bottom + 2]);
  });

  it("draws no line down between stacked columns, and ignores sections outside the columns", async () => {
    const guides = await guidesOf(layoutPage(0, section("experience", 2, "main") + section("header-profiles", 1), section("skills", 2, "sidebar"), "stacked"));
    expect(guides).toHaveLength(1);
    expect(guides[0]?.down).toEqual([]);
    // One line below each of the two sections in a column; none for the other.
    expect(guides[0]?.across).toHaveLength(2);
  });

  it("numbers pages across layout pages and measures each from its own top", async () => {
    // Layout page 0 runs over onto a second sheet (each column continues there past a
    // spacer); layout page 1 is the third sheet.
    const guides = await guidesOf(
      layoutPage(0, section("experience", 3, "main") + spacer(H) + section("projects", 2, "main"), section("skills", 3, "sidebar") + spacer(H) + section("awards", 2, "sidebar"), "side by side", 2) +
        layoutPage(1, section("education", 2, "main"), section("languages", 2, "sidebar")),
    );
    expect(guides.map((guide) => guide.page)).toEqual([0, 1, 2]);
    for (const guide of guides) {
      expect(guide.down).toHaveLength(1);
      expect(guide.down[0]?.top).toBeGreaterThanOrEqual(0);
      expect(guide.down[0]?.bottom).toBeLessThanOrEqual(H);
    }
    // Measured from the second sheet's own top.
    const continued = await textExtent('[data-section="projects"]');
    expect(guides[1]?.down[0]?.top).toBeCloseTo(continued.top - H, 0);
  });

  it("has nothing to guide without columns", async () => {
    expect(await guidesOf(layoutPage(0, section("experience", 2), section("skills", 2)))).toEqual([]);
  });
});
