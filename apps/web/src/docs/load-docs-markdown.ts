import type { DocsPage } from "./docs-pages";

// The Markdown of docs/ (paths relative to this file), each file a chunk loaded when its
// page opens. The keys keep the paths, so a page is matched by its source's end.
const sources = import.meta.glob<string>(["../../../../docs/*.md", "../../../../docs/user/*.md"], {
  query: "?raw",
  import: "default",
});

/** The Markdown of a page, fetched from its chunk. */
export async function loadDocsMarkdown(page: DocsPage): Promise<string> {
  const entry = Object.entries(sources).find(([key]) => key.endsWith(`/${page.source}`));
  if (!entry) throw new Error(`${page.source} is not bundled`);
  return entry[1]();
}
