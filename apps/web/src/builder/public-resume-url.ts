/** The address a public resume is shared at: /{username}/{slug}. */
export function publicResumeUrl(username: string, slug: string, origin = window.location.origin): string {
  return `${origin}/${encodeURIComponent(username)}/${encodeURIComponent(slug)}`;
}
