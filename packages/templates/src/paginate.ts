/**
 * Spacer pagination: makes the screen layout of each layout page box break into physical pages
 * exactly where Chromium's print will, and never inside an item.
 *
 * A layout page box (`[data-vitae-layout-page]`, the Page block) is one long column of content.
 * After render, every unbreakable block (an item, a section the user keeps together, a heading
 * together with what follows it) is measured in document order; when it crosses the usable
 * bottom of its physical page (`(p + 1) * H - reserve`) and fits on one page, an empty spacer
 * element inserted before it pushes it to `(p + 1) * H + margin`. Blocks taller than a page
 * are walked into and split at their own block boundaries. A section that starts on a new page
 * is pushed to the next page's top unless it already opens one. A paragraph (any block-level
 * leaf) of fewer than four lines moves whole; a longer one may split between lines, leaving at
 * least two lines on each side: a spacer element is then put inside it, between two lines.
 *
 * Spacers are elements, not margins, because print treats margins at a page break differently
 * (truncated in block flow, kept but moved with their grid row in grids); an empty block with a
 * height is simply sliced at the cut, so the content after it lands where the preview shows it.
 * In a grid the spacer spans every column and goes before the first item of the pushed row. The box is then made exactly `n * H` tall, so backgrounds and side bands
 * span every physical page and Chromium, printing pages of height H with margin 0, cuts it at
 * the same multiples of H where the preview draws its page-break lines. Page-number footers
 * and the page-break lines live in an overlay of one absolutely placed box per physical page.
 *
 * Pure DOM, no React: the artboard calls it after every render, and the tests run it in a real
 * Chromium. Re-running first removes everything a previous run added.
 */
import {
  type Metadata,
  defaultMetadata,
  layoutPageAttribute,
  physicalPageAttribute,
  physicalPagesAttribute,
} from "@vitae/schema";

import { pageSizePx } from "./page-size";

/** Words on the page; `{page}` and `{total}` are replaced. */
export interface PaginationLabels {
  pageNumber: string;
}

/**
 * The page-number label of a layout page box, in the resume's language (the Page block sets
 * it from the template labels). Used when the options carry no label of their own.
 */
export const pageNumberLabelAttribute = "data-vitae-page-label";

export const defaultPaginationLabels: PaginationLabels = { pageNumber: "Page {page} of {total}" };

export interface PaginateOptions {
  /** Height of one physical page in CSS px (`pageSizePx(format).height`). */
  pageHeight: number;
  /** The vertical page margin in CSS px (`pageMarginPx(metadata.page.margin)`). */
  margin: number;
  /** A "Page x of n" footer at the bottom of every physical page. */
  pageNumbers?: boolean;
  /** A dashed line where each physical page ends (builder preview; never printed). */
  breakLines?: boolean;
  labels?: Partial<PaginationLabels>;
}

export interface LayoutPagePagination {
  /** The layout page index from `data-vitae-layout-page`. */
  layoutPage: number;
  /** How many physical pages it spans. */
  physicalPages: number;
  /** How many blocks were pushed to a following page. */
  pushed: number;
}

export interface PaginationResult {
  pages: LayoutPagePagination[];
  /** Physical pages in the whole document. */
  totalPages: number;
}

/** Set by the Section block on a section the user keeps together (moved whole when it fits on a page). */
export const keepTogetherAttribute = "data-vitae-keep-together";
/** Set by the Section block on a section the user starts on a new page. */
export const startOnNewPageAttribute = "data-vitae-new-page";

/** Blocks that never split across pages (the Item block, a kept-together section, anything a template marks). */
export const unbreakableSelector = `.vitae-item, [data-vitae-block], [${keepTogetherAttribute}]`;
/**
 * Blocks that stay on the same page as the start of the block after them: section headings,
 * an item's header when the item is split, headings inside rich text.
 */
export const keepWithNextSelector =
  ".vitae-section-heading, .vitae-item-header, .vitae-rich-text :is(h1, h2, h3, h4, h5, h6), [data-vitae-keep-with-next]";

/** Lines a split paragraph leaves on each side of the break (orphans and widows). */
export const minimumLinesAtBreak = 2;

/** The empty elements pagination inserts to push blocks down. */
export const spacerClass = "vitae-page-spacer";
/** Set on each layout page box while it is paginated (hides the Page block's static footer). */
export const paginatedAttribute = "data-vitae-paginated";
/** Inline style values pagination replaced, so a later run can put them back. */
const styleBackupAttribute = "data-vitae-style-backup";

const overlayClass = "vitae-page-overlay";
const physicalPageClass = "vitae-physical-page";
const breakLineClass = "vitae-page-break-line";
const footerClass = "vitae-page-footer";
const pageNumberClass = "vitae-page-number";

/** Layout jitter tolerated when comparing positions (sub-pixel text metrics). */
const epsilon = 0.5;
/** Headroom between content and a page-number footer that is taller than the margin. */
const footerGap = 4;
/** Deepest nesting walked into when a block is taller than a page. */
const maxDepth = 24;
/** Re-measurements per push (collapsing margins may absorb part of the first push). */
const maxPushAttempts = 4;

/** The page margin in CSS px: the schema stores points, clamped as the Page block does. */
export function pageMarginPx(margin: number): number {
  const points = Number.isFinite(margin) ? Math.min(96, Math.max(0, margin)) : defaultMetadata.page.margin;
  return (points * 96) / 72;
}

/** The options for a resume's metadata; break lines only where the caller shows them (builder). */
export function paginationOptions(
  metadata: Metadata,
  { showBreakLines = false, labels }: { showBreakLines?: boolean; labels?: Partial<PaginationLabels> } = {},
): PaginateOptions {
  return {
    pageHeight: pageSizePx(metadata.page.format).height,
    margin: pageMarginPx(metadata.page.margin),
    pageNumbers: metadata.page.options.pageNumbers,
    breakLines: showBreakLines && metadata.page.options.breakLine,
    labels,
  };
}

/** `template` with `{page}` and `{total}` filled in. */
export function pageNumberText(template: string, page: number, total: number): string {
  return template.replaceAll("{page}", String(page)).replaceAll("{total}", String(total));
}

type StyleBackup = Record<string, [previous: string, applied: string]>;

function readBackup(element: HTMLElement): StyleBackup {
  const raw = element.getAttribute(styleBackupAttribute);
  if (!raw) return {};
  try {
    return JSON.parse(raw) as StyleBackup;
  } catch {
    return {};
  }
}

/** Sets an inline style property, remembering the value it replaced (only the first time). */
function overrideStyle(element: HTMLElement, property: string, value: string) {
  const backup = readBackup(element);
  const previous = backup[property]?.[0] ?? element.style.getPropertyValue(property);
  element.style.setProperty(property, value);
  backup[property] = [previous, element.style.getPropertyValue(property)];
  element.setAttribute(styleBackupAttribute, JSON.stringify(backup));
}

/**
 * Puts back what `overrideStyle` replaced. A value changed since (React re-rendered the
 * element with a new style) is left as it is.
 */
function restoreStyles(element: HTMLElement) {
  for (const [property, [previous, applied]] of Object.entries(readBackup(element))) {
    if (element.style.getPropertyValue(property) !== applied) continue;
    if (previous) element.style.setProperty(property, previous);
    else element.style.removeProperty(property);
  }
  element.removeAttribute(styleBackupAttribute);
}

function layoutPages(root: ParentNode): HTMLElement[] {
  const pages = root.querySelectorAll<HTMLElement>(`[${layoutPageAttribute}]`);
  // A page box inside another one (never by design) would be paginated twice.
  return [...pages].filter((page) => !page.parentElement?.closest(`[${layoutPageAttribute}]`));
}

function overlayOf(page: HTMLElement): HTMLElement {
  for (const child of page.children) {
    if (child.classList.contains(overlayClass)) return child as HTMLElement;
  }
  const overlay = page.ownerDocument.createElement("div");
  overlay.className = overlayClass;
  page.append(overlay);
  return overlay;
}

/**
 * Text nodes split to put a spacer between two lines of a paragraph: `head` kept the text
 * before the break (`headText`), `tail` holds the rest. Only the nodes are kept, so a page
 * that is thrown away takes its entries with it.
 */
interface TextSplit {
  head: Text;
  headText: string;
  tail: Text;
}
const textSplits = new Set<TextSplit>();

/**
 * Joins the text nodes split under `root` again. React may have written a new text into the
 * head since (its node is the one React knows): then the head holds the whole new text and the
 * stale tail is dropped.
 */
function joinSplitTexts(root: ParentNode) {
  for (const split of textSplits) {
    const { head, headText, tail } = split;
    if (!(root as Node).contains(head) && !(root as Node).contains(tail)) {
      if (!head.isConnected && !tail.isConnected) textSplits.delete(split);
      continue;
    }
    textSplits.delete(split);
    if (head.data === headText && head.isConnected) head.appendData(tail.data);
    tail.remove();
  }
}

/** Undoes a previous `paginate` under `root`: spacers, split lines, page heights, footers and lines. */
export function clearPagination(root: ParentNode) {
  for (const spacer of root.querySelectorAll(`.${spacerClass}`)) spacer.remove();
  joinSplitTexts(root);
  for (const element of root.querySelectorAll<HTMLElement>(`[${styleBackupAttribute}]`)) restoreStyles(element);
  for (const page of layoutPages(root)) {
    page.removeAttribute(paginatedAttribute);
    for (const child of page.children) {
      if (child.classList.contains(overlayClass)) child.replaceChildren();
    }
  }
}

/** Positions relative to the top of one layout page box, in its own CSS px (zoom undone). */
class PageGeometry {
  readonly scale: number;

  constructor(readonly page: HTMLElement) {
    const rect = page.getBoundingClientRect();
    this.scale = page.offsetWidth > 0 && rect.width > 0 ? rect.width / page.offsetWidth : 1;
  }

  /** The page's top in the viewport, measured on each call so it holds whatever pagination wrote since. */
  origin() {
    return this.page.getBoundingClientRect().top;
  }

  top(element: Element): number {
    return (element.getBoundingClientRect().top - this.origin()) / this.scale;
  }

  bottom(element: Element): number {
    return (element.getBoundingClientRect().bottom - this.origin()) / this.scale;
  }

  /** A viewport y (from a client rect) in the page's own coordinates. */
  y(clientY: number): number {
    return (clientY - this.origin()) / this.scale;
  }
}

interface WalkContext {
  geometry: PageGeometry;
  /** Physical page height. */
  height: number;
  margin: number;
  /** Space kept free at the bottom of each physical page: the margin, or the footer. */
  reserve: number;
  /** Elements the walk must not enter (overlay, the static footer). */
  skip: (element: Element) => boolean;
  pushed: number;
}

function isInlineLevel(display: string): boolean {
  return display.startsWith("inline") || display === "ruby" || display.startsWith("ruby-") || display.startsWith("table-");
}

/** An element that takes part in block flow: visible, in flow and not inline-level. */
function flowDisplay(element: Element): "none" | "contents" | "inline" | "block" {
  const style = getComputedStyle(element);
  if (style.display === "none") return "none";
  if (style.display === "contents") return "contents";
  if (style.position === "absolute" || style.position === "fixed") return "none";
  if (isInlineLevel(style.display)) return "inline";
  return "block";
}

function isSkipped(element: Element, skip: (element: Element) => boolean): boolean {
  return skip(element) || element.tagName === "STYLE" || element.tagName === "SCRIPT" || element.classList.contains(spacerClass);
}

/**
 * The block-level children of `element`, looking through `display: contents`. Headings and
 * items count even when a template makes them inline-blocks.
 */
function blockChildren(element: Element, skip: (element: Element) => boolean): Element[] {
  const result: Element[] = [];
  for (const child of element.children) {
    if (isSkipped(child, skip)) continue;
    const display = flowDisplay(child);
    if (display === "contents") result.push(...blockChildren(child, skip));
    else if (display === "block") result.push(child);
    else if (display === "inline" && child.matches(`${unbreakableSelector}, ${keepWithNextSelector}`)) result.push(child);
  }
  return result;
}

/** Whether the children of `element` stack vertically, so one can be pushed below the others. */
function stacksChildren(element: Element): boolean {
  const style = getComputedStyle(element);
  if (style.display.includes("flex")) return style.flexDirection.startsWith("column");
  if (style.display.includes("table") || style.display.includes("ruby")) return false;
  return !style.display.startsWith("inline") || style.display === "inline-block";
}

/**
 * What a spacer goes before to move `target` down: in a grid, the first item of its row (the
 * row moves as one); elsewhere the target itself.
 */
function pushPoint(geometry: PageGeometry, target: HTMLElement): HTMLElement {
  const parent = target.parentElement;
  if (!parent || !getComputedStyle(parent).display.includes("grid")) return target;
  const top = geometry.top(target);
  let first = target;
  for (let sibling = target.previousElementSibling; sibling; sibling = sibling.previousElementSibling) {
    if (!(sibling instanceof HTMLElement) || sibling.classList.contains(spacerClass)) break;
    if (Math.abs(geometry.top(sibling) - top) > epsilon) break;
    first = sibling;
  }
  return first;
}

/** The spacer right before `point`, made if there is none yet. */
function spacerBefore(point: HTMLElement): HTMLElement {
  const previous = point.previousElementSibling;
  if (previous instanceof HTMLElement && previous.classList.contains(spacerClass)) return previous;
  const spacer = point.ownerDocument.createElement("div");
  spacer.className = spacerClass;
  spacer.setAttribute("aria-hidden", "true");
  const parent = getComputedStyle(point.parentElement ?? point);
  // Its own full-width row in a grid or a wrapping flex row; never shrunk in a flex column.
  spacer.style.cssText = "display:block;margin:0;padding:0;border:0;height:0;flex:none;grid-column:1/-1;";
  if (parent.display.includes("flex") && !parent.flexDirection.startsWith("column")) spacer.style.flexBasis = "100%";
  point.before(spacer);
  return spacer;
}

/** Where a kept block ends: the bottom of an element, or a measured bottom (a paragraph's second line). */
type BlockEnd = Element | (() => number);

/** The page a position is on and where that page starts. */
function pageAt(height: number, y: number) {
  const page = Math.max(0, Math.floor((y + epsilon) / height));
  return { page, pageTop: page * height };
}

/** Whether a block from `top` to `bottom` needs moving: it ends past its page's usable bottom or starts in a continuation page's top margin. */
function misplaced(context: WalkContext, top: number, bottom: number): boolean {
  const { page, pageTop } = pageAt(context.height, top);
  return bottom > pageTop + context.height - context.reserve + epsilon || (page > 0 && top < pageTop + context.margin - epsilon);
}

/**
 * Keeps the block from `target`'s top to `end` on one physical page: when it
 * crosses the usable bottom of its page it is pushed to the next page's top margin, and when
 * it starts inside a continuation page's top margin it is pushed below it. False when the
 * block is taller than a page can hold (left to split).
 */
function place(context: WalkContext, target: HTMLElement, end: BlockEnd): boolean {
  const { geometry, height, margin, reserve } = context;
  // An empty box (a column stretched to the page, a placeholder) prints nothing, so there is
  // nothing to keep whole; pushing it would only make the page taller than its content.
  if (!drawsContent(target)) return true;
  const usable = height - margin - reserve;
  const bottomOf = typeof end === "function" ? end : () => geometry.bottom(end);
  let spacer: HTMLElement | null = null;
  for (let attempt = 0; attempt < maxPushAttempts; attempt++) {
    const top = geometry.top(target);
    const bottom = bottomOf();
    const size = bottom - top;
    if (size <= 0) return true;
    if (size > usable + epsilon) return false;
    const { page, pageTop } = pageAt(height, top);
    let goal: number | null = null;
    if (bottom > pageTop + height - reserve + epsilon) goal = pageTop + height + margin;
    else if (page > 0 && top < pageTop + margin - epsilon) goal = pageTop + margin;
    else if (spacer && top > pageTop + margin + epsilon && top - (pageTop + margin) < height / 2) {
      // Overshot (margins stopped collapsing once the spacer grew): come back to the margin.
      goal = pageTop + margin;
    }
    if (goal === null || Math.abs(goal - top) <= epsilon) return true;
    if (!spacer) {
      spacer = spacerBefore(pushPoint(geometry, target));
      context.pushed++;
    }
    const current = Number.parseFloat(spacer.style.height) || 0;
    spacer.style.height = `${Math.max(0, current + (goal - top))}px`;
  }
  return true;
}

/**
 * Moves a section that starts on a new page to the next page's top margin, unless nothing of
 * its column is above it on its page already (it opens the page).
 */
function startNewPage(context: WalkContext, section: HTMLElement) {
  const { geometry, height, margin } = context;
  if (!drawsContent(section)) return;
  const { pageTop } = pageAt(height, geometry.top(section));
  if (geometry.top(section) <= pageTop + margin + epsilon) return;
  const goal = pageTop + height + margin;
  const spacer = spacerBefore(pushPoint(geometry, section));
  context.pushed++;
  for (let attempt = 0; attempt < maxPushAttempts; attempt++) {
    const top = geometry.top(section);
    if (Math.abs(goal - top) <= epsilon) return;
    spacer.style.height = `${Math.max(0, (Number.parseFloat(spacer.style.height) || 0) + (goal - top))}px`;
  }
}

/** The first unbreakable or leaf block at the start of `element` (what a heading keeps with). */
function firstBlock(element: Element, skip: (element: Element) => boolean, depth = 0): Element {
  if (depth > maxDepth || element.matches(unbreakableSelector)) return element;
  const children = blockChildren(element, skip);
  return children.length === 0 ? element : firstBlock(children[0]!, skip, depth + 1);
}

const sectionSelector = ".vitae-section, section, [data-section]";

/**
 * A heading and what it keeps with: `target` is what moves (its section when the heading opens
 * the section, so the section's own border or padding moves along), `following` the first
 * block after the heading inside that section, if any.
 */
function headingGroup(heading: HTMLElement, skip: (element: Element) => boolean) {
  const section = heading.parentElement?.closest(sectionSelector) ?? null;
  let following: Element | undefined;
  let opens = true;
  for (let node: Element = heading; node !== section; ) {
    const parent: HTMLElement | null = node.parentElement;
    if (!parent) break;
    const siblings = blockChildren(parent, skip);
    const index = siblings.indexOf(node);
    if (index > 0) opens = false;
    if (!following && index >= 0 && index + 1 < siblings.length) following = siblings[index + 1];
    if (!section) break;
    node = parent;
  }
  const target = section instanceof HTMLElement && opens ? section : heading;
  return { target, following };
}

/**
 * Where the start of `element` ends when it is split: through its first leaf block, across
 * headings that keep with what follows them, to a paragraph's first lines.
 */
function leadingEnd(context: WalkContext, element: Element, depth = 0): BlockEnd {
  if (depth > maxDepth) return element;
  if (element.matches(keepWithNextSelector)) {
    const { following } = headingGroup(element as HTMLElement, context.skip);
    return following ? leadingEnd(context, following, depth + 1) : element;
  }
  const children = stacksChildren(element) ? blockChildren(element, context.skip) : [];
  if (children.length > 0) return leadingEnd(context, children[0]!, depth + 1);
  if (lineBoxes(context.geometry, element).length < 2 * minimumLinesAtBreak) return element;
  return leadingLinesEnd(context.geometry, element);
}

/** The bottom of a paragraph's first lines (the ones it never leaves alone), measured afresh each time. */
function leadingLinesEnd(geometry: PageGeometry, element: Element): () => number {
  return () => lineBoxes(geometry, element)[minimumLinesAtBreak - 1]?.bottom ?? geometry.bottom(element);
}

function visit(context: WalkContext, element: Element, depth: number) {
  if (depth > maxDepth || !(element instanceof HTMLElement)) return;
  if (element.hasAttribute(startOnNewPageAttribute)) startNewPage(context, element);
  if (element.matches(keepWithNextSelector)) {
    const { target, following } = headingGroup(element, context.skip);
    // With the first block after it: a whole item, or, when that splits anyway (a paragraph,
    // an item taller than a page), its start: a heading never ends a page.
    if (following === undefined) {
      place(context, element, element);
      return;
    }
    const first = firstBlock(following, context.skip);
    // Where the whole group lies on one page already, no part of it has to move.
    if (!misplaced(context, context.geometry.top(target), context.geometry.bottom(first))) return;
    const kept =
      (first.matches(unbreakableSelector) && place(context, target, first)) || place(context, target, leadingEnd(context, following));
    if (!kept) place(context, element, element);
    return;
  }
  if (element.matches(unbreakableSelector)) {
    if (!place(context, element, element) && stacksChildren(element)) walk(context, element, depth + 1);
    return;
  }
  const children = stacksChildren(element) ? blockChildren(element, context.skip) : [];
  if (children.length > 0) {
    for (const child of children) visit(context, child, depth + 1);
    return;
  }
  // A leaf block (a paragraph, a list item). Empty boxes (decorations, a stretched empty
  // column) hold nothing to keep together.
  if (hasContent(element)) placeLines(context, element);
}

/** One line of a paragraph, in page coordinates. */
interface LineBox {
  top: number;
  bottom: number;
}

/** The text nodes under `element`, in document order (spacers hold none). */
function textNodes(element: Element): Text[] {
  const nodes: Text[] = [];
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  return nodes;
}

/** Fragments of a node's boxes on screen, in page coordinates, without empty ones. */
function fragmentBoxes(geometry: PageGeometry, rects: DOMRectList): LineBox[] {
  return [...rects]
    .filter((rect) => rect.height > 0 && rect.width > 0)
    .map((rect) => ({ top: geometry.y(rect.top), bottom: geometry.y(rect.bottom) }));
}

/**
 * The lines of a leaf block, top to bottom: the fragments of its text and replaced elements,
 * merged where they share a line (they overlap by more than half the shorter one).
 */
function lineBoxes(geometry: PageGeometry, element: Element): LineBox[] {
  const range = element.ownerDocument.createRange();
  const fragments: LineBox[] = [];
  for (const node of textNodes(element)) {
    range.selectNodeContents(node);
    fragments.push(...fragmentBoxes(geometry, range.getClientRects()));
  }
  for (const replaced of element.querySelectorAll("img, svg, canvas, picture, video")) {
    fragments.push(...fragmentBoxes(geometry, replaced.getClientRects()));
  }
  fragments.sort((a, b) => a.top - b.top);
  const lines: LineBox[] = [];
  for (const fragment of fragments) {
    const line = lines.at(-1);
    const overlap = line ? Math.min(line.bottom, fragment.bottom) - Math.max(line.top, fragment.top) : 0;
    if (line && overlap > Math.min(line.bottom - line.top, fragment.bottom - fragment.top) / 2) {
      line.top = Math.min(line.top, fragment.top);
      line.bottom = Math.max(line.bottom, fragment.bottom);
    } else {
      lines.push({ ...fragment });
    }
  }
  return lines;
}

/** Whether a box lies on the line at `lineTop` or below it (its middle is past the line's top). */
function reaches(box: LineBox, lineTop: number): boolean {
  return (box.top + box.bottom) / 2 > lineTop + epsilon;
}

/**
 * Whether the character at `offset` of `node` is laid out on the line at `lineTop` or below.
 * A collapsed space has no box: the next character with one answers for it.
 */
function onOrBelow(geometry: PageGeometry, range: Range, node: Text, offset: number, lineTop: number): boolean {
  for (let index = offset; index < node.length; index++) {
    range.setStart(node, index);
    range.setEnd(node, index + 1);
    const [box] = fragmentBoxes(geometry, range.getClientRects());
    if (box) return reaches(box, lineTop);
  }
  return true;
}

/** The text position where the line at `lineTop` begins, or null when no text starts it. */
function lineStart(geometry: PageGeometry, element: Element, lineTop: number): { node: Text; offset: number } | null {
  const range = element.ownerDocument.createRange();
  for (const node of textNodes(element)) {
    if (node.length === 0) continue;
    range.selectNodeContents(node);
    if (!fragmentBoxes(geometry, range.getClientRects()).some((box) => reaches(box, lineTop))) continue;
    // Characters before the line's start sit on earlier lines: find the first one on it.
    let low = 0;
    let high = node.length - 1;
    while (low < high) {
      const middle = Math.floor((low + high) / 2);
      if (onOrBelow(geometry, range, node, middle, lineTop)) high = middle;
      else low = middle + 1;
    }
    return { node, offset: low };
  }
  return null;
}

/** Puts an empty block spacer at a text position, splitting the text node there. */
function spacerAtText(position: { node: Text; offset: number }): HTMLElement {
  const { node, offset } = position;
  const spacer = node.ownerDocument.createElement("span");
  spacer.className = spacerClass;
  spacer.setAttribute("aria-hidden", "true");
  spacer.style.cssText = "display:block;margin:0;padding:0;border:0;height:0;";
  if (offset === 0) {
    node.before(spacer);
    return spacer;
  }
  const headText = node.data.slice(0, offset);
  const tail = node.splitText(offset);
  textSplits.add({ head: node, headText, tail });
  tail.before(spacer);
  return spacer;
}

/** Most breaks a paragraph gets (one per page it spans). */
const maxLineBreaks = 64;

/**
 * Lays out a leaf block: moved whole when it has fewer than 4 lines (or shows no text to
 * split), else broken between lines where a page ends, leaving at least two lines on each
 * side. A paragraph taller than a page breaks once per page.
 */
function placeLines(context: WalkContext, element: HTMLElement) {
  const { geometry, height, margin } = context;
  // Most paragraphs lie inside one page: no need to measure their lines.
  if (!misplaced(context, geometry.top(element), geometry.bottom(element))) return;
  for (let breaks = 0; breaks < maxLineBreaks; breaks++) {
    const lines = lineBoxes(geometry, element);
    if (lines.length < 2 * minimumLinesAtBreak) {
      place(context, element, element);
      return;
    }
    // The first line that ends past its page's usable bottom or starts in a continuation
    // page's top margin.
    const crossing = lines.findIndex((line) => misplaced(context, line.top, line.bottom));
    if (crossing < 0) return;
    // The break goes before line `first`: at least two lines after it, and at least two of
    // the paragraph before it on that page, else the paragraph's start moves on.
    let first = Math.min(crossing, lines.length - minimumLinesAtBreak);
    const firstPage = pageAt(height, lines[first]!.top).page;
    const before = lines.slice(0, first).filter((line) => pageAt(height, line.top).page === firstPage).length;
    if (before < minimumLinesAtBreak) first = first - before;
    if (first === 0) {
      // The paragraph's start moves with its first lines; what is above it stays.
      const top = lines[0]!.top;
      if (!place(context, element, leadingLinesEnd(geometry, element))) return;
      if (Math.abs((lineBoxes(geometry, element)[0]?.top ?? top) - top) <= epsilon) return;
      continue;
    }
    const line = lines[first]!;
    const { page, pageTop } = pageAt(height, line.top);
    const goal = page > 0 && line.top < pageTop + margin - epsilon ? pageTop + margin : pageTop + height + margin;
    const position = lineStart(geometry, element, line.top);
    if (!position) {
      place(context, element, element);
      return;
    }
    const spacer = spacerAtText(position);
    context.pushed++;
    for (let attempt = 0; attempt < maxPushAttempts; attempt++) {
      const top = lineBoxes(geometry, element)[first]?.top ?? goal;
      if (Math.abs(goal - top) <= epsilon) break;
      spacer.style.height = `${Math.max(0, (Number.parseFloat(spacer.style.height) || 0) + (goal - top))}px`;
    }
  }
}

const replacedElements = new Set(["IMG", "SVG", "CANVAS", "VIDEO", "PICTURE", "OBJECT", "IFRAME", "HR", "svg"]);

/** Whether anything inside `element` prints: text or a replaced element. */
function drawsContent(element: Element): boolean {
  // Stops at the first text that is not blank, rather than joining the whole block's text.
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if ((node as Text).data.trim() !== "") return true;
  }
  return element.querySelector("img, svg, canvas, picture, hr, video") !== null;
}

/** Whether a leaf block shows anything: text, an inline child or a replaced element. */
function hasContent(element: Element): boolean {
  if (replacedElements.has(element.tagName)) return true;
  for (const child of element.childNodes) {
    if (child.nodeType === Node.ELEMENT_NODE) return true;
    if (child.nodeType === Node.TEXT_NODE && (child.textContent ?? "").trim() !== "") return true;
  }
  return false;
}

function walk(context: WalkContext, element: Element, depth: number) {
  for (const child of blockChildren(element, context.skip)) visit(context, child, depth);
}

/** Whether a text node right inside `element` holds more than white space. */
function hasOwnText(element: Element): boolean {
  for (let child = element.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === Node.TEXT_NODE && (child as Text).data.trim() !== "") return true;
  }
  return false;
}

/** The lowest bottom of anything that draws content in `page` (text, pictures, rules). */
function contentBottom(geometry: PageGeometry, page: HTMLElement, skip: (element: Element) => boolean): number {
  let bottom = 0;
  const walker = page.ownerDocument.createTreeWalker(page, NodeFilter.SHOW_ELEMENT, {
    acceptNode: (node) => {
      const element = node as Element;
      if (isSkipped(element, skip)) return NodeFilter.FILTER_REJECT;
      return NodeFilter.FILTER_ACCEPT;
    },
  });
  // Nothing is written while this runs, so the page's top is read once and each element's box
  // once; the computed style is looked at only for a box that would lower the bottom.
  const origin = geometry.origin();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node as Element;
    if (element.childElementCount > 0 && !hasOwnText(element)) continue;
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) continue;
    const elementBottom = (rect.bottom - origin) / geometry.scale;
    if (elementBottom <= bottom) continue;
    const style = getComputedStyle(element);
    if (style.display === "none" || style.position === "absolute" || style.position === "fixed") continue;
    bottom = elementBottom;
  }
  return bottom;
}

function footerElement(page: HTMLElement, text: string): HTMLElement {
  const footer = page.ownerDocument.createElement("footer");
  footer.className = footerClass;
  const number = page.ownerDocument.createElement("span");
  number.className = pageNumberClass;
  number.textContent = text;
  footer.append(number);
  return footer;
}

function physicalPageBox(page: HTMLElement, index: number, top: number, height: number): HTMLElement {
  const box = page.ownerDocument.createElement("div");
  box.className = physicalPageClass;
  box.setAttribute(physicalPageAttribute, String(index));
  box.style.top = `${top}px`;
  box.style.height = `${height}px`;
  return box;
}

/**
 * The bottom space a page-number footer needs: the margin, unless the footer (as the template
 * styles it) reaches higher than the margin.
 */
function footerReserve(page: HTMLElement, geometry: PageGeometry, options: Required<Omit<PaginateOptions, "labels">>, label: string) {
  if (!options.pageNumbers) return options.margin;
  const overlay = overlayOf(page);
  const probe = physicalPageBox(page, 0, 0, options.pageHeight);
  const footer = footerElement(page, pageNumberText(label, 1, 1));
  probe.append(footer);
  overlay.append(probe);
  const footerTop = geometry.top(footer);
  probe.remove();
  const needed = options.pageHeight - footerTop;
  return needed > options.margin ? needed + footerGap : options.margin;
}

/**
 * Paginates every layout page box under `root` (see the module comment) and returns how many
 * physical pages each spans. Idempotent: a previous run's changes are removed first.
 */
export function paginate(root: ParentNode, options: PaginateOptions): PaginationResult {
  clearPagination(root);
  const settings = {
    pageHeight: options.pageHeight,
    margin: Math.max(0, options.margin),
    pageNumbers: options.pageNumbers ?? false,
    breakLines: options.breakLines ?? false,
  };
  const labelOf = (page: HTMLElement) =>
    options.labels?.pageNumber ?? page.getAttribute(pageNumberLabelAttribute) ?? defaultPaginationLabels.pageNumber;
  const height = settings.pageHeight;
  if (!(height > 0)) return { pages: [], totalPages: 0 };

  const laidOut: { page: HTMLElement; result: LayoutPagePagination }[] = [];
  for (const page of layoutPages(root)) {
    page.setAttribute(paginatedAttribute, "");
    const overlay = overlayOf(page);
    const staticFooters = new Set([...page.children].filter((child) => child.classList.contains(footerClass)));
    const skip = (element: Element) => element === overlay || staticFooters.has(element);
    // Start from one page: the box's natural height is what is measured.
    overrideStyle(page, "min-height", `${height}px`);
    overrideStyle(page, "height", "auto");
    const geometry = new PageGeometry(page);
    const context: WalkContext = {
      geometry,
      height,
      margin: settings.margin,
      reserve: Math.min(height / 2, footerReserve(page, geometry, settings, labelOf(page))),
      skip,
      pushed: 0,
    };
    walk(context, page, 0);
    const count = Math.max(1, Math.ceil((contentBottom(geometry, page, skip) - epsilon) / height));
    // Exactly `count` pages: trailing padding past the last page is clipped rather than
    // spilling a blank page into the PDF.
    overrideStyle(page, "min-height", `${count * height}px`);
    overrideStyle(page, "height", `${count * height}px`);
    page.setAttribute(physicalPagesAttribute, String(count));
    const layoutPage = Number.parseInt(page.getAttribute(layoutPageAttribute) ?? "", 10);
    laidOut.push({
      page,
      result: { layoutPage: Number.isFinite(layoutPage) ? layoutPage : laidOut.length, physicalPages: count, pushed: context.pushed },
    });
  }

  const totalPages = laidOut.reduce((sum, { result }) => sum + result.physicalPages, 0);
  let index = 0;
  for (const { page, result } of laidOut) {
    const overlay = overlayOf(page);
    for (let physical = 0; physical < result.physicalPages; physical++, index++) {
      const box = physicalPageBox(page, index, physical * height, height);
      if (settings.breakLines && physical > 0) {
        const line = page.ownerDocument.createElement("div");
        line.className = breakLineClass;
        line.setAttribute("aria-hidden", "true");
        box.append(line);
      }
      if (settings.pageNumbers) box.append(footerElement(page, pageNumberText(labelOf(page), index + 1, totalPages)));
      overlay.append(box);
    }
  }
  return { pages: laidOut.map(({ result }) => result), totalPages };
}
