/** Which way a language's text runs. */
export type TextDirection = "ltr" | "rtl";

// The right-to-left scripts among the 48 languages (languages.ts).
const rtlLanguages = new Set(["ar", "he", "fa", "ur"]);

/** The direction of a locale's text: `ar-SA` runs right to left, `de-DE` left to right. */
export function textDirection(locale: string): TextDirection {
  const language = locale.split("-")[0]?.toLowerCase() ?? "";
  return rtlLanguages.has(language) ? "rtl" : "ltr";
}

/**
 * The direction a resume is laid out in (builder preview, PDF, public page): that of the
 * language the resume states, which only a variant does (its `language`), whatever its
 * master's. A resume without one runs left to right: nothing says which language its text is
 * in, and the owner's interface language does not decide it (a mirrored interface shows an
 * English resume as written).
 */
export function resumeDirection(language: string | null | undefined): TextDirection {
  return language ? textDirection(language) : "ltr";
}
