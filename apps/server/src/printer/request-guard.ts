/**
 * Whether the printer's browser may make a request: only to the app's own origin (same
 * scheme, host and port), plus inline `data:` and `blob:` URLs, which never leave the
 * browser. Everything else (other hosts, other ports on the same host, `file:`, `ftp:`,
 * `chrome:`, WebSockets…) is refused, so resume content cannot make the server's browser
 * reach internal services (SSRF) or read local files.
 */
export function isAllowedRequest(url: string, appOrigin: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol === "data:") return true;
  // A blob: URL carries the origin that created it ("blob:http://host:3000/uuid"); only
  // the app's own pages can create blobs of the app's origin.
  if (parsed.protocol === "blob:") return parsed.origin === normaliseOrigin(appOrigin);
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return false;
  return parsed.origin === normaliseOrigin(appOrigin);
}

/** `URL.origin` of an origin string, so "HTTP://Host:80/" and "http://host" compare equal. */
export function normaliseOrigin(origin: string): string {
  try {
    const parsed = new URL(origin);
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return "invalid:";
    return parsed.origin;
  } catch {
    return "invalid:";
  }
}
