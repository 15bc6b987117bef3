import { diffWords } from "diff";
import type { AiTask } from "@/ai/complete-text";
import type { WordPart } from "@/builder/history/word-diff";
import { type SuggestionField, linesOf, withLines } from "./suggestion-fields";

/** A proposed rewrite of one field, with the words it changes. */
export type Suggestion = SuggestionField & {
  /** The field's new value (HTML for rich text). */
  proposed: string;
  parts: WordPart[];
};

/** How many of the heaviest missing terms one request names: more only dilutes the prompt. */
export const suggestedTermsLimit = 12;

/** Asks the model for one field's rewrite; null when it failed (the caller has said why). */
export type Rewrite = (task: AiTask, text: string) => Promise<string | null>;

/**
 * Asks for a rewrite of each field, one after the other, that works `terms` in where the
 * field supports them, and answers the fields that changed. An answer that does not keep the
 * field's lines is left out (its blocks could not be kept); a failed request ends the run with
 * what was proposed so far.
 */
export async function suggestEdits(fields: readonly SuggestionField[], terms: readonly string[], rewrite: Rewrite): Promise<Suggestion[]> {
  const task: AiTask = { mode: "keywords", terms: terms.slice(0, suggestedTermsLimit) };
  const suggestions: Suggestion[] = [];
  for (const field of fields) {
    const before = linesOf(field.value);
    const answer = await rewrite(task, before.join("\n"));
    if (answer === null) break;
    const after = answer
      .split("\n")
      .map((line) => line.replace(/\s+/g, " ").trim())
      .filter((line) => line !== "");
    const proposed = withLines(field.value, field.rich, after);
    if (proposed === undefined || after.join("\n") === before.join("\n")) continue;
    const parts = diffWords(before.join("\n"), after.join("\n")).map(
      ({ value, added, removed }): WordPart => ({ value, ...(added ? { added: true } : {}), ...(removed ? { removed: true } : {}) }),
    );
    suggestions.push({ ...field, proposed, parts });
  }
  return suggestions;
}
