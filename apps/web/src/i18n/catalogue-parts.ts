/*
 * Which words of the catalogue each part of the app loads. A page or panel names its parts
 * when its code loads (withCatalogueParts), and only those words are downloaded, in en-US
 * (the fallback) and in the chosen locale alike, one chunk per locale and part
 * (build-plugins/catalogue-chunks.ts builds them). A part lists whole areas (top-level keys) or keys, so a
 * page can show, say, a panel's loading message without the panel's words.
 *
 * No imports: the build reads this file too. catalogue-parts.test.ts checks that every key
 * the code names is in a part loaded where it is named, and that every key belongs to a part.
 */
export const catalogueParts = {
  /**
   * Bundled with the app's entry for en-US, so the landing page (the first page people see,
   * with the tightest script budget, bench/report.md) paints without waiting for a chunk: its
   * top, the shell around every page and the error page shown when a chunk fails to load.
   */
  core: [
    "app.name",
    "app.tagline",
    "common.loading",
    "common.retry",
    "common.skipToContent",
    "landing",
    "language",
    "nav.dashboard",
    "nav.docs",
    "nav.login",
    "nav.logout",
    "routeError",
    "theme",
    "toast",
  ],
  /** What the pages behind the landing page share: navigation, dialogs' buttons. */
  shell: ["app", "common", "nav"],
  /** Forms and API errors, which any page but the landing page may toast. */
  forms: ["errors", "validation"],
  /** The landing page below the fold. */
  landingMore: ["landingMore", "nav.mainNavigation"],
  notFound: ["notFound"],
  auth: ["auth"],
  dashboard: ["dashboard", "resumeDialog", "lockDialog", "importDialog", "variants"],
  trash: ["trash"],
  settings: ["settings", "dashboard.settings", "auth.fields", "auth.verifyEmail", "auth.verifyOtp"],
  /** The builder; its check, history and variant panels bring their own words. */
  builder: ["builder", "builderLeft", "builderRight", "richText", "history.loading", "variants.list"],
  check: ["check"],
  history: ["history"],
  /** Variants, whose dialog for a new one shares the resume dialog's fields. */
  variants: ["variants", "resumeDialog.titleLabel", "resumeDialog.slugLabel", "resumeDialog.slugHint"],
  /** The docs, which show the missing-page message for an unknown slug. */
  docs: ["docs", "notFound"],
} as const satisfies Record<string, readonly string[]>;

export type CataloguePart = keyof typeof catalogueParts;
