import { type CheckContext, type CheckResult, finding, pass } from "./check-result";
import type { PdfTextItem } from "./read-pdf";
import { normalise, quote } from "./text";
import { type PrintedSection, sectionTarget, shownSections } from "./visible-sections";

/** Runs further apart than this on one baseline are separate blocks (columns), not words of one line. */
const columnGap = 36;

/**
 * Each run with the section it belongs to as a parser reading the stream sees it: the last
 * heading before it. A heading may come as several runs (letter-spaced headings print one
 * run per letter), so runs are joined until they spell a heading or grow longer than any.
 */
function withSections(context: CheckContext, sections: PrintedSection[]): { item: PdfTextItem; section: string | null }[] {
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
  return items.map((item, index) => {
    current = startsAt.get(index) ?? current;
    return { item, section: current };
  });
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
  return [mixedLines(runs, sections), contiguousSections(runs, sections)];
}

function mixedLines(runs: ReturnType<typeof withSections>, sections: PrintedSection[]): CheckResult {
  const headingOf = new Map(sections.map((section) => [section.key, section.heading]));
  const mixed: string[] = [];
  const mixedRuns: { left: (typeof runs)[number]; right: (typeof runs)[number] }[] = [];
  const byLine = new Map<string, typeof runs>();
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
  if (mixed.length === 0) return pass("reading-lines", "No line of text mixes two columns.");
  return finding(
    "reading-lines",
    "warn",
    `${mixed.length} lines hold text of two different sections side by side; parsers that read line by line will mix them.`,
    mixed.slice(0, 5).join("\n"),
    "Choose a one-column layout (or a template that stacks its columns) if you apply through systems that parse resumes.",
    {
      target: sectionTarget(mixedRuns[0]!.right.section!),
      highlights: mixedRuns.slice(0, 5).flatMap(({ left, right }) => [left.item.text, right.item.text]),
    },
  );
}

function contiguousSections(runs: ReturnType<typeof withSections>, sections: PrintedSection[]): CheckResult {
  const strays: string[] = [];
  const strayPlaces: { section: string; itemId: string; runs: string[] }[] = [];
  for (const section of sections) {
    for (const { id, title } of section.items) {
      const wanted = normalise(title);
      if (wanted === "") continue;
      const found = runs.filter((run) => normalise(run.item.text).includes(wanted));
      if (found.length > 0 && !found.some((run) => run.section === section.key)) {
        strays.push(`${quote(title, 40)} of ${quote(section.heading, 40)}`);
        strayPlaces.push({ section: section.key, itemId: id, runs: found.map((run) => run.item.text) });
      }
    }
  }
  if (strays.length === 0) return pass("reading-sections", "Each section's text comes out together, under its heading.");
  return finding(
    "reading-sections",
    "fail",
    `${strays.length} entries come out under another section's heading in the PDF's reading order.`,
    strays.slice(0, 5).join("\n"),
    "Use a layout where each section is one block (no custom CSS that moves entries), or a one-column template.",
    {
      target: { ...sectionTarget(strayPlaces[0]!.section), itemId: strayPlaces[0]!.itemId },
      highlights: strayPlaces.slice(0, 5).flatMap((place) => place.runs),
    },
  );
}
