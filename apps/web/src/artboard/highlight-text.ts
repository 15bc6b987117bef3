/*
 * Marks runs of the resume's text that the builder names (SET_HIGHLIGHTS): the findings of the
 * resume check and a job description's matched words. The marks are CSS Custom Highlights,
 * which paint over text ranges without adding elements, so pagination and the page size
 * never change because of them.
 */

/** The name of the highlight the artboard's stylesheet paints (`::highlight(vitae-check)`). */
export const checkHighlightName = "vitae-check";

/** Where each character of the flattened text came from. */
type Position = { node: Text; offset: number };

/**
 * The text under `root` flattened for matching: lower case, every run of white space one
 * space (a PDF's text joins lines and columns with spaces, a template may print a heading in
 * capitals through CSS), with the DOM position of each character kept.
 */
function flatten(root: Node): { text: string; positions: Position[] } {
  const walker = root.ownerDocument!.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */, {
    // The resume's custom CSS sits in a <style> among the pages: not text anyone reads.
    acceptNode: (node) => (node.parentElement?.closest("style, script") ? 2 /* FILTER_REJECT */ : 1 /* FILTER_ACCEPT */),
  });
  let text = "";
  const positions: Position[] = [];
  let lastWasSpace = true;
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const value = node.data;
    for (let offset = 0; offset < value.length; offset++) {
      const char = value[offset]!;
      if (/\s/.test(char)) {
        if (lastWasSpace) continue;
        lastWasSpace = true;
        text += " ";
      } else {
        lastWasSpace = false;
        const lower = char.toLowerCase();
        // A letter whose lower case is longer (a few ligatures) keeps its own form so that
        // each character of `text` stays one position.
        text += lower.length === 1 ? lower : char;
      }
      positions.push({ node, offset });
    }
  }
  return { text, positions };
}

function normalise(term: string): string {
  return term.trim().replace(/\s+/g, " ").toLowerCase();
}

/** Every occurrence of each term in the text under `root`, as DOM ranges, in document order per term. */
export function findTextRanges(root: Node, terms: readonly string[]): Range[] {
  const wanted = [...new Set(terms.map(normalise).filter((term) => term !== ""))];
  if (wanted.length === 0) return [];
  const { text, positions } = flatten(root);
  const ranges: Range[] = [];
  for (const term of wanted) {
    for (let start = text.indexOf(term); start !== -1; start = text.indexOf(term, start + term.length)) {
      const first = positions[start]!;
      const last = positions[start + term.length - 1]!;
      const range = root.ownerDocument!.createRange();
      range.setStart(first.node, first.offset);
      range.setEnd(last.node, last.offset + 1);
      ranges.push(range);
    }
  }
  return ranges;
}

/** The parts of the CSS Custom Highlight API the artboard uses; absent in older browsers. */
type HighlightRegistry = { set(name: string, highlight: unknown): unknown; delete(name: string): boolean };
type HighlightApi = { registry: HighlightRegistry; create: (ranges: Range[]) => unknown };

/** The window's highlight API, or null where the browser has none (the marks are then left out). */
export function highlightApi(win: Window): HighlightApi | null {
  const css = (win as unknown as { CSS?: { highlights?: HighlightRegistry } }).CSS;
  const Highlight = (win as unknown as { Highlight?: new (...ranges: Range[]) => unknown }).Highlight;
  if (!css?.highlights || !Highlight) return null;
  return { registry: css.highlights, create: (ranges) => new Highlight(...ranges) };
}

/** What was marked: how many runs, and where the first one starts (CSS px from the top of the document). */
export type MarkedRuns = { count: number; top?: number };

/** Marks every occurrence of `terms` under `root`, replacing the previous marks. */
export function showHighlights(api: HighlightApi | null, root: Node, terms: readonly string[]): MarkedRuns {
  if (!api) return { count: 0 };
  const ranges = findTextRanges(root, terms);
  if (ranges.length === 0) {
    api.registry.delete(checkHighlightName);
    return { count: 0 };
  }
  api.registry.set(checkHighlightName, api.create(ranges));
  const scrollY = root.ownerDocument?.defaultView?.scrollY ?? 0;
  const top = Math.min(...ranges.map((range) => range.getBoundingClientRect().top + scrollY));
  return { count: ranges.length, top: Math.max(0, top) };
}
