/** LinkedIn's list cells: "[a,b]" or a bare value; empty entries dropped. */
function listEntries(cell: string, separator: RegExp): string[] {
  const inner = cell.trim().replace(/^\[/, "").replace(/\]$/, "");
  return inner
    .split(separator)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
}

/** Twitter handles from the Profile's "Twitter Handles" cell, e.g. "[ada,@babbage]" -> ["ada", "babbage"]. */
export function parseTwitterHandles(cell: string): string[] {
  return listEntries(cell, /,/).map((handle) => handle.replace(/^@/, "")).filter((handle) => handle !== "");
}

export interface LinkedInWebsite {
  /** LinkedIn's kind of site, e.g. "Portfolio" for PORTFOLIO; "" when the cell gives none. */
  kind: string;
  url: string;
}

/**
 * Websites from the Profile's "Websites" cell, e.g. "[PORTFOLIO:https://a.dev,COMPANY:https://b.com]".
 * Entries are split only before an upper-case KIND:, so commas inside addresses survive.
 */
export function parseWebsites(cell: string): LinkedInWebsite[] {
  return listEntries(cell, /,(?=\s*[A-Z][A-Z_ ]*:(?!\/\/))/).map((entry) => {
    const match = /^([A-Z][A-Z_ ]*):(?!\/\/)(.*)$/.exec(entry);
    if (!match) return { kind: "", url: entry };
    const kind = (match[1] ?? "").trim().toLowerCase().replace(/_/g, " ");
    return { kind: kind.charAt(0).toUpperCase() + kind.slice(1), url: (match[2] ?? "").trim() };
  });
}
