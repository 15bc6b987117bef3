import { sanitizeHtml } from "@vitae/schema";

import { classNames } from "./class-names";

/** Whether sanitised HTML shows anything: text other than white space, or an image. */
function hasVisibleContent(html: string): boolean {
  if (/<img\s/i.test(html)) return true;
  return (
    html
      .replace(/<[^>]*>/g, "")
      .replace(/&nbsp;|&#160;/gi, " ")
      .trim() !== ""
  );
}

/** Whether rich text would render anything once sanitised. */
export function hasRichContent(html: string): boolean {
  return hasVisibleContent(sanitizeHtml(html));
}

export interface RichTextProps {
  /** User HTML from the rich-text editor; sanitised here whatever its origin. */
  html: string;
  className?: string;
}

/**
 * Rich text (summaries). Always passed through `sanitizeHtml` at render, even though it
 * was sanitised when saved: stored data may predate a rule or come from an import.
 */
export function RichText({ html, className }: RichTextProps) {
  const clean = sanitizeHtml(html);
  if (!hasVisibleContent(clean)) return null;
  return <div className={classNames("vitae-rich-text", className)} dangerouslySetInnerHTML={{ __html: clean }} />;
}
