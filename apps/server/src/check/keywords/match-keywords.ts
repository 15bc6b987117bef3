import type { KeywordReport, ResumeData } from "@vitae/schema";
import { detectLanguage } from "./detect-language";
import { extractTerms } from "./extract-terms";
import { keywordLanguages } from "./languages";
import { resumeFields } from "./resume-fields";
import { stemmerFor } from "./stemmer";
import { tokenise } from "./tokenise";

/** Enough places to go to; a term found in every item need not list them all. */
const mostOccurrences = 5;

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * Matches a job description against the resume's printed fields: the posting's key terms
 * (extract-terms.ts) are looked for, stem by stem, in every visible field, so "managed" in
 * the resume meets "management" in the posting. Both sides are stemmed in the posting's
 * language; `fallbackLanguage` stands in when the posting is too short to tell.
 */
export async function matchKeywords(data: ResumeData, jobDescription: string, fallbackLanguage: string): Promise<KeywordReport> {
  const detected = detectLanguage(jobDescription);
  const language = detected !== "und" ? detected : keywordLanguages[fallbackLanguage] ? fallbackLanguage : "en";
  const terms = await extractTerms(jobDescription, language);
  const stem = await stemmerFor(language);
  const fields = resumeFields(data).map((field) => {
    const tokens = tokenise(field.text);
    return { ...field, tokens, stems: tokens.map((token) => stem(token.text)) };
  });

  const matched: KeywordReport["matched"] = [];
  const missing: KeywordReport["missing"] = [];
  for (const { term, stems, weight, caseSensitive } of terms) {
    const occurrences: KeywordReport["matched"][number]["occurrences"] = [];
    for (const field of fields) {
      for (let index = 0; index + stems.length <= field.stems.length && occurrences.length < mostOccurrences; index++) {
        const found =
          (!caseSensitive || field.tokens[index]!.text === term) &&
          stems.every((wanted, offset) => field.stems[index + offset] === wanted && (offset === 0 || !field.tokens[index + offset]!.breakBefore));
        if (!found) continue;
        occurrences.push({ ...field.target, text: field.text.slice(field.tokens[index]!.start, field.tokens[index + stems.length - 1]!.end) });
        // One place per field is enough to open it.
        break;
      }
    }
    if (occurrences.length > 0) matched.push({ term, weight, occurrences });
    else missing.push({ term, weight });
  }
  const total = terms.reduce((sum, term) => sum + term.weight, 0);
  const found = matched.reduce((sum, term) => sum + term.weight, 0);
  // A posting with no terms to look for leaves nothing missing.
  return { language: detected, coverage: total === 0 ? 1 : round(found / total), matched, missing };
}
