import { defaultLocale, languageLocales, textDirection } from "@vitae/schema";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { createCatalogueBackend } from "./catalogue-backend";
import { addPartsInUse, markCataloguePartAdded } from "./load-catalogue-part";
import { languageDetector } from "./detect-language";

/**
 * The en-US words every page may show before anything else arrives (catalogue-parts.ts,
 * `core`), bundled with the app's entry: the landing page paints without waiting for a
 * catalogue chunk. Every other part, and every part of other locales, loads on demand.
 */
export const coreCatalogue = Object.values(
  import.meta.glob<Record<string, unknown>>("../locales/en-US.json", {
    // "&bundled": its own module, so it lands in the entry (build-plugins/catalogue-chunks.ts).
    query: "?catalogue-part=core&bundled",
    import: "default",
    eager: true,
  }),
)[0] as Record<string, unknown>;

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
 * Sets i18next up in the language the visitor chose (or the browser's), with the core of the
 * catalogue; pages and panels load the rest of their words with their code
 * (withCatalogueParts).
 */
export async function initI18n(): Promise<typeof i18next> {
  if (i18next.isInitialized) return i18next;
  markCataloguePartAdded(defaultLocale, "core");
  i18next.on("languageChanged", applyDocumentLanguage);
  await i18next
    .use(createCatalogueBackend(addPartsInUse))
    .use(languageDetector)
    .use(initReactI18next)
    .init({
      // A copy: i18next merges the parts loaded later into the object it is given.
      resources: { [defaultLocale]: { translation: structuredClone(coreCatalogue) } },
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
  applyDocumentLanguage();
  return i18next;
}
