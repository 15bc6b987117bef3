import { publicAlternateLinks, publicAlternatePath, publicResumeLanguage } from "@vitae/schema";
import type { DbDeps } from "../db/database";
import type { Env } from "../env";
import { AppError } from "../errors/app-error";
import { presentPublicResume } from "../resume/present";
import { choosePublicResume, type LanguageRequest } from "../resume/variants/public-language";
import { publicUrl } from "../public-url";
import { type PublicPageMeta, publicPageMeta } from "./public-page-meta";

/**
 * The share-preview tags of the public resume at /{username}/{slug}, in the language the
 * visitor asked for (`?lang=`, else `Accept-Language`, as the page's own API call chooses);
 * null when it is missing or private (the SPA then redirects). A resume with language variants
 * lists them (hreflang) and names its own address in that language as og:url. Looking does
 * not count as a view: the page's own GET /api/resume/public/… does that.
 */
export async function findPublicPageMeta(
  { db }: DbDeps,
  env: Pick<Env, "PUBLIC_URL">,
  address: { username: string; slug: string },
  page: { path: string } & LanguageRequest,
): Promise<PublicPageMeta | null> {
  try {
    const { row, locale, alternates } = await choosePublicResume({ db }, address.username, address.slug, page);
    const shown = alternates.find((alternate) => alternate.locale === locale);
    const url = publicUrl(env, shown ? publicAlternatePath(address.username, alternates, shown) : page.path);
    return {
      ...publicPageMeta(presentPublicResume(row), url),
      language: publicResumeLanguage({ language: row.language, locale, alternates }),
      alternates: publicAlternateLinks(address.username, alternates).map((link) => ({ hreflang: link.hreflang, href: publicUrl(env, link.path) })),
    };
  } catch (error) {
    if (error instanceof AppError && error.code === "ResumeNotFound") return null;
    throw error;
  }
}
