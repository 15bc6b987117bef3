import { defaultLocale } from "@vitae/schema";
import i18next from "i18next";
import LanguageDetector from "i18next-browser-languagedetector";
import { initReactI18next } from "react-i18next";
import { LOCALE_STORAGE_KEY } from "../constants";
import enUS from "../locales/en-US.json";
import { type CatalogueLoader, createCatalogueBackend, loadersByLocale } from "./catalogue-backend";
import { textDirection } from "./text-direction";

// en-US is bundled (it is the fallback and must never wait on the network); every
// other catalogue becomes its own chunk.
const lazyCatalogues = loadersByLocale(
  import.meta.glob<unknown>(["../locales/*.json", "!../locales/en-US.json"], { import: "default" }) as Record<
    string,
    CatalogueLoader
  >,
);

/** Locales the UI can be shown in, the default first. */
export const availableLocales = [defaultLocale, ...Object.keys(lazyCatalogues).sort()];

/** Keeps <html lang dir> right for screen readers, hyphenation and RTL layout. */
function applyDocumentLanguage(locale: string): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = textDirection(locale);
}

export async function initI18n(): Promise<typeof i18next> {
  if (i18next.isInitialized) return i18next;
  i18next.on("languageChanged", applyDocumentLanguage);
  await i18next
    .use(createCatalogueBackend(lazyCatalogues))
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources: { [defaultLocale]: { translation: enUS } },
      // Use the bundled en-US as-is, but still ask the backend for other locales.
      partialBundledLanguages: true,
      fallbackLng: defaultLocale,
      supportedLngs: availableLocales,
      // "de" from the browser resolves to "de-DE"; never request bare "de" catalogues.
      load: "currentOnly",
      detection: {
        order: ["localStorage", "navigator"],
        lookupLocalStorage: LOCALE_STORAGE_KEY,
        // Only an explicit choice in the language picker is remembered.
        caches: [],
      },
      interpolation: { escapeValue: false }, // React escapes already
      returnNull: false,
    });
  applyDocumentLanguage(i18next.resolvedLanguage ?? defaultLocale);
  return i18next;
}

/** Switches the UI language and remembers it for the next visit. */
export async function changeLocale(locale: string): Promise<void> {
  localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  await i18next.changeLanguage(locale);
}
