import type { ResumeData } from "@vitae/schema";

/** The two columns of one layout page, as ordered lists of section keys. */
export interface PageColumns {
  main: string[];
  sidebar: string[];
}

/**
 * The main and sidebar section keys of layout page `pageIndex` (empty past the last page).
 * Imported layouts may hold more than two columns; any beyond the second join the sidebar so
 * no section is lost.
 */
export function pageColumns(data: ResumeData, pageIndex: number): PageColumns {
  const page = data.metadata.layout[pageIndex] ?? [];
  const [main = [], ...rest] = page;
  return { main: [...main], sidebar: rest.flat() };
}
