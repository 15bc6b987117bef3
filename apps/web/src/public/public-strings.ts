import { defaultLocale, findLanguage } from "@vitae/schema";
import { detectLanguages } from "@/i18n/detect-language";
import type enUS from "@/locales/en-US.json";

/*
 * The public page's words without i18next: the few keys it shows, picked out of each
 * catalogue at build time (pick-json.ts), one small chunk per language. Translations stay in
 * the catalogues beside every other key, under the same checks (locales/catalogues.test.ts).
 */

type Catalogue = typeof enUS;

/** The part of a catalogue the public page uses; the glob below picks exactly these keys. */
export interface PublicStrings {
  publicResume: Catalogue["publicResume"];
  nav: Pick<Catalogue["nav"], "backToVitae">;
  common: Pick<Catalogue["common"], "loading">;
  errors: { codes: Partial<Record<string, string>> };
}

const catalogues = import.meta.glob<PublicStrings>("../locales/*.json", {
  query: "?pick=publicResume,nav.backToVitae,common.loading,errors.codes",
  import: "default",
});

const catalogueOf = (locale: string) => catalogues[`../locales/${locale}.json`];

/**
 * The locale to show the page in: the one chosen in this browser's language picker, else the
 * browser's first language we offer ("de" finds de-DE), else en-US; as the app's i18next does.
 */
export function publicLocale(chosen: string | null, browser: readonly string[]): string {
  for (const candidate of detectLanguages(chosen, browser)) {
    const language = findLanguage(candidate);
    if (language) return language.locale;
  }
  return defaultLocale;
}

/** The page's words in `locale`, or in en-US when that language has none or its chunk fails to load. */
export async function loadPublicStrings(locale: string): Promise<{ locale: string; strings: PublicStrings }> {
  const load = catalogueOf(locale);
  if (load && locale !== defaultLocale) {
    try {
      return { locale, strings: await load() };
    } catch {
      // Fall back to English below rather than showing no page.
    }
  }
  const english = catalogueOf(defaultLocale);
  if (!english) throw new Error(`No ${defaultLocale} catalogue`);
  return { locale: defaultLocale, strings: await english() };
}

/** `text` with its {{placeholders}} filled in, i18next's syntax. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{\s*([^\s}]+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
}
