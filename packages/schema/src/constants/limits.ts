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
  richTextMaxHeightPx: 200,
  contributorPlaceholders: 30,
  sampleCarouselIntervalMs: 30_000,
} as const;

/** Side panels of the builder, in percent of the window width. */
export const panelSizes = { min: 25, max: 45, default: 30 } as const;

/** Responsive breakpoints in pixels. */
export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280, "2xl": 1400 } as const;

/** Template thumbnails use A4's aspect ratio, width to height. */
export const templateThumbnailRatio = { width: 1, height: 1.4142 } as const;

export const versionLabel = "v4.0.5";

export const defaultLocale = "en-US";

export const apiBase = "/api";

export const defaultPostLoginPath = "/dashboard";

/** Appended to a duplicated resume's title and slug. */
export const duplicateSuffixes = { title: " (Copy)", slug: "-copy" } as const;
