/**
 * Rich text as the words a reader sees. Rich text here is what the sanitiser keeps: a few tags
 * and the entities it writes (`&amp; &lt; &gt; &quot; &#39; &nbsp;`). A block's end and a line
 * break become `blockBreak`; other tags vanish without a space, so "<b>Re</b>act" stays one
 * word. `&amp;` is decoded last, so "&amp;lt;" reads "&lt;", as it shows.
 */
export function richTextToPlain(html: string, blockBreak = " "): string {
  return html
    .replace(/<\/(?:p|li|h[1-6]|div|blockquote)>|<br\s*\/?>/gi, blockBreak)
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
}
