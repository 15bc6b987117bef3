import { defaultLocale, languageLocales, textDirection } from "@vitae/schema";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
// Named imports, so only these parts of en-US are bundled with the app's entry (Vite
// tree-shakes a JSON file's top-level keys): what the landing page and the shell show.
import { app, common, landing, language, nav, notFound, routeError, theme, toast } from "@/locales/en-US.json";
import { type CatalogueLoader, createCatalogueBackend, loadersByLocale } from "./catalogue-backend";
import { languageDetector } from "./detect-language";

/**
 * The en-US words every page may show before the rest arrives: the top of the landing page
 * (the first page people see, with the tightest script budget, bench/report.md; what lies below the
 * fold is `landingMore`, loaded with the rest), navigation, the error pages and the toasts'
 * close button. An error toast on the landing page loads the rest first.
 */
export const coreCatalogue = { app, common, landing, language, nav, notFound, routeError, theme, toast };

// The whole en-US catalogue as a chunk of its own: its text ("?raw" makes it a separate
// module, so the entry's named imports above stay small). It is fetched before any page but
// the landing page renders; see loadFullCatalogue.
const fullEnglish = Object.values(
  import.meta.glob<string>("../locales/en-US.json", { query: "?raw", import: "default" }),
)[0] as () => Promise<string>;

// Every other catalogue becomes its own chunk, loaded when its locale is chosen.
const lazyCatalogues = loadersByLocale(
  import.meta.glob<unknown>(["../locales/*.json", "!../locales/en-US.json"], { import: "default" }) as Record<
    string,
    CatalogueLoader
  >,
);

let fullCatalogue: Promise<void> | null = null;
let fullCatalogueLoaded = false;

/**
 * Adds the rest of en-US (the fallback of every locale) to i18next; once per page. Pages
 * other than the landing page wait for it (main.tsx before the first render, RootLayout when
 * navigating away from /).
 */
export function loadFullCatalogue(): Promise<void> {
  fullCatalogue ??= fullEnglish().then((text) => {
    i18next.addResourceBundle(defaultLocale, "translation", JSON.parse(text), true, true);
    fullCatalogueLoaded = true;
  });
  return fullCatalogue;
}

/** Whether every en-US key is available (see loadFullCatalogue). */
export function isFullCatalogueLoaded(): boolean {
  return fullCatalogueLoaded;
}

/**
 * Keeps <html lang dir> right for screen readers, hyphenation and RTL layout. `lang` names
 * the language the words are in (en-US while a locale has no catalogue yet); `dir` follows
 * the chosen locale, so the layout is already the one its translation will have.
 */
function applyDocumentLanguage(): void {
  document.documentElement.lang = i18next.resolvedLanguage ?? defaultLocale;
  document.documentElement.dir = textDirection(i18next.language || defaultLocale);
}

/**
 * Sets i18next up in the language the visitor chose (or the browser's). With `full: false`
 * (the landing page) only the core of en-US is loaded; everything else asks for the rest.
 */
export async function initI18n({ full = true }: { full?: boolean } = {}): Promise<typeof i18next> {
  if (i18next.isInitialized) {
    if (full) await loadFullCatalogue();
    return i18next;
  }
  i18next.on("languageChanged", applyDocumentLanguage);
  await i18next
    .use(createCatalogueBackend(lazyCatalogues))
    .use(languageDetector)
    .use(initReactI18next)
    .init({
      resources: { [defaultLocale]: { translation: coreCatalogue } },
      // Use the bundled en-US as-is, but still ask the backend for other locales.
      partialBundledLanguages: true,
      fallbackLng: defaultLocale,
      // Every locale of the picker (48); one without a catalogue falls back to en-US.
      supportedLngs: [...languageLocales],
      // "de" from the browser resolves to "de-DE"; never request bare "de" catalogues.
      load: "currentOnly",
      interpolation: { escapeValue: false }, // React escapes already
      returnNull: false,
    });
  if (full) await loadFullCatalogue();
  applyDocumentLanguage();
  return i18next;
}
