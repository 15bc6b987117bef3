import { defaultLocale, findLanguage } from "@vitae/schema";
import { storedLocale } from "@/i18n/stored-locale";

/**
 * The language of the words templates print themselves ("Page 1 of 2"). Resume data carries
 * no language (its shape is Reactive Resume v4's, which has none), so, as there, it is the
 * interface language: the owner's when the message carrying the resume names it (the printer
 * and the public page do), else `?locale=` on the artboard's address, else the one chosen in
 * this browser's language picker
 * (the artboard shares the app's origin), else en-US.
 */
export function labelsLocale(search: string, stored: string | null): string {
  for (const candidate of [new URLSearchParams(search).get("locale"), stored]) {
    const language = candidate ? findLanguage(candidate) : undefined;
    if (language) return language.locale;
  }
  return defaultLocale;
}

let pageLocale: string | undefined;

/**
 * The labels' locale for one resume: the one its SET_RESUME names (the printer's and the
 * public page's: the owner's) when it is a language we have, else the page's own.
 */
export function resumeLabelsLocale(requested: string | undefined): string {
  const language = requested ? findLanguage(requested) : undefined;
  return language?.locale ?? artboardLabelsLocale();
}

/** The labels' locale of this artboard page; it cannot change without a reload. */
export function artboardLabelsLocale(): string {
  pageLocale ??= labelsLocale(window.location.search, storedLocale());
  return pageLocale;
}
