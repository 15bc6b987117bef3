// App-local constants only. Product constants and limits (API base, default
// locale, toast and query timings, …) come from @vitae/schema.

/** localStorage key holding the locale the user picked (read first by the detector). */
export const LOCALE_STORAGE_KEY = "locale";
