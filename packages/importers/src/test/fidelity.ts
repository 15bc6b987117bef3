import type { ImportIssue, IssuePath } from "../import-issue";

/*
 * How much of a file an import kept: every non-empty text, number or true/false of the
 * input is looked up in the imported data. A value is "kept" when its text (its Markdown
 * and HTML markup aside, white space collapsed) appears in the data, "mangled" when it
 * appears only once case, punctuation and spacing are ignored, "lost" otherwise; a lost
 * value is "warned" when a warning names its path or a path above it.
 */

export type Outcome = "kept" | "mangled" | "lost";

export interface ValueOutcome {
  path: IssuePath;
  value: string;
  outcome: Outcome;
  warned: boolean;
}

export interface Fidelity {
  values: ValueOutcome[];
  kept: number;
  mangled: number;
  lost: number;
  /** Lost values without a warning on their path. */
  silentlyLost: number;
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", "#39": "'" };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, entity: string) => {
    if (entity in entities) return entities[entity] ?? match;
    if (entity[0] === "#") return String.fromCodePoint(entity[1]?.toLowerCase() === "x" ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10));
    return match;
  });
}

/** Text without HTML tags (a link as its text, then its target) and entities, white space collapsed. */
function plain(text: string): string {
  return decode(
    text
      .replace(/<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, "$2 $1")
      .replace(/<\/?(?:p|br|li|ul|ol|h[1-6]|div|blockquote|pre)\b[^>]*>/gi, " ")
      .replace(/<[^>]+>/g, ""),
  )
    .replace(/\s+/g, " ")
    .trim();
}

// Text that holds a closed pair of tags, a line break or a list item is HTML (the importers' rule).
const htmlMarkup = /<([a-z][a-z0-9]*)\b[^>]*>[\s\S]*?<\/\1\s*>|<br\s*\/?>|<li\b/i;

/** A value of the input as it should show: Markdown bullets, emphasis and link syntax removed. */
function shown(value: string): string {
  const markdown = value
      .replace(/\[([^\]]*)\]\(([^)]*)\)/g, "$1 $2")
      .replace(/^\s*(?:[-*+•◦▪‣–—]|\d+[.)])\s*/gm, "")
      .replace(/^#{1,6}\s+/gm, "")
      .replace(/(\*\*|__)(.+?)\1/g, "$2")
      .replace(/(^|[^*\w])\*(?!\s)([^*]+?)\*(?!\w)/g, "$1$2");
  return htmlMarkup.test(value) ? plain(markdown) : markdown.replace(/\s+/g, " ").trim();
}

const fold = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

/** Every non-empty scalar of a JSON value with its path, but for keys in `skip` (at any depth). */
export function leaves(value: unknown, skip: readonly string[] = [], path: IssuePath = []): { path: IssuePath; value: string }[] {
  if (value === null || value === undefined) return [];
  if (typeof value === "string") return value.trim() === "" ? [] : [{ path, value }];
  if (typeof value === "number" || typeof value === "boolean") return [{ path, value: String(value) }];
  if (Array.isArray(value)) return value.flatMap((entry, index) => leaves(entry, skip, [...path, index]));
  if (typeof value === "object") {
    return Object.entries(value).flatMap(([key, entry]) => (skip.includes(key) ? [] : leaves(entry, skip, [...path, key])));
  }
  return [];
}

function isPrefix(prefix: IssuePath, path: IssuePath): boolean {
  return prefix.length <= path.length && prefix.every((part, index) => String(part) === String(path[index]));
}

/**
 * The fidelity of one import: `input` is the file's parsed content (or the values of its
 * rows), `output` the imported data, `warnings` what the import said.
 */
export function measureFidelity(input: { path: IssuePath; value: string }[], output: unknown, warnings: readonly ImportIssue[]): Fidelity {
  const texts = leaves(output, ["id"]).map((leaf) => plain(leaf.value));
  const haystack = texts.join(" ¦ ");
  const folded = fold(haystack);
  const values = input.map(({ path, value }): ValueOutcome => {
    const text = shown(value);
    const outcome: Outcome = text === "" || haystack.includes(text) ? "kept" : fold(text) !== "" && folded.includes(fold(text)) ? "mangled" : "lost";
    return { path, value, outcome, warned: warnings.some((warning) => isPrefix(warning.path, path)) };
  });
  const count = (outcome: Outcome) => values.filter((value) => value.outcome === outcome).length;
  return {
    values,
    kept: count("kept"),
    mangled: count("mangled"),
    lost: count("lost"),
    silentlyLost: values.filter((value) => value.outcome === "lost" && !value.warned).length,
  };
}
