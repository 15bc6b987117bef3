import vocabulary from "./skills-vocabulary.json" with { type: "json" };
import type { Stem } from "./stemmer";
import { tokenise } from "./tokenise";

/** A term of the vocabulary as the stems of its words, in the spelling to show. */
export interface VocabularyTerm {
  term: string;
  stems: string[];
  /** Names that are also everyday words ("Go", "Swift", "Express"): found only as written, capitalised. */
  caseSensitive: boolean;
}

/** Tool names that are ordinary words too: "go", "express", "spring", "lean", French "tableau"… */
const everydayWords = new Set(["go", "c", "r", "express", "spring", "lean", "chef", "apache", "unity", "sketch", "swift", "rust", "dart", "julia", "oracle", "excel", "sap", "ui", "ux", "tableau"]);

const indexes = new Map<string, Map<string, VocabularyTerm[]>>();

/**
 * The vocabulary (skills-vocabulary.json) indexed by the stem of each term's first word, for
 * one language's stemmer, longest terms first so "machine learning" wins over "machine".
 */
export function vocabularyIndex(language: string, stem: Stem): Map<string, VocabularyTerm[]> {
  let index = indexes.get(language);
  if (!index) {
    index = new Map();
    for (const term of vocabulary.terms) {
      const stems = tokenise(term).map((token) => stem(token.text));
      if (stems.length === 0) continue;
      const entry = { term, stems, caseSensitive: everydayWords.has(term.toLowerCase()) };
      index.set(stems[0]!, [...(index.get(stems[0]!) ?? []), entry]);
    }
    for (const entries of index.values()) entries.sort((a, b) => b.stems.length - a.stems.length);
    indexes.set(language, index);
  }
  return index;
}

/**
 * Every word of the vocabulary's terms, lowercased: names of tools and fields ("Kubernetes",
 * "Grafana") that dictionaries lack, for the spelling check of capitalised words.
 */
export const vocabularyWords: ReadonlySet<string> = new Set(vocabulary.terms.flatMap((term) => term.toLowerCase().match(/\p{L}+/gu) ?? []));
