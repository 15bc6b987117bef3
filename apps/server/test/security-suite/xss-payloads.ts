import { type ResumeData, resumeLimits } from "@vitae/schema";
import { expect } from "vitest";

/**
 * What a payload does if it ever runs: opens a dialog, sets a global flag, and writes a
 * word into the page that the payload's own text does not contain (it is decoded at run
 * time), so a PDF or a page showing the payload as text never shows the word.
 */
export const xssEffect = "alert(1),window.__xss=1,document.body.append(atob(/UFdORUQ/.source))";
export const xssMarker = "PWNED";

/** Classic, nested and mutation payloads (mXSS), each a different way past a naive filter. */
export const xssPayloads: readonly string[] = [
  `<img src=x onerror=${xssEffect}>`,
  `<script>${xssEffect}</script>`,
  `<a href="javascript:${xssEffect}">javascript link</a>`,
  `<a href="&#106;avascript&colon;${xssEffect}">encoded javascript link</a>`,
  `<svg onload=${xssEffect}><circle r="1"></circle></svg>`,
  `<svg/onload=${xssEffect}>`,
  `<scr<script>ipt>${xssEffect}</scr</script>ipt>`,
  `<svg><style><img src=x onerror=${xssEffect}></style></svg>`,
  `<noscript><p title="</noscript><img src=x onerror=${xssEffect}>">`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${xssEffect}>`,
  `<iframe srcdoc="<script>${xssEffect}</script>"></iframe>`,
  `<details open ontoggle=${xssEffect}>details</details>`,
  `<p style="background:url(javascript:${xssEffect})">styled</p>`,
];

/** Custom CSS that tries to close its <style> element and run a script after it. */
export const cssPayload = `</style><script>${xssEffect}</script><style>`;

type Path = readonly (string | number)[];

// Strings that are not free text: identifiers, layout keys, design settings, and fields with
// their own format (links and emails are validated; the picture address is checked apart).
const notText = new Set(["id", "href", "email", "template", "family", "subset", "variants", "format", "layout", "css", "theme"]);

/** Whether a string field holds rich text (HTML), as docs/resume-api.md lists them. */
export function isRichTextPath(path: Path): boolean {
  const key = path.join(".");
  return (
    key === "sections.summary.content" ||
    key === "metadata.notes" ||
    /^sections\.(custom\.[^.]+|[a-z]+)\.items\.\d+\.summary$/.test(key) ||
    // Custom fields are plain text, but one holding markup is sanitised like rich text.
    /^basics\.customFields\.\d+\.value$/.test(key)
  );
}

/** Every free-text string of resume data (rich text included), with its path. */
export function textFields(data: unknown, path: Path = []): { path: Path; value: string }[] {
  if (typeof data === "string") return [{ path, value: data }];
  if (Array.isArray(data)) return data.flatMap((item, index) => textFields(item, [...path, index]));
  if (data === null || typeof data !== "object") return [];
  return Object.entries(data).flatMap(([key, value]) => {
    if (notText.has(key) || (key === "url" && path.at(-1) === "picture")) return [];
    return textFields(value, [...path, key]);
  });
}

function setAt(target: unknown, path: Path, value: string): void {
  const parent = path.slice(0, -1).reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], target);
  (parent as Record<string | number, unknown>)[path.at(-1) as string | number] = value;
}

/**
 * A copy of `data` with every free-text field holding one of the payloads, rotated by
 * `variant` so that over `xssPayloads.length` variants every payload lands in every field
 * (cut to the limit of section names);
 * plus a custom field, visible custom CSS that tries to escape its <style>, and a
 * `javascript:` picture address.
 */
export function withPayloads(data: ResumeData, variant: number): ResumeData {
  const copy = structuredClone(data);
  copy.basics.customFields.push({ id: "xsscustomfield0000000000", icon: "", name: "Custom", value: "" });
  textFields(copy).forEach(({ path }, index) => {
    const payload = xssPayloads[(index + variant) % xssPayloads.length] ?? "";
    // Section names are limited (resumeLimits); a longer payload would be refused whole.
    const sectionName = path[0] === "sections" && path.at(-1) === "name";
    setAt(copy, path, sectionName ? payload.slice(0, resumeLimits.sectionNameMaxLength) : payload);
  });
  copy.metadata.css = { value: cssPayload, visible: true };
  copy.basics.picture.url = `javascript:${xssEffect}`;
  return copy;
}

const allowedTags = new Set(["p", "br", "strong", "b", "em", "i", "u", "s", "strike", "mark", "code", "pre", "blockquote", "ul", "ol", "li", "a", "h2", "h3", "h4", "span", "img"]);

/**
 * Checks stored HTML on its own terms, not by running the sanitiser again: only harmless
 * tags, only harmless attributes with safe values, and no `<` left that a browser could
 * read as the start of a tag.
 */
export function expectInertHtml(html: string, label: string): void {
  const tags = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[a-z]+="[^"<>]*")*)\s*\/?>/g;
  for (const [, , name = "", attributes = ""] of html.matchAll(tags)) {
    expect(allowedTags.has(name.toLowerCase()), `${label}: <${name}> in ${html}`).toBe(true);
    for (const [, attribute = "", value = ""] of attributes.matchAll(/([a-z]+)="([^"]*)"/g)) {
      const safe =
        attribute === "href"
          ? /^(https?:|mailto:)/i.test(value)
          : attribute === "src"
            ? /^(https?:|\/(?![/\\]))/i.test(value)
            : attribute === "style"
              ? /^text-align: (left|center|right|justify)$/.test(value)
              : ["alt", "target", "rel"].includes(attribute);
      expect(safe, `${label}: ${attribute}="${value}" in ${html}`).toBe(true);
    }
  }
  expect(html.replace(tags, ""), `${label}: a bare "<" in ${html}`).not.toContain("<");
}

/**
 * The stored (or served) copy of data that was sent with payloads: rich text is inert,
 * plain text is the very text that was sent (it is data, rendered as text: the e2e suite and
 * the PDF check show it stays inert there), and `omitNotes` says the notes must be empty.
 */
export function expectNeutralised(sent: ResumeData, stored: ResumeData, options: { omitNotes?: boolean } = {}): void {
  const storedFields = new Map(textFields(stored).map(({ path, value }) => [path.join("."), value]));
  const sentFields = textFields(sent);
  expect(storedFields.size).toBe(sentFields.length);
  for (const { path, value } of sentFields) {
    const key = path.join(".");
    const kept = storedFields.get(key) ?? "";
    if (options.omitNotes && key === "metadata.notes") expect(kept, key).toBe("");
    else if (isRichTextPath(path)) expectInertHtml(kept, key);
    else expect(kept, key).toBe(value);
  }
}
