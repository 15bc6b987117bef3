import { type Theme, useThemeStore } from "./theme-store";

const darkQuery = "(prefers-color-scheme: dark)";

export function resolveTheme(theme: Theme, prefersDark: boolean): "light" | "dark" {
  if (theme === "system") return prefersDark ? "dark" : "light";
  return theme;
}

/** Sets or clears `class="dark"` on <html>, which the `dark:` Tailwind variant keys on. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  const prefersDark = window.matchMedia?.(darkQuery).matches ?? false;
  const resolved = resolveTheme(theme, prefersDark);
  root.classList.toggle("dark", resolved === "dark");
  // Lets native controls and scrollbars follow the theme too.
  root.style.colorScheme = resolved;
}

/**
 * Keeps <html> in step with the stored theme and, while it is "system", with the OS
 * setting as it changes. Returns a function that stops listening.
 */
export function syncTheme(): () => void {
  applyTheme(useThemeStore.getState().theme);
  const unsubscribe = useThemeStore.subscribe((state) => applyTheme(state.theme));
  const media = window.matchMedia?.(darkQuery);
  const onChange = () => {
    if (useThemeStore.getState().theme === "system") applyTheme("system");
  };
  media?.addEventListener("change", onChange);
  return () => {
    unsubscribe();
    media?.removeEventListener("change", onChange);
  };
}
