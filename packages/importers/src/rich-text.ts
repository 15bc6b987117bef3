import { Marked } from "marked";

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

/** A bulleted list as rich text; empty entries are left out, no entries give "". Each entry is plain text. */
export function listToHtml(items: readonly (string | null | undefined)[] | undefined): string {
  const entries = (items ?? []).map((item) => (item ?? "").trim()).filter((item) => item !== "");
  return entries.length === 0 ? "" : `<ul>${entries.map((item) => `<li><p>${escapeHtml(item)}</p></li>`).join("")}</ul>`;
}

// A closed pair of tags (`<strong>…</strong>`), a line break or a list item: text that holds
// one was written as HTML, and its tags are read as such. A lone `<code>` in prose is text.
const htmlMarkup = /<([a-z][a-z0-9]*)\b[^>]*>[\s\S]*?<\/\1\s*>|<br\s*\/?>|<li\b/i;

function markdownParser(allowHtml: boolean): Marked {
  return new Marked({
    gfm: true,
    // A single line break in a résumé text is meant as one, as in the plain-text import before.
    breaks: true,
    renderer: allowHtml ? {} : { html: ({ text }) => escapeHtml(text) },
  });
}

const withHtml = markdownParser(true);
const withoutHtml = markdownParser(false);

/**
 * Marked's HTML in the shape our rich-text editor writes: no white space between tags,
 * list items holding paragraphs, headings within h2–h4 (what the sanitiser keeps).
 */
function editorShape(html: string): string {
  return html
    .replace(/>\s*\n\s*</g, "><")
    .trim()
    .replace(/<(\/?)h1\b/gi, "<$1h2")
    .replace(/<(\/?)h[56]\b/gi, "<$1h4")
    .replace(/<li>(?!<p>)([\s\S]*?)(?=<ul>|<ol>|<\/li>)/g, (_match, content: string) =>
      content.trim() === "" ? "<li>" : `<li><p>${content.trim()}</p>`,
    );
}

/**
 * Text from another résumé tool as rich text: Markdown (paragraphs, `- ` and `1.` lists,
 * `**bold**`, `*italic*`, links, line breaks) and HTML (`<strong>`, `<ul><li>`) become our
 * rich text; the result is sanitised by the import like all rich text. Text without
 * HTML markup shows any stray angle brackets as text.
 */
export function markdownToHtml(text: string | undefined | null): string {
  const source = (text ?? "").replace(/\r\n?/g, "\n").trim();
  if (source === "") return "";
  const parser = htmlMarkup.test(source) ? withHtml : withoutHtml;
  return editorShape(parser.parse(source, { async: false }));
}

/** Inline Markdown (`**bold**`, links) of one line, such as a highlight, as rich text without a paragraph. */
export function inlineMarkdownToHtml(text: string): string {
  const source = text.trim();
  const parser = htmlMarkup.test(source) ? withHtml : withoutHtml;
  return parser.parseInline(source, { async: false }).trim();
}

/** A bulleted list of Markdown lines (highlights, courses) as rich text; empty entries are left out. */
export function markdownListToHtml(items: readonly (string | null | undefined)[] | undefined): string {
  const entries = (items ?? []).map((item) => (item ?? "").trim()).filter((item) => item !== "");
  return entries.length === 0 ? "" : `<ul>${entries.map((item) => `<li><p>${inlineMarkdownToHtml(item)}</p></li>`).join("")}</ul>`;
}

// A line that starts with a bullet as people type them in plain-text fields: •, ◦, ▪, -, –, —, *.
const bulletLine = /^\s*[•◦▪‣\-–—*]\s*(.*)$/;

/**
 * Plain text (no markup language, as in a LinkedIn export) as rich text: paragraphs and
 * line breaks as in `textToHtml`, and runs of lines starting with a bullet (•, -, –, *)
 * as a bulleted list. Everything is escaped: markup shows as text.
 */
export function plainTextToHtml(text: string | undefined | null): string {
  const lines = (text ?? "").replace(/\r\n?/g, "\n").split("\n");
  const blocks: string[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  const flushParagraph = () => {
    const content = paragraph.map((line) => line.trim()).filter((line) => line !== "");
    if (content.length > 0) blocks.push(`<p>${content.map(escapeHtml).join("<br>")}</p>`);
    paragraph = [];
  };
  const flushList = () => {
    if (list.length > 0) blocks.push(`<ul>${list.map((item) => `<li><p>${escapeHtml(item)}</p></li>`).join("")}</ul>`);
    list = [];
  };
  for (const line of lines) {
    const bullet = bulletLine.exec(line);
    if (bullet && (bullet[1] ?? "").trim() !== "") {
      flushParagraph();
      list.push((bullet[1] ?? "").trim());
    } else if (line.trim() === "") {
      flushParagraph();
      flushList();
    } else {
      flushList();
      paragraph.push(line);
    }
  }
  flushParagraph();
  flushList();
  return blocks.join("");
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
