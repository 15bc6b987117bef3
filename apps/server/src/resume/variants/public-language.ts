import type { PublicAlternate } from "@vitae/schema";
import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import { z } from "zod";
import type { DbDeps } from "../../db/database";
import { resumes } from "../../db/schema";
import type { ResumeRow } from "../present";
import { findPublicResume, type ResumeDeps } from "../service";
import { withData } from "../stored-data";

/** `?lang=de-DE` on a public address: the master's variant in that language (docs/variants.md). */
export const publicLanguageQuery = z.object({ lang: z.string().max(35).optional() });

/** How a visitor asked for a language: `?lang=` first, else their browser's `Accept-Language`. */
export interface LanguageRequest {
  lang?: string | undefined;
  acceptLanguage?: string | undefined;
}

/** The tags of an `Accept-Language` header, most wanted first (`q=0` and `*` left out). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .slice(0, 20)
    .map((part, index) => {
      const [tag = "", ...parameters] = part.trim().split(";");
      const q = parameters.map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== "" && entry.tag !== "*" && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

const languageCode = (locale: string) => locale.split("-")[0]?.toLowerCase() ?? "";

/** The first of `wanted` that one of `available` serves: the same locale, else the same language ("de" → de-DE). */
export function pickLocale(available: readonly string[], wanted: readonly string[]): string | undefined {
  for (const tag of wanted) {
    const exact = available.find((locale) => locale.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const sameLanguage = available.find((locale) => languageCode(locale) === languageCode(tag));
    if (sameLanguage) return sameLanguage;
  }
  return undefined;
}

export interface PublicChoice {
  /** The resume to show: the one at the address, or the master's variant in the asked language. */
  row: ResumeRow;
  /** The language the template's own words print in. */
  locale: string;
  /** The master and its public language variants (empty when there are none). */
  alternates: PublicAlternate[];
}

/**
 * The public resume at `/{username}/{slug}` in the language the visitor asked for: at a
 * master's address, its public variant whose language best matches `?lang=` or else
 * `Accept-Language` (the master when none does); at a variant's own address, that variant.
 * A private or missing resume is ResumeNotFound, as before.
 */
export async function choosePublicResume(
  { db, savedData }: DbDeps & Pick<ResumeDeps, "savedData">,
  username: string,
  slug: string,
  request: LanguageRequest,
): Promise<PublicChoice> {
  const requested = await findPublicResume({ db, savedData }, username, slug);
  const owner = requested.ownerLocale;
  if (!requested.hasLanguageVariants) return { row: requested, locale: requested.language ?? owner, alternates: [] };
  const masterId = requested.masterId ?? requested.id;
  const [family, master] = await Promise.all([
    db
      .select()
      .from(resumes)
      .where(and(eq(resumes.masterId, masterId), eq(resumes.visibility, "public"), isNull(resumes.deletedAt), isNotNull(resumes.language)))
      .orderBy(asc(resumes.createdAt), asc(resumes.id))
      .then((rows) => rows.map(withData)),
    requested.masterId
      ? db
          .select()
          .from(resumes)
          .where(and(eq(resumes.id, masterId), eq(resumes.visibility, "public"), isNull(resumes.deletedAt)))
          .then((rows) => rows[0] && withData(rows[0]))
      : Promise.resolve(requested),
  ]);
  if (family.length === 0) return { row: requested, locale: requested.language ?? owner, alternates: [] };

  const alternates: PublicAlternate[] = [];
  const rowByLocale = new Map<string, ResumeRow>();
  for (const row of [...(master ? [master] : []), ...family]) {
    const locale = row.language ?? owner;
    // One page per language: the master, else the oldest variant in it.
    if (rowByLocale.has(locale)) continue;
    rowByLocale.set(locale, row);
    alternates.push({ locale, slug: row.slug, master: row.id === masterId });
  }
  let row: ResumeRow = requested;
  if (!requested.masterId) {
    const wanted = request.lang ? [request.lang] : acceptedLanguages(request.acceptLanguage);
    const locale = pickLocale([...rowByLocale.keys()], wanted);
    row = (locale && rowByLocale.get(locale)) || requested;
  }
  return { row, locale: row.language ?? owner, alternates };
}
