import { FilterXSS } from "xss";

/**
 * Tags rich text may hold, with the attributes each may carry. Everything else is removed:
 * the tag itself always, its content too for the tags in `droppedBodyTags`.
 */
const allowedTags: Record<string, string[]> = {
  p: ["style"],
  br: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  strike: [],
  mark: [],
  code: [],
  pre: [],
  blockquote: [],
  ul: [],
  ol: [],
  li: [],
  a: ["href", "target", "rel"],
  h2: ["style"],
  h3: ["style"],
  h4: ["style"],
  span: ["style"],
  img: ["src", "alt"],
};

/**
 * Removed together with everything between their opening and closing tag: code, styles,
 * embedded documents and foreign markup must never surface as visible text either.
 */
const droppedBodyTags = new Set([
  "script",
  "style",
  "iframe",
  "frame",
  "frameset",
  "object",
  "applet",
  "noscript",
  "noembed",
  "noframes",
  "template",
  "textarea",
  "title",
  "xmp",
  "svg",
  "math",
  "select",
]);

const textAlignValues = new Set(["left", "center", "right", "justify"]);

/** Every link that opens a new tab carries this, so the opened page cannot reach back. */
export const safeLinkRel = "noopener noreferrer nofollow";

function isSafeHref(value: string): boolean {
  return /^(?:https?:|mailto:)/i.test(value);
}

function isSafeImageSrc(value: string): boolean {
  // Same-origin paths ("/uploads/a.webp") but not protocol-relative ("//evil") addresses.
  return /^https?:/i.test(value) || /^\/(?![/\\])/.test(value);
}

/** Keeps only a valid `text-align` declaration, written the way rich-text editors write it. */
function sanitizeStyle(value: string): string | undefined {
  let align: string | undefined;
  for (const declaration of value.split(";")) {
    const colon = declaration.indexOf(":");
    if (colon === -1) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const setting = declaration.slice(colon + 1).trim().toLowerCase();
    if (property === "text-align" && textAlignValues.has(setting)) align = setting;
  }
  return align === undefined ? undefined : `text-align: ${align}`;
}

/**
 * What a browser would make of an attribute value's scheme: numeric character references
 * (&#106;, &#x6A;) and the HTML5 &colon;, &tab; and &newline; decoded, control characters
 * blanked. Other named references are left alone: the scheme checks fail closed on them.
 */
function decodeAttribute(raw: string): string {
  const decoded = raw
    .replace(/&#(x[0-9a-f]+|[0-9]+);?/gi, (_match, code: string) => {
      const point = code[0] === "x" || code[0] === "X" ? parseInt(code.slice(1), 16) : parseInt(code, 10);
      return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : "";
    })
    .replace(/&quot;?/gi, '"')
    .replace(/&colon;?/gi, ":")
    .replace(/&(?:tab|newline);?/gi, " ");
  let visible = "";
  for (const char of decoded) {
    const code = char.charCodeAt(0);
    visible += code < 32 || code === 127 ? " " : char;
  }
  return visible.trim();
}

function escapeAttribute(value: string): string {
  return value.replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Serialises one allowed attribute, or returns "" to drop it. */
function sanitizeAttribute(name: string, rawValue: string): string {
  // The checks below see what a browser would see, and the decoded value is what is written.
  const value = decodeAttribute(rawValue);
  switch (name) {
    case "href":
      return isSafeHref(value) ? `href="${escapeAttribute(value)}"` : "";
    case "src":
      return isSafeImageSrc(value) ? `src="${escapeAttribute(value)}"` : "";
    case "alt":
      return `alt="${escapeAttribute(value)}"`;
    case "target":
      return value.toLowerCase() === "_blank" ? 'target="_blank"' : "";
    case "rel":
      return `rel="${safeLinkRel}"`;
    case "style": {
      const style = sanitizeStyle(value);
      return style === undefined ? "" : `style="${style}"`;
    }
    default:
      return "";
  }
}

/** Filters one document; a fresh filter per call because it tracks the ranges to cut. */
function filterOnce(html: string): string {
  // Ranges of the output to cut away: from an opening droppedBodyTags tag to its closing tag.
  const cuts: [number, number][] = [];
  let open: { tag: string; position: number } | undefined;

  const filter = new FilterXSS({
    whiteList: allowedTags,
    css: false,
    stripBlankChar: true,
    allowCommentTag: false,
    onTagAttr: (_tag, name, value, isWhiteAttr) => (isWhiteAttr ? sanitizeAttribute(name, value) : ""),
    onIgnoreTag: (tag, html, info) => {
      // "1 < 2 > 0": not a tag to a browser either, so it stays as (escaped) text.
      if (!/^[a-z][a-z0-9-]*$/.test(tag)) return html.replace(/</g, "&lt;").replace(/>/g, "&gt;");
      if (droppedBodyTags.has(tag)) {
        const position = info.position ?? 0;
        if (!info.isClosing && open === undefined) open = { tag, position };
        else if (info.isClosing && open?.tag === tag) {
          cuts.push([open.position, position]);
          open = undefined;
        }
      }
      return "";
    },
  });

  const output = filter.process(html);
  // An unclosed <script> swallows the rest of the document in a browser too.
  if (open !== undefined) cuts.push([open.position, output.length]);
  let result = "";
  let last = 0;
  for (const [start, end] of cuts) {
    result += output.slice(last, start);
    last = end;
  }
  return result + output.slice(last);
}

/** Adds the safe `rel` to links opening a new tab that lack one; drops images left without a source. */
function finishTags(html: string): string {
  // Text can hold no "<" here (the filter escapes it), so every "<a " or "<img" is a real tag
  // whose attribute values are quoted and free of ">".
  return html
    .replace(/<a\s[^>]*>/g, (tag) =>
      /\starget="_blank"/.test(tag) && !/\srel="/.test(tag) ? `${tag.slice(0, -1)} rel="${safeLinkRel}">` : tag,
    )
    .replace(/<img\b[^>]*>/g, (tag) => (/\ssrc="/.test(tag) ? tag : ""));
}

/**
 * The one HTML sanitiser of Vitae, used on every write of rich text and again at render.
 *
 * An allowlist: paragraphs, line breaks, inline emphasis (strong, b, em, i, u, s, strike,
 * mark, code), pre, blockquote, lists, h2 to h4, span, links (http, https, mailto; a
 * `target="_blank"` link always gets `rel="noopener noreferrer nofollow"`) and images
 * (http, https or a same-origin path). The only style kept is `text-align` on p, span and
 * headings. Every other tag is removed (scripts, styles, frames and foreign markup with their
 * content), as are event handlers and every other attribute. Idempotent: sanitising the
 * output again changes nothing.
 */
export function sanitizeHtml(html: string): string {
  if (!html) return "";
  return finishTags(filterOnce(html));
}
