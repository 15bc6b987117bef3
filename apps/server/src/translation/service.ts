import { type LanguageOption, languages } from "@vitae/schema";

/** The interface languages, the default first. */
export function listLanguages(): LanguageOption[] {
  return [...languages];
}
