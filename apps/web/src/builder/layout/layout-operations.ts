import { type Layout, createDefaultLayout, isCustomSectionKey, limits } from "@vitae/schema";

/*
 * The builder's layout changes (move or remove a section, add or delete a page, reset) as pure
 * functions: a layout in, a new layout out. Every operation that cannot apply (a section
 * that is not placed, a page or column that does not exist, a position past the end) returns
 * the very same layout object, so callers can tell "nothing happened" by identity and skip
 * the store edit (and its undo step).
 */

/** Where a section sits: layout page, column (0 main, 1 sidebar) and position in the column, all from 0. */
export type SectionPosition = { page: number; column: number; index: number };

/** A copy safe to change: the input is often frozen store state. */
function cloneLayout(layout: Layout): Layout {
  return layout.map((page) => page.map((column) => [...column]));
}

/**
 * The columns a page can hold: the builder draws two, but a layout imported from elsewhere may
 * carry more, which are kept and stay reachable.
 */
function columnCount(page: readonly (readonly string[])[]): number {
  return Math.max(page.length, limits.layoutColumnsPerPage);
}

/** The page, column and position of a section, or null when the layout does not place it. */
export function findSectionPosition(layout: Layout, sectionId: string): SectionPosition | null {
  for (const [page, columns] of layout.entries()) {
    for (const [column, sections] of columns.entries()) {
      const index = sections.indexOf(sectionId);
      if (index >= 0) return { page, column, index };
    }
  }
  return null;
}

/** The layout without the section; unchanged when it is not placed. */
export function removeSection(layout: Layout, sectionId: string): Layout {
  const position = findSectionPosition(layout, sectionId);
  if (!position) return layout;
  const next = cloneLayout(layout);
  next[position.page]?.[position.column]?.splice(position.index, 1);
  return next;
}

/**
 * Moves a placed section to `target`, whose `index` is the position it ends up at in the target
 * column (counted without the section itself, so the end of a column is its length then).
 * Unchanged when the section is not placed, the target page or column does not exist, the
 * index is out of range, or the section is already there.
 */
export function moveSection(layout: Layout, sectionId: string, target: SectionPosition): Layout {
  const from = findSectionPosition(layout, sectionId);
  const page = layout[target.page];
  if (!from || !page || !Number.isInteger(target.column) || target.column < 0 || target.column >= columnCount(page)) {
    return layout;
  }
  if (from.page === target.page && from.column === target.column && from.index === target.index) return layout;
  const next = removeSection(layout, sectionId);
  const nextPage = next[target.page] as string[][];
  // A page stored with fewer columns gains empty ones up to the target.
  while (nextPage.length <= target.column) nextPage.push([]);
  const column = nextPage[target.column] as string[];
  if (!Number.isInteger(target.index) || target.index < 0 || target.index > column.length) return layout;
  column.splice(target.index, 0, sectionId);
  return next;
}

/** Appends an empty page (a main and a sidebar column). */
export function addPage(layout: Layout): Layout {
  return [...cloneLayout(layout), Array.from({ length: limits.layoutColumnsPerPage }, () => [])];
}

/**
 * Deletes a page other than the first; its sections go to the end of the same column of page 1
 * (a column page 1 lacks goes to page 1's last column). Unchanged for the first page or a page
 * that does not exist.
 */
export function deletePage(layout: Layout, pageIndex: number): Layout {
  if (!Number.isInteger(pageIndex) || pageIndex <= 0 || pageIndex >= layout.length) return layout;
  const next = cloneLayout(layout);
  const [removed = []] = next.splice(pageIndex, 1);
  const first = next[0] as string[][];
  while (first.length < limits.layoutColumnsPerPage) first.push([]);
  for (const [column, sections] of removed.entries()) {
    (first[Math.min(column, first.length - 1)] as string[]).push(...sections);
  }
  return next;
}

/**
 * The default layout, with every custom section kept: those placed now (in reading order) and
 * then `customSectionKeys` not placed anywhere, all at the end of page 1's first column. Other
 * keys that are not custom sections are ignored. The same layout when it is that already.
 */
export function resetLayout(layout: Layout, customSectionKeys: readonly string[] = []): Layout {
  const placed = layout.flat(2).filter(isCustomSectionKey);
  const custom = [...new Set([...placed, ...customSectionKeys.filter(isCustomSectionKey)])];
  const next = createDefaultLayout();
  next[0]?.[0]?.push(...custom);
  return sameLayout(layout, next) ? layout : next;
}

function sameLayout(a: Layout, b: Layout): boolean {
  return a.length === b.length && a.every((page, index) => JSON.stringify(page) === JSON.stringify(b[index]));
}
