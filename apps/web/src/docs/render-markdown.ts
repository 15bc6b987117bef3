import { projectLinks } from "@vitae/schema";
import { Marked, type Tokens } from "marked";
import { FilterXSS } from "xss";
import { docsPageBySource } from "./docs-pages";

// A stand-in origin to resolve a document's relative links against its place in the repository.
const repositoryOrigin = "https://repository.invalid";

/**
 * Where a link of the document at `source` (a repository path) leads in the app: another
 * bundled document to its /docs page, any other file of the repository to the repository's
 * web page, an address of the app (/auth/register) or of the web as written.
 */
export function resolveDocsLink(href: string, source: string): string {
  if (href.startsWith("#") || /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith("/")) return href;
  const resolved = new URL(href, `${repositoryOrigin}/${source}`);
  const target = resolved.pathname.slice(1);
  const page = docsPageBySource(target);
  if (page) return `/docs/${page.slug}${resolved.hash}`;
  return `${projectLinks.repository}/blob/main/${target}${resolved.hash}`;
}

/** The anchor of a heading: lower case, words joined by hyphens, as GitHub names them. */
export function headingId(text: string): string {
  return text
    .toLowerCase()
    .replace(/<[^>]*>/g, "")
    .replace(/[^\p{L}\p{N}\s-]/gu, "")
    .trim()
    .replace(/\s+/g, "-");
}

const cell = ["align"];
// What documentation needs, and nothing that runs: no scripts, styles, event handlers or frames.
const sanitiser = new FilterXSS({
  whiteList: {
    h1: ["id"],
    h2: ["id"],
    h3: ["id"],
    h4: ["id"],
    p: [],
    a: ["href", "title"],
    ul: [],
    ol: ["start"],
    li: [],
    strong: [],
    em: [],
    del: [],
    code: [],
    pre: [],
    blockquote: [],
    hr: [],
    br: [],
    table: [],
    thead: [],
    tbody: [],
    tr: [],
    th: cell,
    td: cell,
  },
  stripIgnoreTag: true,
  stripIgnoreTagBody: ["script", "style"],
});

/** Markdown of the repository's docs/ as safe HTML for the /docs pages. */
export function renderDocsMarkdown(markdown: string, source: string): string {
  const marked = new Marked({
    gfm: true,
    walkTokens(token) {
      if (token.type === "link") (token as Tokens.Link).href = resolveDocsLink((token as Tokens.Link).href, source);
    },
    renderer: {
      heading({ tokens, depth }) {
        const inner = this.parser.parseInline(tokens);
        return `<h${depth} id="${headingId(inner)}">${inner}</h${depth}>\n`;
      },
    },
  });
  return sanitiser.process(marked.parse(markdown, { async: false }));
}
