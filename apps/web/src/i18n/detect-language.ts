import type { LanguageDetectorModule } from "i18next";
import { storedLocale } from "./stored-locale";

/**
 * The languages a visitor wants, best first: the one chosen in the language picker (kept in
 * this browser), then the browser's own list. i18next picks the first it supports ("de" →
 * de-DE). Does what i18next-browser-languagedetector did for us with two of its sources, in
 * a fraction of its size (the landing page's script budget: bench/report.md).
 */
export function detectLanguages(chosen: string | null, browser: readonly string[]): string[] {
  return [...(chosen ? [chosen] : []), ...browser];
}

export const languageDetector: LanguageDetectorModule = {
  type: "languageDetector",
  init() {},
  detect: () => detectLanguages(storedLocale(), navigator.languages ?? [navigator.language]),
  // Only an explicit choice in the language picker is remembered (switch-locale.ts).
  cacheUserLanguage() {},
};
