import { type Layout, type SectionId, createDefaultLayout, defaultLayout, isSectionId } from "@vitae/schema";
import type { ImportIssue } from "../import-issue";

/** v3's section ids that we name differently; v3 showed the summary and profiles in the header. */
const renamed: Record<string, SectionId> = { work: "experience" };

/**
 * A v3 layout (pages of columns of section ids) in our terms: ids renamed, custom sections
 * as their `custom.{id}` keys (`customKeys`), unknown ids dropped with a warning, two columns per page, and
 * every built-in section placed somewhere, missing ones where the default layout has them.
 */
export function convertV3Layout(
  layout: (string | null)[][][] | null | undefined,
  customKeys: ReadonlyMap<string, string>,
  warnings: ImportIssue[],
): Layout {
  if (!layout || layout.length === 0) return createDefaultLayout();
  const placed = new Set<string>();
  const pages: Layout = layout.map((columns, pageIndex) => {
    const mapped = columns.map((column, columnIndex) =>
      column.flatMap((id, position) => {
        if (id === null || id === "") return [];
        const custom = customKeys.get(id);
        if (custom !== undefined) return placed.has(custom) ? [] : (placed.add(custom), [custom]);
        const ours = renamed[id] ?? id;
        if (!isSectionId(ours) || placed.has(ours)) {
          if (!isSectionId(ours)) {
            warnings.push({ path: ["metadata", "layout", pageIndex, columnIndex, position], message: `Left out the section "${id}"` });
          }
          return [];
        }
        placed.add(ours);
        return [ours];
      }),
    );
    const [main = [], sidebar = [], ...rest] = mapped;
    return [main, [...sidebar, ...rest.flat()]];
  });
  const first = pages[0] ?? [[], []];
  defaultLayout[0]?.forEach((column, columnIndex) => {
    const missing = column.filter((id) => !placed.has(id));
    const target = first[columnIndex] ?? [];
    // The header sections go first, as in the default layout; the rest at the end.
    const leading = missing.filter((id) => id === "profiles" || id === "summary");
    const trailing = missing.filter((id) => id !== "profiles" && id !== "summary");
    first[columnIndex] = [...leading, ...target, ...trailing];
  });
  pages[0] = first;
  return pages;
}
