/** A word of a text, where it stands, and what stands before it. */
export interface Token {
  /** As written. */
  text: string;
  start: number;
  end: number;
  /** Lowercased. */
  lower: string;
  /** First word of a sentence, a line or a list item: its capital letter says nothing. */
  sentenceStart: boolean;
  /** A comma, a full stop or a line break stands between it and the word before: no phrase spans it. */
  breakBefore: boolean;
}

/**
 * Words, with the signs that belong to technical names kept inside them: "node.js", "c++",
 * "c#", "asp.net", "o'reilly". Hyphens and slashes split ("front-end" is "front end",
 * "CI/CD" is "CI CD"), so either spelling matches the other.
 */
const wordPattern = /[\p{L}\p{N}]+(?:[.'’][\p{L}\p{N}]+)*(?:\+\+|#)?/gu;

/** French and Italian elisions: d', l', j', qu', n', s', c', m', t', dell', all', nell', un'. */
const elision = /^(?:[dljnsctm]|qu|dell|all|nell|un)['’](?=\p{L})/iu;

export function tokenise(text: string): Token[] {
  const tokens: Token[] = [];
  let previousEnd = 0;
  for (const match of text.matchAll(wordPattern)) {
    let start = match.index;
    // ".NET" keeps its leading dot when the dot starts the word.
    if (text[start - 1] === "." && (start === 1 || /\s/.test(text[start - 2] ?? ""))) start -= 1;
    // An elided article or pronoun is a word of its own: "d'apprentissage" is "apprentissage".
    const elided = elision.exec(match[0]);
    if (elided) start = match.index + elided[0].length;
    const between = text.slice(previousEnd, start);
    const first = tokens.length === 0;
    tokens.push({
      text: text.slice(start, match.index + match[0].length),
      start,
      end: match.index + match[0].length,
      lower: text.slice(start, match.index + match[0].length).toLowerCase(),
      sentenceStart: first || /[.!?:;•*▪–—\n]|^\s*-\s/.test(between),
      breakBefore: first || /[,.!?:;()[\]{}|•*▪\n"“”]/.test(between),
    });
    previousEnd = match.index + match[0].length;
  }
  return tokens;
}
