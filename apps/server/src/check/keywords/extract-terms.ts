import { vocabularyIndex } from "./skills-vocabulary";
import { stemmerFor } from "./stemmer";
import { stopStems } from "./stop-words";
import { tokenise } from "./tokenise";

/** A term of a job posting, as the stems to look for and its weight (0–1, the heaviest is 1). */
export interface PostingTerm {
  term: string;
  stems: string[];
  weight: number;
  /** A name that is also an everyday word ("Go", "Swift"): only its capitalised spelling counts. */
  caseSensitive: boolean;
}

/** A posting names more than this many things only in passing: the rest is left out. */
const mostTerms = 30;
/** A term of the vocabulary counts this many times as much as a word found only by its frequency. */
const vocabularyFactor = 2;
/** A word the posting uses once, in lowercase, with no sign of being a name: it may be a term, or just a word. */
const passingFactor = 0.5;
/** Words of the job title (the posting's first short line) count this many times as much. */
const titleFactor = 1.5;
/** The first line is the job's title when it is at most this long. */
const titleLength = 100;

interface Tally {
  stems: string[];
  count: number;
  score: number;
  vocabulary: string | null;
  caseSensitive: boolean;
  first: number;
  /** Seen capitalised inside a sentence: a name (or, in German, a noun). */
  named: boolean;
  /** How it was written, and how often: the display form is the commonest. */
  forms: Map<string, number>;
  /** Seen all lowercase inside a sentence: shown so, since a title's capitals are not a name's. */
  lowercase: boolean;
}

/**
 * The key terms of a job posting in `language`: terms of the skills vocabulary (several words
 * at once, longest first), then single words that are not stop words, posting boilerplate or
 * amounts. Weighted by count, the vocabulary and the title; a word the posting uses only once,
 * and never capitalised inside a sentence (a name, a German noun) nor written with signs
 * (C++, S3), counts half. The heaviest 30, the heaviest weighing 1.
 */
export async function extractTerms(text: string, language: string): Promise<PostingTerm[]> {
  const stem = await stemmerFor(language);
  const stops = stopStems(language, stem);
  const vocabulary = vocabularyIndex(language, stem);
  const tokens = tokenise(text);
  const stems = tokens.map((token) => stem(token.text));
  const firstLineEnd = text.trimStart().indexOf("\n") + (text.length - text.trimStart().length);
  const titleEnd = firstLineEnd > 0 && firstLineEnd <= titleLength ? firstLineEnd : -1;
  const tallies = new Map<string, Tally>();

  const count = (from: number, length: number, vocabularyTerm: string | null, caseSensitive = false) => {
    const termStems = stems.slice(from, from + length);
    // A name that is also a word ("Tableau", "tableaux") is a term apart from the word.
    const key = caseSensitive ? `=${vocabularyTerm}` : termStems.join(" ");
    const tally = tallies.get(key) ?? { stems: termStems, count: 0, score: 0, vocabulary: null, caseSensitive, first: from, named: false, forms: new Map(), lowercase: false };
    const first = tokens[from]!;
    const written = text.slice(first.start, tokens[from + length - 1]!.end);
    tally.count++;
    tally.score += (vocabularyTerm ? vocabularyFactor : 1) * (first.start < titleEnd ? titleFactor : 1);
    tally.vocabulary ??= vocabularyTerm;
    tally.forms.set(written, (tally.forms.get(written) ?? 0) + 1);
    if (!first.sentenceStart && /^\p{Lu}/u.test(first.text)) tally.named = true;
    if (!first.sentenceStart && written === written.toLowerCase()) tally.lowercase = true;
    tallies.set(key, tally);
  };

  for (let index = 0; index < tokens.length; ) {
    const match = (vocabulary.get(stems[index]!) ?? []).find(
      (entry) =>
        (!entry.caseSensitive || tokens[index]!.text === entry.term) &&
        entry.stems.every((wanted, offset) => stems[index + offset] === wanted && (offset === 0 || !tokens[index + offset]!.breakBefore)),
    );
    if (match) {
      count(index, match.stems.length, match.term, match.caseSensitive);
      index += match.stems.length;
      continue;
    }
    const token = tokens[index]!;
    const word = stems[index]!;
    // Figures with units ("500k", "5+") are amounts, not terms.
    const meaningful = /^\.?\p{L}/u.test(token.text) && !stops.has(token.lower) && !stops.has(word);
    // Two letters are a word only in capitals (QA, HR, ML); one letter never (C and R are in the vocabulary).
    const longEnough = token.text.length >= 3 || (token.text.length === 2 && token.text === token.text.toUpperCase() && /\p{Lu}/u.test(token.text));
    if (meaningful && longEnough) count(index, 1, null);
    index++;
  }

  const kept = [...tallies.values()];
  for (const tally of kept) {
    const distinct = tally.vocabulary !== null || tally.count >= 2 || tally.named || /[\d+#.]/.test(tally.stems[0]!);
    if (!distinct) tally.score *= passingFactor;
  }
  kept.sort((a, b) => b.score - a.score || a.first - b.first);
  const chosen = kept.slice(0, mostTerms);
  const heaviest = chosen[0]?.score ?? 1;
  return chosen.map((tally) => ({ term: displayForm(tally), stems: tally.stems, weight: Math.round((100 * tally.score) / heaviest) / 100, caseSensitive: tally.caseSensitive }));
}

/**
 * How to show a term: the vocabulary's spelling when the posting wrote that term in other
 * capitals ("postgresql" → "PostgreSQL"), else the posting's commonest spelling, lowercased
 * when it also appears all lowercase inside a sentence (a title's capitals are not a name's).
 */
function displayForm(tally: Tally): string {
  const commonest = [...tally.forms].sort((a, b) => b[1] - a[1])[0]![0];
  const vocabulary = tally.vocabulary;
  if (vocabulary && vocabulary !== vocabulary.toLowerCase() && [...tally.forms.keys()].some((form) => form.toLowerCase() === vocabulary.toLowerCase())) return vocabulary;
  return tally.lowercase ? commonest.toLowerCase() : commonest;
}
