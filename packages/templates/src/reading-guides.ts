/**
 * Where the printer draws a resume's reading guides, physical page by physical page: invisible
 * words in the PDF (apps/server printer/reading-guides.ts) that make poppler's `pdftotext`, and
 * the résumé parsers built on it, read each column and each section whole.
 *
 * Why: those parsers rebuild the reading order from where the words sit, not from the order the
 * PDF draws them. Two columns side by side then come out a line of each in turn: the lines of
 * two columns line up in rows often enough to be taken for a table, and a block with nothing
 * beside it in the other column is stretched across both. A word down between the columns, from
 * the top of the higher one to the foot of the lower one, is "beside" every block of both, so no
 * block is stretched across it and no table spans it: each column is read whole, the left one
 * first. Full-width words across, just above and just below the columns, keep the header and the
 * footer out of them; a word across each section's foot, as wide as its column, keeps text far
 * right in a section (a row's last link) from being read after the next section. docs/pdf.md
 * gives poppler's rules.
 *
 * Sections carry the column they belong to (`columnAttribute`, set through `SectionList`); the
 * guides follow their text, so padding, bands and backgrounds play no part. Pure DOM, read after
 * pagination, no layout change.
 */
import { type PageReadingGuides, layoutPageAttribute, physicalPagesAttribute } from "@vitae/schema";

/** On every section of a layout column: the column's name. */
export const columnAttribute = "data-vitae-column";

interface Extent {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** Sub-pixel slack when deciding which page a line of text is on. */
const slack = 1;
/** How far a line across sits from the text it closes off, in CSS px (1.5 pt). */
const acrossOffset = 2;

/**
 * The text boxes of `element`, relative to `origin`: one per line of every text node that is
 * not only white space.
 */
function textBoxes(element: Element, origin: DOMRect): Extent[] {
  const document = element.ownerDocument;
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  const boxes: Extent[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.nodeValue?.trim()) continue;
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) {
      if (rect.width <= 0 || rect.height <= 0) continue;
      boxes.push({ left: rect.left - origin.left, right: rect.right - origin.left, top: rect.top - origin.top, bottom: rect.bottom - origin.top });
    }
  }
  return boxes;
}

function extentOf(boxes: readonly Extent[]): Extent | undefined {
  let extent: Extent | undefined;
  // A loop rather than Math.min(...boxes): a long resume has more boxes than a call takes arguments.
  for (const box of boxes) {
    extent = extent
      ? { left: Math.min(extent.left, box.left), right: Math.max(extent.right, box.right), top: Math.min(extent.top, box.top), bottom: Math.max(extent.bottom, box.bottom) }
      : { ...box };
  }
  return extent;
}

/**
 * The reading guides of every physical page under `root` whose columns need them. `pageHeight`
 * is one physical page in CSS px, as paginated.
 */
export function readingGuides(root: ParentNode, pageHeight: number): PageReadingGuides[] {
  const guides: PageReadingGuides[] = [];
  if (!(pageHeight > 0)) return guides;
  let pageIndex = 0;
  for (const layoutPage of root.querySelectorAll<HTMLElement>(`[${layoutPageAttribute}]`)) {
    const count = Math.max(1, Number.parseInt(layoutPage.getAttribute(physicalPagesAttribute) ?? "", 10) || 1);
    const origin = layoutPage.getBoundingClientRect();
    const sections = [...layoutPage.querySelectorAll(`[${columnAttribute}]`)].map((section) => ({
      column: section.getAttribute(columnAttribute) as string,
      boxes: textBoxes(section, origin),
    }));
    for (let physical = 0; physical < count; physical++, pageIndex++) {
      const top = physical * pageHeight;
      const onPage = (boxes: readonly Extent[]) =>
        boxes
          .filter((box) => box.top >= top - slack && box.bottom <= top + pageHeight + slack)
          .map((box) => ({ ...box, top: box.top - top, bottom: box.bottom - top }));
      const shown = sections.map(({ column, boxes }) => ({ column, extent: extentOf(onPage(boxes)) }));
      const columns = new Map<string, Extent>();
      for (const { column, extent } of shown) {
        const known = columns.get(column);
        if (extent) columns.set(column, known ? (extentOf([known, extent]) as Extent) : extent);
      }
      const page: PageReadingGuides = { page: pageIndex, down: [], across: [] };
      // Below each section, as wide as its column: text far right in a section (a row's last
      // link, a right-aligned date) is read before the next section rather than after it.
      for (const { column, extent } of shown) {
        const width = columns.get(column);
        if (extent && width) page.across.push({ y: extent.bottom + acrossOffset, left: width.left, right: width.right });
      }
      const [first, second] = [...columns.values()];
      if (first && second) {
        const [left, right] = first.left <= second.left ? [first, second] : [second, first];
        // Side by side (not stacked, and sharing some height): a line between them, and lines
        // across above and below them that keep the header and the footer out.
        if (left.right < right.left && left.bottom > right.top && right.bottom > left.top) {
          const both = extentOf([left, right]) as Extent;
          page.down.push({ x: (left.right + right.left) / 2, top: both.top, bottom: both.bottom });
          page.across.push({ y: Math.max(0, both.top - acrossOffset), left: 0, right: layoutPage.offsetWidth });
          page.across.push({ y: both.bottom + acrossOffset, left: 0, right: layoutPage.offsetWidth });
        }
      }
      if (page.across.length > 0) guides.push(page);
    }
  }
  return guides;
}
