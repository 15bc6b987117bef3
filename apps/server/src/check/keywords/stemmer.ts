import { keywordLanguages } from "./languages";

export type Stem = (word: string) => string;

const stemmers = new Map<string, Promise<Stem>>();

/** Lowercased and composed (NFC), so "Résumé" typed either way stems alike. */
const lower = (word: string) => word.normalize("NFC").toLowerCase();

/**
 * German job titles come in a feminine form the stemmer keeps apart: "Entwicklerin",
 * "Entwicklerinnen" and "Entwickler" are one title to a recruiter.
 */
const masculine = (word: string) => word.replace(/(er)in(nen)?$/u, "$1");

/** Most words of a resume recur from check to check: their stems are kept, up to a bound. */
const rememberedWords = 50_000;

function remembered(stem: Stem): Stem {
  const stems = new Map<string, string>();
  return (word) => {
    let result = stems.get(word);
    if (result === undefined) {
      result = stem(word);
      if (stems.size >= rememberedWords) stems.clear();
      stems.set(word, result);
    }
    return result;
  };
}

/**
 * The Snowball stemmer of a language, imported on first use and kept: "managed", "managing"
 * and "management" meet at one stem, so a posting's word matches the resume's other form.
 * Words with signs in them (c++, node.js) are names and stay as written; a language without
 * a stemmer only lowercases.
 */
export function stemmerFor(language: string): Promise<Stem> {
  let stem = stemmers.get(language);
  if (!stem) {
    const load = keywordLanguages[language]?.stemmer;
    const base = language === "de" ? (word: string) => masculine(lower(word)) : lower;
    stem = load ? load().then(({ stemmer }) => remembered((word: string) => (/^[\p{L}]+$/u.test(word) ? stemmer(base(word)) : lower(word)))) : Promise.resolve(lower);
    stemmers.set(language, stem);
  }
  return stem;
}
