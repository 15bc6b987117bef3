import type { PublicAlternate } from "./variant-differences";

/** `/{username}/{slug}`, with `?lang={locale}` when a language is named; every part encoded. */
export function publicPagePath(username: string, slug: string, lang?: string): string {
  const path = `/${encodeURIComponent(username)}/${encodeURIComponent(slug)}`;
  return lang ? `${path}?lang=${encodeURIComponent(lang)}` : path;
}

/**
 * The address of the public page in `alternate`'s language: the master's address with
 * `?lang=` (one address per language that stays valid when a variant's slug changes, and that
 * wins over the visitor's browser languages, so it can be shared), or the variant's own address
 * when the master itself is not public.
 */
export function publicAlternatePath(username: string, alternates: readonly PublicAlternate[], alternate: PublicAlternate): string {
  const master = alternates.find((candidate) => candidate.master);
  return master ? publicPagePath(username, master.slug, alternate.locale) : publicPagePath(username, alternate.slug);
}

/** One `<link rel="alternate">` of a public page: a BCP 47 tag (or `x-default`) and a path. */
export interface PublicAlternateLink {
  hreflang: string;
  path: string;
}

/**
 * The hreflang links of a public page: one per language, plus `x-default` for the master's
 * address without `lang`, where a visitor's browser languages choose. None without alternates.
 */
export function publicAlternateLinks(username: string, alternates: readonly PublicAlternate[]): PublicAlternateLink[] {
  const links = alternates.map((alternate) => ({ hreflang: alternate.locale, path: publicAlternatePath(username, alternates, alternate) }));
  const master = alternates.find((alternate) => alternate.master);
  return master ? [...links, { hreflang: "x-default", path: publicPagePath(username, master.slug) }] : links;
}
