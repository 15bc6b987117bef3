import { create } from "zustand";

export type Theme = "light" | "dark" | "system";

/** light → system → dark → light: the order the theme toggle cycles through. */
export const nextTheme: Record<Theme, Theme> = { light: "system", system: "dark", dark: "light" };

type ThemeState = {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  cycleTheme: () => void;
};

export const THEME_STORAGE_KEY = "theme";

const isTheme = (value: unknown): value is Theme => value === "light" || value === "dark" || value === "system";

type ThemeStorage = Pick<Storage, "getItem" | "setItem">;
const browserStorage = (): ThemeStorage | null => (typeof localStorage === "undefined" ? null : localStorage);

/*
 * The choice is kept in localStorage as `{"state":{"theme":…},"version":0}`, the shape
 * zustand's persist middleware wrote when it kept this store, so earlier choices still count.
 * Read and written here by hand:
 * the middleware was ~1 KiB of the landing page's 150 KiB budget (bench/report.md) for two lines' work.
 */

/** The stored choice; "system" when there is none, it is unreadable or storage is refused. */
export function readStoredTheme(storage: () => ThemeStorage | null = browserStorage): Theme {
  try {
    const stored: unknown = JSON.parse(storage()?.getItem(THEME_STORAGE_KEY) ?? "null");
    const theme = (stored as { state?: { theme?: unknown } } | null)?.state?.theme;
    return isTheme(theme) ? theme : "system";
  } catch {
    return "system";
  }
}

function storeTheme(theme: Theme, storage: () => ThemeStorage | null = browserStorage): void {
  try {
    storage()?.setItem(THEME_STORAGE_KEY, JSON.stringify({ state: { theme }, version: 0 }));
  } catch {
    // Storage refused (privacy settings): the choice holds for this page only.
  }
}

export const useThemeStore = create<ThemeState>()((set, get) => ({
  theme: readStoredTheme(),
  setTheme: (theme) => {
    storeTheme(theme);
    set({ theme });
  },
  cycleTheme: () => get().setTheme(nextTheme[get().theme]),
}));
