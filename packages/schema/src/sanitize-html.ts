import { QuoteType, Tokenizer } from "htmlparser2";

/**
 * Tags rich text may hold, with the attributes each may carry. Everything else is removed:
 * the tag itself always, its content too for the tags in `droppedBodyTags`.
 */
const allowedTags = new Map<string, readonly string[]>(Object.entries({
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
}));

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

/** Tags without content or closing tag. */
const voidTags = new Set(["br", "img"]);

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

// eslint-disable-next-line no-control-regex -- control characters are what it matches
const controlCharacters = /[\x00-\x1f\x7f]/g;

/** A URL the way a browser reads it: control characters (tabs, line breaks) removed, blanks trimmed. */
function urlValue(value: string): string {
  return value.replace(controlCharacters, "").trim();
}

const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

function escapeText(value: string): string {
  return value.replace(/[&<>]/g, (char) => escapes[char] ?? char);
}

function escapeAttribute(value: string): string {
  return value.replace(/[&<>"]/g, (char) => escapes[char] ?? char);
}

/** Serialises one attribute (its value already decoded), or returns "" to drop it. */
function sanitizeAttribute(name: string, value: string): string {
  switch (name) {
    case "href": {
      const url = urlValue(value);
      return isSafeHref(url) ? `href="${escapeAttribute(url)}"` : "";
    }
    case "src": {
      const url = urlValue(value);
      return isSafeImageSrc(url) ? `src="${escapeAttribute(url)}"` : "";
    }
    case "alt":
      return `alt="${escapeAttribute(value.replace(controlCharacters, " ").trim())}"`;
    case "target":
      return value.trim().toLowerCase() === "_blank" ? 'target="_blank"' : "";
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

/**
 * The markup of an allowed tag without attributes, and of its closing tag, made once: a
 * large input holds hundreds of thousands of them, and a fresh string for each is garbage.
 */
const bareOpeningTags = new Map([...allowedTags.keys()].map((tag) => [tag, `<${tag}>`]));
const closingTags = new Map([...allowedTags.keys()].map((tag) => [tag, `</${tag}>`]));

/** The opening tag written for an allowed tag, or "" for an image left without a source. */
function openingTag(tag: string, attributes: Map<string, string> | undefined): string {
  if (attributes === undefined) return tag === "img" ? "" : (bareOpeningTags.get(tag) ?? "");
  const kept: string[] = [];
  for (const [name, value] of attributes) {
    const attribute = sanitizeAttribute(name, value);
    if (attribute) kept.push(attribute);
  }
  if (tag === "a" && kept.includes('target="_blank"') && !kept.some((attribute) => attribute.startsWith("rel="))) {
    kept.push(`rel="${safeLinkRel}"`);
  }
  if (tag === "img" && !kept.some((attribute) => attribute.startsWith("src="))) return "";
  return kept.length === 0 ? (bareOpeningTags.get(tag) ?? "") : `<${tag} ${kept.join(" ")}>`;
}

/** Whether text needs escaping: the same test as `escapeText`, without making a copy. */
function needsEscape(html: string, start: number, end: number): boolean {
  for (let index = start; index < end; index++) {
    const code = html.charCodeAt(index);
    if (code === 0x26 || code === 0x3c || code === 0x3e) return true;
  }
  return false;
}

/**
 * Runs htmlparser2's tokenizer (a state machine that reads each character once) and writes
 * the allowed tokens back out. No tree and no stack of open elements is kept: those cost
 * quadratic time on deeply nested input, and the output does not need them, since every tag
 * written is an allowed one and every text is escaped. The whole pass is linear in the length.
 *
 * Most rich text is already clean (what is stored was sanitised on its way in, and is
 * sanitised again at render), so a token whose sanitised markup is exactly its source text
 * is not copied: the output refers to runs of the source instead, and only tokens that
 * change are written as new strings. This is a matter of speed only: a run is kept only
 * when the source there equals, character for character, what would have been written.
 */
function sanitizeTokens(html: string): string {
  const output: string[] = [];
  // The run of the source written unchanged that is still open: [runStart, runEnd).
  let runStart = 0;
  let runEnd = 0;
  const flushRun = () => {
    if (runEnd > runStart) output.push(html.slice(runStart, runEnd));
    runStart = runEnd = 0;
  };
  /** Writes the source from start to end unchanged. */
  const keep = (start: number, end: number) => {
    if (start !== runEnd) {
      flushRun();
      runStart = start;
    }
    runEnd = end;
  };
  const write = (markup: string) => {
    flushRun();
    output.push(markup);
  };
  /** Writes markup that replaces the source from start to end: that source, if it is the same. */
  const replace = (markup: string, start: number, end: number) => {
    if (markup.length === end - start && html.startsWith(markup, start)) keep(start, end);
    else if (markup) write(markup);
  };
  /** While set, everything up to this tag's closing tag is dropped (see `droppedBodyTags`). */
  let droppedUntil: string | undefined;
  let tag = "";
  /** Where the current tag starts: its "<". */
  let tagStart = 0;
  let closing = false;
  let attributes: Map<string, string> | undefined;
  /** The attributes the current tag may carry; the others are skipped as they are read. */
  let allowedAttributes: readonly string[] | undefined;
  /** The attribute being read, "" while skipping one. */
  let attributeName = "";
  let attributeValue = "";

  /** Ends the opening tag whose ">" is at `endIndex`. */
  const finishOpeningTag = (endIndex: number) => {
    if (droppedUntil !== undefined) return;
    if (droppedBodyTags.has(tag)) droppedUntil = tag;
    else if (allowedTags.has(tag)) replace(openingTag(tag, attributes), tagStart, endIndex + 1);
  };

  const tokenizer = new Tokenizer(
    { decodeEntities: true },
    {
      ontext(start, end) {
        if (droppedUntil !== undefined) return;
        if (needsEscape(html, start, end)) write(escapeText(html.slice(start, end)));
        else keep(start, end);
      },
      ontextentity(codePoint) {
        if (droppedUntil === undefined) write(escapeText(String.fromCodePoint(codePoint)));
      },
      onopentagname(start, end) {
        tag = html.slice(start, end).toLowerCase();
        tagStart = start - 1;
        closing = false;
        attributes = undefined;
        allowedAttributes = allowedTags.get(tag);
      },
      onattribname(start, end) {
        const name = html.slice(start, end).toLowerCase();
        attributeName = allowedAttributes?.includes(name) ? name : "";
        attributeValue = "";
      },
      onattribdata(start, end) {
        if (attributeName) attributeValue += html.slice(start, end);
      },
      onattribentity(codePoint) {
        if (attributeName) attributeValue += String.fromCodePoint(codePoint);
      },
      onattribend(quote) {
        if (!attributeName) return;
        // Like a browser, the first of repeated attributes counts.
        attributes ??= new Map();
        if (!attributes.has(attributeName)) attributes.set(attributeName, quote === QuoteType.NoValue ? "" : attributeValue);
      },
      onopentagend(endIndex) {
        if (!closing) finishOpeningTag(endIndex);
      },
      onselfclosingtag(endIndex) {
        finishOpeningTag(endIndex);
      },
      onclosetag(start, end) {
        closing = true;
        const name = html.slice(start, end).toLowerCase();
        if (droppedUntil !== undefined) {
          if (name === droppedUntil) droppedUntil = undefined;
        } else if (allowedTags.has(name) && !voidTags.has(name)) {
          // The name ends at `end`; "</" and ">" around it are the usual spelling.
          replace(closingTags.get(name) ?? "", start - 2, end + 1);
        }
      },
      // Comments, CDATA, doctype and processing instructions are dropped.
      oncdata() {},
      oncomment() {},
      ondeclaration() {},
      onprocessinginstruction() {},
      onend() {},
    },
  );
  tokenizer.write(html);
  tokenizer.end();
  flushRun();
  return output.join("");
}

/**
 * The one HTML sanitiser of Vitae, used on every write of rich text and again at render.
 *
 * An allowlist: paragraphs, line breaks, inline emphasis (strong, b, em, i, u, s, strike,
 * mark, code), pre, blockquote, lists, h2 to h4, span, links (http, https, mailto; a
 * `target="_blank"` link always gets `rel="noopener noreferrer nofollow"`) and images
 * (http, https or a same-origin path). The only style kept is `text-align` on p, span and
 * headings. Every other tag is removed (scripts, styles, frames and foreign markup with their
 * content), as are comments, event handlers and every other attribute. Text and attribute
 * values are decoded the way a browser decodes them and written back escaped. It runs in
 * time linear in the input's length, and is idempotent: sanitising the output again changes
 * nothing.
 */
export function sanitizeHtml(html: string): string {
  if (!html) return "";
  return sanitizeTokens(html);
}
