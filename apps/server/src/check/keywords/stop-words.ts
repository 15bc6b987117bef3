import * as stopword from "stopword";
import { keywordLanguages } from "./languages";
import { postingWords } from "./posting-words";
import type { Stem } from "./stemmer";

const lists: Record<string, readonly string[]> = stopword;

const cache = new Map<string, ReadonlySet<string>>();

/**
 * The words that are never a term, as stems of `stem`: the language's general stop words
 * (the stopword package), the posting's frame words, and English ones too, since postings in
 * any language borrow English ("team", "skills", "remote").
 */
export function stopStems(language: string, stem: Stem): ReadonlySet<string> {
  let stems = cache.get(language);
  if (!stems) {
    const words = [
      ...(lists[keywordLanguages[language]?.stopWords ?? ""] ?? []),
      ...(lists.eng ?? []),
      ...(postingWords[language] ?? "").split(/\s+/),
      ...(postingWords.en ?? "").split(/\s+/),
    ].filter((word) => word !== "");
    stems = new Set([...words.map((word) => word.toLowerCase()), ...words.map(stem)]);
    cache.set(language, stems);
  }
  return stems;
}
