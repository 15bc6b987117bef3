import { type LanguageOption, languages } from "@vitae/schema";

/** The interface languages (SPEC §3 Language), the default first. */
export function listLanguages(): LanguageOption[] {
  return [...languages];
}
