/**
 * Returns `value` when it is a same-origin path that is safe to navigate to after
 * sign-in, otherwise null: redirect values accept same-origin paths only, so a link cannot
 * send someone who signs in to another site.
 *
 * Browsers treat "//host" and "/\host" as protocol-relative URLs, and strip tabs and
 * newlines inside URLs, so those are refused rather than normalised.
 */
export function sanitizeRedirect(value: string | null | undefined): string | null {
  if (typeof value !== "string" || value === "") return null;
  if (!value.startsWith("/")) return null; // relative paths, schemes (https:, javascript:)
  if (value.startsWith("//") || value.startsWith("/\\")) return null;
  // Control characters and backslashes let a path be re-read as another host.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;

  // Final check with the URL parser itself, so any trick we missed still has to
  // resolve to our own origin.
  const base = "http://vitae.invalid";
  try {
    const url = new URL(value, base);
    if (url.origin !== base) return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}
