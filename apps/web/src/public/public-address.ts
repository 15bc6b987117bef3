/** `{username, slug}` of a public resume's address (/{username}/{slug}), else null. */
export function publicAddress(pathname: string): { username: string; slug: string } | null {
  const match = /^\/([^/]+)\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  try {
    return { username: decodeURIComponent(match[1] ?? ""), slug: decodeURIComponent(match[2] ?? "") };
  } catch {
    // A malformed %-escape: not an address anybody was given.
    return null;
  }
}
