import rootPackage from "../../../../package.json" with { type: "json" };

/** Business constants and limits, grouped so every app reads the same numbers. */
export const limits = {
  passwordMinLength: 6,
  twoFactorCodeLength: 6,
  backupCodeLength: 10,
  usernameMinLength: 3,
  usernameMaxLength: 255,
  nameMinLength: 3,
  nameMaxLength: 255,
  undoHistorySteps: 100,
  saveDebounceMs: 500,
  toastLimit: 1,
  toastRemoveDelayMs: 5000,
  levelMin: 0,
  levelMax: 5,
  sectionColumnsMin: 1,
  sectionColumnsMax: 5,
  layoutColumnsPerPage: 2,
  twoFactorQrCodeSize: 256,
  queryStaleTimeMs: 60_000,
  richTextMinHeightPx: 160,
  contributorPlaceholders: 30,
  sampleCarouselIntervalMs: 30_000,
} as const;

/**
 * The most one resume may hold, checked on every write before anything is sanitised or
 * stored (docs/resume-api.md lists them): each bounds the work one request can cause.
 * Lengths are in characters (UTF-16 code units, what JavaScript's `length` counts).
 */
export const resumeLimits = {
  titleMaxLength: 255,
  slugMaxLength: 100,
  sectionNameMaxLength: 100,
  /** One rich-text field: a summary, an item's summary or the notes. */
  richTextMaxLength: 64 * 1024,
  customCssMaxLength: 32 * 1024,
  itemsPerSectionMax: 500,
  /** Resume data as UTF-8 JSON. */
  dataMaxBytes: 1024 * 1024,
  /** The version column is a 32-bit integer. */
  versionMax: 2 ** 31 - 1,
  /**
   * Operations in one JSON Patch of resume data. An autosave sends a handful; a larger edit
   * (a reordered section, an applied template) a few hundred at most, and the builder sends
   * whole data when a patch would not be smaller.
   */
  patchOperationsMax: 2_000,
  /** One JSON Pointer of a patch: the deepest path in resume data is a few dozen characters. */
  patchPointerMaxLength: 500,
} as const;

/**
 * What each number of resume data may be: generous around what the builder's controls offer
 * (`numericControls`), so imports from other tools still fit, and never beyond what renders.
 */
export const resumeNumberRanges = {
  /** Points. */
  fontSize: { min: 4, max: 72 },
  lineHeight: { min: 0, max: 5 },
  /** Points on every side; half an A4 page's width is about 298. */
  pageMargin: { min: 0, max: 144 },
  /** Pixels. */
  pictureSize: { min: 0, max: 1024 },
  pictureAspectRatio: { min: 0.1, max: 10 },
  pictureBorderRadius: { min: 0, max: 9999 },
} as const;

/** Side panels of the builder, in percent of the window width. */
export const panelSizes = { min: 25, max: 45, default: 30 } as const;

/** Template thumbnails use A4's aspect ratio, width to height. */
export const templateThumbnailRatio = { width: 1, height: 1.4142 } as const;

/** Vitae's version: the repository's package.json, the one place a release sets it. */
export const appVersion: string = rootPackage.version;

/** The version as the interface shows it ("v0.1.0"). */
export const versionLabel = `v${appVersion}`;

export const defaultLocale = "en-US";

export const apiBase = "/api";

export const defaultPostLoginPath = "/dashboard";

/** Appended to a duplicated resume's title and slug. */
export const duplicateSuffixes = { title: " (Copy)", slug: "-copy" } as const;
