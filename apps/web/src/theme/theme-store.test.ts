import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { applyTheme, resolveTheme, syncTheme } from "./apply-theme";
import { THEME_STORAGE_KEY, readStoredTheme, useThemeStore } from "./theme-store";

const stored = () => JSON.parse(localStorage.getItem(THEME_STORAGE_KEY) ?? "null")?.state?.theme;

/** A controllable prefers-color-scheme, since happy-dom's never changes. */
function fakeColorScheme(initiallyDark: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    matches: initiallyDark,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal("matchMedia", () => media);
  return (dark: boolean) => {
    media.matches = dark;
    listeners.forEach((listener) => listener());
  };
}

beforeEach(() => useThemeStore.setState({ theme: "system" }));
afterEach(() => document.documentElement.classList.remove("dark"));

describe("theme store", () => {
  it("defaults to system", () => {
    expect(useThemeStore.getInitialState().theme).toBe("system");
  });

  it("cycles light → system → dark → light", () => {
    useThemeStore.getState().setTheme("light");
    const seen = [1, 2, 3].map(() => {
      useThemeStore.getState().cycleTheme();
      return useThemeStore.getState().theme;
    });
    expect(seen).toEqual(["system", "dark", "light"]);
  });

  it("stores the choice in localStorage and reads it back, in the persist middleware's former shape", () => {
    useThemeStore.getState().setTheme("dark");
    expect(stored()).toBe("dark");
    expect(JSON.parse(localStorage.getItem(THEME_STORAGE_KEY) ?? "null")).toEqual({ state: { theme: "dark" }, version: 0 });

    localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify({ state: { theme: "light" }, version: 0 }));
    expect(readStoredTheme()).toBe("light");
  });

  it("reads system from nothing, junk or a storage that refuses", () => {
    const from = (value: string | null) => readStoredTheme(() => ({ getItem: () => value, setItem: () => {} }));
    expect(from(null)).toBe("system");
    expect(from("{not json")).toBe("system");
    expect(from(JSON.stringify({ state: { theme: "purple" } }))).toBe("system");
    expect(
      readStoredTheme(() => {
        throw new DOMException("refused", "SecurityError");
      }),
    ).toBe("system");
  });
});

describe("applying the theme", () => {
  it("resolves system from the OS preference", () => {
    expect(resolveTheme("system", true)).toBe("dark");
    expect(resolveTheme("system", false)).toBe("light");
    expect(resolveTheme("light", true)).toBe("light");
  });

  it("sets class=dark on <html> and follows OS changes while on system", () => {
    const setOsDark = fakeColorScheme(false);
    const stop = syncTheme();
    const root = document.documentElement;
    expect(root.classList.contains("dark")).toBe(false);

    setOsDark(true);
    expect(root.classList.contains("dark")).toBe(true);

    useThemeStore.getState().setTheme("light");
    expect(root.classList.contains("dark")).toBe(false);
    setOsDark(true); // ignored: an explicit choice wins over the OS
    expect(root.classList.contains("dark")).toBe(false);

    useThemeStore.getState().setTheme("dark");
    expect(root.classList.contains("dark")).toBe(true);
    stop();
  });

  it("applies an explicit theme regardless of the OS", () => {
    fakeColorScheme(true);
    applyTheme("light");
    expect(document.documentElement.classList.contains("dark")).toBe(false);
  });
});
