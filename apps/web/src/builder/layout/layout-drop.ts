import type { Layout } from "@vitae/schema";
import { type SectionPosition, findSectionPosition } from "./layout-operations";

/*
 * Drag and drop of the layout editor, kept pure: dnd-kit reports what a section was dropped
 * over (another section or a column), these helpers turn that into a position for
 * `moveSection`.
 */

const columnDropPrefix = "layout-column:";

/** The drop-target id of a column; columns are droppable so an empty one can receive sections. */
export function columnDropId(page: number, column: number): string {
  return `${columnDropPrefix}${page}:${column}`;
}

/** The page and column a column drop-target id names, or null for any other id. */
export function parseColumnDropId(id: string): { page: number; column: number } | null {
  const match = new RegExp(`^${columnDropPrefix}(\\d+):(\\d+)$`).exec(id);
  return match ? { page: Number(match[1]), column: Number(match[2]) } : null;
}

/**
 * Where `activeId` lands when dropped over `overId`: over a section it takes that section's
 * place (before it when coming from elsewhere, where it was when reordering within a column);
 * over a column it goes to the end. Null when either id names nothing in the layout.
 */
export function dropPosition(layout: Layout, activeId: string, overId: string): SectionPosition | null {
  const from = findSectionPosition(layout, activeId);
  if (!from) return null;
  const column = parseColumnDropId(overId);
  if (column) {
    const sections = layout[column.page]?.[column.column] ?? [];
    const sameColumn = from.page === column.page && from.column === column.column;
    return { ...column, index: sameColumn ? sections.length - 1 : sections.length };
  }
  return findSectionPosition(layout, overId);
}

/** Whether a drop over `overId` would take the section into another column (or page). */
export function changesColumn(layout: Layout, activeId: string, overId: string): boolean {
  const from = findSectionPosition(layout, activeId);
  const to = dropPosition(layout, activeId, overId);
  return from !== null && to !== null && (from.page !== to.page || from.column !== to.column);
}
