/**
 * The languages the keyword matching knows: the code franc-min answers (ISO 639-3), the
 * stop-word list of the stopword package, and the Snowball stemmer of @orama/stemmers.
 * Polish has no stemmer there: its words are matched as written, lowercased.
 */
export interface KeywordLanguage {
  iso3: string;
  stopWords: string;
  stemmer: (() => Promise<{ stemmer: (word: string) => string }>) | null;
}

export const keywordLanguages: Record<string, KeywordLanguage> = {
  en: { iso3: "eng", stopWords: "eng", stemmer: () => import("@orama/stemmers/english") },
  de: { iso3: "deu", stopWords: "deu", stemmer: () => import("@orama/stemmers/german") },
  fr: { iso3: "fra", stopWords: "fra", stemmer: () => import("@orama/stemmers/french") },
  es: { iso3: "spa", stopWords: "spa", stemmer: () => import("@orama/stemmers/spanish") },
  pt: { iso3: "por", stopWords: "por", stemmer: () => import("@orama/stemmers/portuguese") },
  it: { iso3: "ita", stopWords: "ita", stemmer: () => import("@orama/stemmers/italian") },
  nl: { iso3: "nld", stopWords: "nld", stemmer: () => import("@orama/stemmers/dutch") },
  sv: { iso3: "swe", stopWords: "swe", stemmer: () => import("@orama/stemmers/swedish") },
  da: { iso3: "dan", stopWords: "dan", stemmer: () => import("@orama/stemmers/danish") },
  fi: { iso3: "fin", stopWords: "fin", stemmer: () => import("@orama/stemmers/finnish") },
  tr: { iso3: "tur", stopWords: "tur", stemmer: () => import("@orama/stemmers/turkish") },
  ru: { iso3: "rus", stopWords: "rus", stemmer: () => import("@orama/stemmers/russian") },
  pl: { iso3: "pol", stopWords: "pol", stemmer: null },
};
