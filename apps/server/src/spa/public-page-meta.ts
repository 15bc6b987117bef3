/*
 * Share previews for /{username}/{slug}, the public resume page: the SPA's index.html with the
 * resume's title, description and Open Graph tags, so a shared link previews well in chat
 * apps and search results, which do not run the app's JavaScript. Every value is escaped.
 */
import type { Resume } from "@vitae/schema";

/** First path segments that belong to the app or the server, never to a username. */
const reservedSegments = new Set(["api", "artboard", "assets", "auth", "dashboard", "builder", "docs"]);

/** `{username, slug}` when `urlPath` (without query) is a public resume's address, else null. */
export function publicResumeAddress(urlPath: string): { username: string; slug: string } | null {
  const match = /^\/([^/]+)\/([^/]+)\/?$/.exec(urlPath);
  if (!match) return null;
  try {
    const username = decodeURIComponent(match[1] ?? "");
    const slug = decodeURIComponent(match[2] ?? "");
    if (!username || !slug || reservedSegments.has(username.toLowerCase())) return null;
    return { username, slug };
  } catch {
    // A malformed %-escape: not an address we ever handed out.
    return null;
  }
}

const htmlEscapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text made safe for HTML element content and double- or single-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

const namedEntities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** The visible text of a rich-text (HTML) field, on one line. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === "#") {
        const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : " ";
      }
      return namedEntities[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, " ")
    .trim();
}

/** At most `max` characters (code points), cut at a word when one ends near the limit. */
function truncate(text: string, max: number): string {
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  const cut = characters.slice(0, max - 1).join("");
  const atWord = cut.replace(/\s+\S*$/, "");
  return `${atWord.length >= max * 0.6 ? atWord : cut}…`;
}

export interface PublicPageMeta {
  title: string;
  description: string;
  /** The page's absolute address (og:url). */
  url: string;
  /** An absolute picture address for og:image, when there is one. */
  image?: string;
  /** The language of the resume shown, for `<html lang>`. */
  language?: string | undefined;
  /** The page in each of its languages (absolute addresses), for `<link rel="alternate" hreflang>`. */
  alternates?: { hreflang: string; href: string }[];
}

/** Title "{title} – {name}" and the headline, else the summary's first 160 characters. */
export function publicPageMeta(resume: Pick<Resume, "title" | "data">, url: string): PublicPageMeta {
  const { basics, sections } = resume.data;
  const name = basics.name.trim();
  const title = name ? `${resume.title} – ${name}` : resume.title;
  const summary = sections.summary.visible ? htmlToText(sections.summary.content) : "";
  const description = basics.headline.trim() || truncate(summary, 160);
  return { title, description, url };
}

/** The tags for `<head>`: title, description, Open Graph, Twitter card and the page's other languages. */
export function metaTags(meta: PublicPageMeta): string {
  const property = (name: string, content: string) => `<meta property="${name}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    property("og:title", meta.title),
    property("og:description", meta.description),
    property("og:type", "profile"),
    property("og:url", meta.url),
    ...(meta.image ? [property("og:image", meta.image)] : []),
    `<meta name="twitter:card" content="${meta.image ? "summary_large_image" : "summary"}" />`,
    // Open Graph writes a locale with an underscore (de_DE).
    ...(meta.language ? [property("og:locale", meta.language.replace("-", "_"))] : []),
    ...(meta.alternates ?? [])
      .filter((alternate) => alternate.hreflang !== meta.language && alternate.hreflang !== "x-default")
      .map((alternate) => property("og:locale:alternate", alternate.hreflang.replace("-", "_"))),
    ...(meta.alternates ?? []).map(
      (alternate) => `<link rel="alternate" hreflang="${escapeHtml(alternate.hreflang)}" href="${escapeHtml(alternate.href)}" />`,
    ),
  ];
  return tags.join("\n    ");
}

/** `<html>`'s `lang` attribute set to `language` (added when the tag has none). */
function withLanguage(html: string, language: string | undefined): string {
  if (!language) return html;
  const lang = `lang="${escapeHtml(language)}"`;
  return html.replace(/<html\b[^>]*>/i, (tag) =>
    /\slang\s*=/i.test(tag) ? tag.replace(/\slang\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/i, () => ` ${lang}`) : tag.replace(/^<html/i, () => `<html ${lang}`),
  );
}

/**
 * index.html with its own title and description replaced by the resume's tags, and the
 * resume's language on `<html>`. Replacements are functions, so `$&` and friends in a
 * resume's text are never read as patterns.
 */
export function injectMeta(indexHtml: string, meta: PublicPageMeta): string {
  const tags = metaTags(meta);
  const withoutDescription = withLanguage(indexHtml, meta.language).replace(/[ \t]*<meta\s+name=["']description["'][^>]*>\s*/i, "");
  const titlePattern = /<title\b[^>]*>[\s\S]*?<\/title\s*>/i;
  if (titlePattern.test(withoutDescription)) return withoutDescription.replace(titlePattern, () => tags);
  if (/<\/head\s*>/i.test(withoutDescription)) return withoutDescription.replace(/<\/head\s*>/i, (end) => `${tags}\n  ${end}`);
  return withoutDescription.replace(/^(<!doctype[^>]*>)?/i, (doctype) => `${doctype}${tags}`);
}
