import { sanitizeHtml } from "@vitae/schema";

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/*
 * The schema's sanitiser is the one authority on where rich text may point: asking it
 * keeps the editor from accepting an address that the next save would silently drop.
 */

/** Whether a link to `href` survives sanitising (http, https and mailto addresses). */
export function isAcceptedHref(href: string): boolean {
  return sanitizeHtml(`<a href="${escapeAttribute(href)}">x</a>`).includes(" href=");
}

/** Whether an image from `src` survives sanitising (http, https or a same-origin path). */
export function isAcceptedImageSrc(src: string): boolean {
  return sanitizeHtml(`<img src="${escapeAttribute(src)}">`) !== "";
}
