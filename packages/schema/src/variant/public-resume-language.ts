import type { PublicAlternate } from "./variant-differences";

/**
 * The language a public page declares for the resume it shows (`<html lang>`): a variant's
 * language, or, on a page with language alternates, the locale it is listed under (the
 * master's is its owner's). Undefined for an ordinary resume, whose language nobody stated:
 * the page then keeps the language of its own words.
 */
export function publicResumeLanguage(resume: { language?: string | null; locale: string; alternates: readonly PublicAlternate[] }): string | undefined {
  return resume.language || resume.alternates.length > 0 ? resume.locale : undefined;
}
