import rootPackage from "../../../../package.json" with { type: "json" };

/** Business constants and limits (SPEC §9), grouped so every app reads the same numbers. */
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
