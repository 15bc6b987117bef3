/*
 * Which words of the catalogue each part of the app loads. A page or panel names its part
 * when its code loads (withCataloguePart), and only that part of the catalogue is downloaded,
 * in en-US (the fallback) and in the chosen locale alike, one chunk per locale and part
 * (catalogue-chunks.ts builds them). A part lists whole areas (top-level keys) or single
 * keys, so a page can show a panel's loading message without the panel's words.
 *
 * No imports: the build reads this file too. catalogue-parts.test.ts checks that every key
 * the code names is in a part that is loaded where it is named, and that every area of the
 * catalogue belongs to some part.
 */
export const catalogueParts = {
  /**
   * Every page's words, bundled with the app's entry for en-US: the top of the landing page
   * (the first page people see, with the tightest script budget, bench/report.md), the shell
   * and the error page shown when a chunk fails to load.
   */
  core: ["app", "common", "landing", "language", "nav", "routeError", "theme", "toast"],
  /** The landing page below the fold. */
  landingMore: ["landingMore"],
  notFound: ["notFound"],
  /** Sign-in, sign-up and the account's other forms, which report errors in toasts. */
  auth: ["auth", "errors", "validation"],
  dashboard: ["dashboard", "resumeDialog", "lockDialog", "importDialog", "variants", "errors", "validation"],
  trash: ["trash", "errors"],
  settings: ["settings", "dashboard", "auth", "errors", "validation"],
  /** The builder; its check, history and variant panels bring their own words. */
  builder: [
    "builder",
    "builderLeft",
    "builderRight",
    "richText",
    "errors",
    "validation",
    "history.loading",
    "variants.list",
  ],
  check: ["check"],
  history: ["history"],
  /** Variants, whose dialog for a new one shares the resume dialog's fields. */
  variants: ["variants", "resumeDialog.titleLabel", "resumeDialog.slugLabel", "resumeDialog.slugHint"],
  /** The docs, which show the missing-page message for an unknown slug. */
  docs: ["docs", "notFound"],
  /** An API error toasted on a page that has no words of its own for it (the landing page). */
  errors: ["errors"],
} as const satisfies Record<string, readonly string[]>;

export type CataloguePart = keyof typeof catalogueParts;
