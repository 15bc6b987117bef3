const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => escapes[char] ?? char);
}

/**
 * Plain text as rich text (HTML): escaped, a paragraph per blank-line-separated block,
 * line breaks kept. Markup in the text shows as text; it is never interpreted.
 */
export function textToHtml(text: string | undefined | null): string {
  const paragraphs = (text ?? "")
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== "");
  return paragraphs.map((block) => `<p>${escapeHtml(block).replace(/\n/g, "<br>")}</p>`).join("");
}

/** A bulleted list as rich text; empty entries are left out, no entries give "". */
export function listToHtml(items: readonly (string | null | undefined)[] | undefined): string {
  const entries = (items ?? []).map((item) => (item ?? "").trim()).filter((item) => item !== "");
  return entries.length === 0 ? "" : `<ul>${entries.map((item) => `<li><p>${escapeHtml(item)}</p></li>`).join("")}</ul>`;
}

const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (match, entity: string) => {
    if (entity[0] === "#") {
      const code = entity[1] === "x" || entity[1] === "X" ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    }
    return named[entity.toLowerCase()] ?? match;
  });
}

function stripTags(html: string): string {
  return decodeEntities(html.replace(/<br\s*\/?>/gi, "\n").replace(/<[^>]*>/g, ""));
}

/**
 * Rich text back to plain text for the JSON Resume export, without a DOM: list items
 * become `items` (JSON Resume's highlights or courses), paragraphs are separated by a
 * blank line. The inverse of `textToHtml` + `listToHtml` for what those produce.
 */
export function htmlToText(html: string): { text: string; items: string[] } {
  const items: string[] = [];
  const withoutLists = html.replace(/<(ul|ol)\b[^>]*>([\s\S]*?)<\/\1>/gi, (_list, _tag, body: string) => {
    for (const [, item = ""] of body.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/gi)) {
      const entry = stripTags(item).trim();
      if (entry !== "") items.push(entry);
    }
    return "\n\n";
  });
  const text = withoutLists
    .replace(/<\/(p|h[1-6]|blockquote|pre)>/gi, "\n\n")
    .split(/\n\s*\n/)
    .map((block) => stripTags(block).trim())
    .filter((block) => block !== "")
    .join("\n\n");
  return { text, items };
}

/** Rich text blocks joined, skipping empty ones. */
export function joinHtml(...parts: string[]): string {
  return parts.filter((part) => part !== "").join("");
}
