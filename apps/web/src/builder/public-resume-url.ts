/**
 * The address a public resume is shared at (/{username}/{slug}) under `publicUrl`, the
 * instance's public address (see usePublicUrl): the link leaves the browser.
 */
export function publicResumeUrl(username: string, slug: string, publicUrl: string): string {
  return `${publicUrl.replace(/\/+$/, "")}/${encodeURIComponent(username)}/${encodeURIComponent(slug)}`;
}
