import { franc } from "franc-min";
import { keywordLanguages } from "./languages";

const byIso3 = new Map(Object.entries(keywordLanguages).map(([code, language]) => [language.iso3, code]));
const only = [...byIso3.keys()];

/** Shorter text than this is too little to tell a language by its letter patterns. */
const shortest = 40;

/** The two-letter code of the language `text` is written in, among those the matching knows; "und" when it cannot tell. */
export function detectLanguage(text: string): string {
  if (text.trim().length < shortest) return "und";
  return byIso3.get(franc(text, { only, minLength: shortest })) ?? "und";
}
