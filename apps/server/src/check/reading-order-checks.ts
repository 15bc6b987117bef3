import type { CheckMessages } from "./check-messages";
import { type CheckContext, type CheckResult, finding, pass } from "./check-result";
import type { PdfTextItem } from "./read-pdf";
import { normalise, quote } from "./text";
import { type PrintedSection, sectionTarget, shownSections } from "./visible-sections";

/** Runs further apart than this on one baseline are separate blocks (columns), not words of one line. */
const columnGap = 36;

/** Runs closer than this side by side belong to one column (letter-spaced and word runs); a gutter is wider. */
const gutter = 12;

type Run = { item: PdfTextItem; section: string | null };

/**
 * The page's columns: x ranges that no run crosses, from the union of the runs' widths, each
 * holding a section heading somewhere in the document (a sidebar may have none on a page it
 * runs on to). A range without one (dates set beside their titles) is part of the headed
 * column to its left, or to its right when there is none.
 */
export function columnsOf(items: PdfTextItem[], headingLefts: number[]): { left: number; right: number }[] {
  const ranges: { left: number; right: number }[] = [];
  for (const item of [...items].sort((a, b) => a.x - b.x)) {
    const last = ranges.at(-1);
    if (last && item.x <= last.right + gutter) last.right = Math.max(last.right, item.x + item.width);
    else ranges.push({ left: item.x, right: item.x + item.width });
  }
  const columns: { left: number; right: number }[] = [];
  let unheadedLeft: number | null = null;
  for (const range of ranges) {
    const headed = headingLefts.some((x) => x >= range.left - gutter && x <= range.right + gutter);
    const last = columns.at(-1);
    if (headed) {
      columns.push({ left: unheadedLeft ?? range.left, right: range.right });
      unheadedLeft = null;
    } else if (last) last.right = range.right;
    else unheadedLeft ??= range.left;
  }
  // A page without any headed range is one column.
  return columns.length > 0 ? columns : ranges.length > 0 ? [{ left: ranges[0]!.left, right: ranges.at(-1)!.right }] : [];
}

/**
 * Which of a page's columns a run (of this page or the one before) is in, by where it starts;
 * null when it starts outside them all or reaches into the next column, as a full-width header
 * does.
 */
function columnOf(item: PdfTextItem, columns: { left: number; right: number }[]): number | null {
  const index = columns.findIndex((column) => column.left - gutter <= item.x && item.x <= column.right + gutter);
  const next = columns[index + 1];
  return index === -1 || (next && item.x + item.width > next.left) ? null : index;
}

/**
 * Each run with the section it belongs to as a parser reading the stream sees it: the last
 * heading before it. A heading may come as several runs (letter-spaced headings print one
 * run per letter), so runs are joined until they spell a heading or grow longer than any.
 *
 * A page break is not a new section, though: a page's runs in a column above that column's
 * first heading on the page continue the section the column was in at the foot of the page
 * before (the last section whose heading was printed in that column). Any parser reading page by page
 * reads a two-column page's main column before its sidebar, so the main column's
 * continuation comes out after the sidebar's sections of the page before and the stream
 * alone would file it under the sidebar's last heading; a parser that follows the layout
 * (and a reader) files it where it belongs. Within a page the stream decides.
 */
function withSections(context: CheckContext, sections: PrintedSection[]): Run[] {
  const headings = new Map(sections.map((section) => [normalise(section.heading), section.key]));
  const longest = Math.max(...[...headings.keys()].map((heading) => heading.length));
  const items = context.pdf.pages.flatMap((page) => page.items);
  const texts = items.map((item) => normalise(item.text));
  const startsAt = new Map<number, string>();
  for (let index = 0; index < items.length; index++) {
    let joined = "";
    for (let end = index; end < items.length && joined.length < longest; end++) {
      joined += texts[end];
      const key = headings.get(joined);
      if (key) {
        startsAt.set(index, key);
        break;
      }
    }
  }
  let current: string | null = null;
  const runs: Run[] = items.map((item, index) => {
    current = startsAt.get(index) ?? current;
    return { item, section: current };
  });
  const headingLefts = [...startsAt.keys()].map((index) => items[index]!.x);
  let offset = 0;
  for (const [pageIndex, page] of context.pdf.pages.entries()) {
    const start = offset;
    offset += page.items.length;
    if (pageIndex === 0) continue;
    const columns = columnsOf(page.items, headingLefts);
    // The section each column was in at the foot of the page before: the last one begun in it.
    // (Not its last run's: a page footer or a faded date painted last has the stream's section.)
    const open = columns.map(() => null as string | null);
    for (const [index, key] of startsAt) {
      const column = index < start ? columnOf(items[index]!, columns) : null;
      if (column !== null) open[column] = key;
    }
    const headed = new Set<number>();
    for (let index = start; index < offset; index++) {
      const column = columnOf(items[index]!, columns);
      if (column === null) continue;
      if (startsAt.has(index)) headed.add(column);
      if (!headed.has(column) && open[column]) runs[index]!.section = open[column];
    }
  }
  return runs;
}

/**
 * Many parsers rebuild lines by position: text of two columns that shares a baseline then
 * reads as one line. A section's items found under another section's heading mean the text
 * stream interleaves sections.
 */
export function readingOrderChecks(context: CheckContext): CheckResult[] {
  const sections = shownSections(context.data);
  if (sections.length === 0) return [];
  const runs = withSections(context, sections);
  return [mixedLines(runs, sections, context.messages), contiguousSections(runs, sections, context.messages)];
}

function mixedLines(runs: Run[], sections: PrintedSection[], { t }: CheckMessages): CheckResult {
  const headingOf = new Map(sections.map((section) => [section.key, section.heading]));
  const mixed: string[] = [];
  const mixedRuns: { left: Run; right: Run }[] = [];
  const byLine = new Map<string, Run[]>();
  for (const run of runs) {
    const key = `${run.item.page}:${Math.round(run.item.y / 2)}`;
    byLine.set(key, [...(byLine.get(key) ?? []), run]);
  }
  for (const line of byLine.values()) {
    const sorted = [...line].sort((a, b) => a.item.x - b.item.x);
    for (let index = 1; index < sorted.length; index++) {
      const left = sorted[index - 1]!;
      const right = sorted[index]!;
      const gap = right.item.x - (left.item.x + left.item.width);
      if (gap > columnGap && left.section !== right.section && left.section !== null && right.section !== null) {
        mixed.push(`${quote(left.item.text, 40)} (${headingOf.get(left.section)}) | ${quote(right.item.text, 40)} (${headingOf.get(right.section)})`);
        mixedRuns.push({ left, right });
      }
    }
  }
  if (mixed.length === 0) return pass("reading-lines", t("reading.lines.pass"));
  return finding(
    "reading-lines",
    "warn",
    t("reading.lines.warn", { count: mixed.length }),
    mixed.slice(0, 5).join("\n"),
    t("reading.lines.fix"),
    {
      target: sectionTarget(mixedRuns[0]!.right.section!),
      highlights: mixedRuns.slice(0, 5).flatMap(({ left, right }) => [left.item.text, right.item.text]),
    },
  );
}

function contiguousSections(runs: Run[], sections: PrintedSection[], { t }: CheckMessages): CheckResult {
  const strays: string[] = [];
  const strayPlaces: { section: string; itemId: string; runs: string[] }[] = [];
  for (const section of sections) {
    for (const { id, title } of section.items) {
      const wanted = normalise(title);
      if (wanted === "") continue;
      const found = runs.filter((run) => normalise(run.item.text).includes(wanted));
      if (found.length > 0 && !found.some((run) => run.section === section.key)) {
        strays.push(t("reading.sections.stray", { title: quote(title, 40), heading: quote(section.heading, 40) }));
        strayPlaces.push({ section: section.key, itemId: id, runs: found.map((run) => run.item.text) });
      }
    }
  }
  if (strays.length === 0) return pass("reading-sections", t("reading.sections.pass"));
  return finding(
    "reading-sections",
    "fail",
    t("reading.sections.fail", { count: strays.length }),
    strays.slice(0, 5).join("\n"),
    t("reading.sections.fix"),
    {
      target: { ...sectionTarget(strayPlaces[0]!.section), itemId: strayPlaces[0]!.itemId },
      highlights: strayPlaces.slice(0, 5).flatMap((place) => place.runs),
    },
  );
}
