import { z } from "zod";

// Schemes a browser would execute or inline rather than navigate to. Blocked at the schema
// so that no stored resume ever carries one, whatever renders it later.
const unsafeProtocols = new Set(["javascript:", "vbscript:", "data:", "file:"]);

/** True when `value` parses as a URL whose scheme is safe to put in a link. */
export function isSafeUrl(value: string): boolean {
  // new URL rather than URL.canParse, which browsers only gained in 2023.
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return !unsafeProtocols.has(url.protocol);
}

export const invalidUrlMessage = "Enter a valid URL, e.g. https://example.com";

/** A link target: empty (no link) or an absolute URL with a safe scheme. */
export const hrefSchema = z.union([
  z.literal(""),
  z.string().refine(isSafeUrl, { message: invalidUrlMessage }),
]);

export type Href = z.infer<typeof hrefSchema>;

/** A labelled link; the label is optional text shown instead of the address. */
export const urlSchema = z.object({
  label: z.string(),
  href: hrefSchema,
});

export type Url = z.infer<typeof urlSchema>;

export const defaultUrl: Url = { label: "", href: "" };
