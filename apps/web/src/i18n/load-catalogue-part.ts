import { defaultLocale, languageLocales } from "@vitae/schema";
import i18next from "i18next";
import type { CataloguePart } from "./catalogue-parts";
import type { PartLoaders } from "./part-indexes";

// en-US, the fallback of every page, reaches its parts directly; other locales through the
// map of all locales (part-indexes.ts). One loader per locale, not per locale and part.
const englishIndex = Object.values(
  import.meta.glob<PartLoaders>("../locales/en-US.json", { query: "?catalogue-parts", import: "default" }),
)[0] as () => Promise<PartLoaders>;

/** The loaders of `locale`'s parts, or null for a locale without a catalogue. */
async function partIndex(locale: string): Promise<PartLoaders | null> {
  if (locale === defaultLocale) return englishIndex();
  const load = (await import("./part-indexes")).partIndexes[locale];
  return load ? load() : null;
}

/** Whether `locale` has a catalogue; i18next also knows codes we do not ship, and falls back. */
const hasCatalogue = (locale: string) => (languageLocales as readonly string[]).includes(locale);

/** Parts some code on this page asked for; a new language loads all of them (catalogue-backend.ts). */
const partsInUse = new Set<CataloguePart>(["core"]);
/** Parts added to i18next, or being added, by "locale/part". */
const added = new Map<string, Promise<void>>();

/** Records a part that came with the code (en-US's core), so it is never fetched. */
export function markCataloguePartAdded(locale: string, part: CataloguePart): void {
  added.set(`${locale}/${part}`, Promise.resolve());
}

/** Downloads `part` of `locale`'s catalogue and adds it to i18next; once per page. */
export function addCataloguePart(locale: string, part: CataloguePart): Promise<void> {
  const key = `${locale}/${part}`;
  let adding = added.get(key);
  if (adding) return adding;
  // A locale without a catalogue falls back to en-US, as i18next does.
  if (!hasCatalogue(locale)) return Promise.resolve();
  adding = partIndex(locale)
    .then((loaders) => loaders?.[part]())
    .then((words) => {
      if (words) i18next.addResourceBundle(locale, "translation", words, true, true);
    });
  // A failed download (offline for a moment) may be retried by the next navigation.
  adding.catch(() => added.delete(key));
  added.set(key, adding);
  return adding;
}

/** Adds every part in use on this page for `locale`: a language chosen after they loaded. */
export async function addPartsInUse(locale: string): Promise<void> {
  // A page may ask for another part while these load; the new language needs it too.
  let count: number;
  do {
    count = partsInUse.size;
    await Promise.all([...partsInUse].map((part) => addCataloguePart(locale, part)));
  } while (partsInUse.size !== count);
}

/** The locales whose words show: the chosen one and en-US, its fallback. */
function localesShown(): string[] {
  return [...new Set([i18next.language || defaultLocale, defaultLocale])];
}

/**
 * Loads `part` in the chosen locale and in en-US, and keeps it for a language chosen later.
 * Fails only when en-US fails: without the chosen language's words the page still works in
 * English, as i18next falls back.
 */
export function loadCataloguePart(part: CataloguePart): Promise<void> {
  partsInUse.add(part);
  const adding = localesShown().map((locale) => {
    const added = addCataloguePart(locale, part);
    return locale === defaultLocale ? added : added.catch(() => {});
  });
  return Promise.all(adding).then(() => {});
}

/**
 * Loads lazily loaded code together with its words, e.g. a route's page or a panel, so it
 * never renders a raw key: `withCatalogueParts(["check"], () => import("./check-panel"))`.
 * Parts shared by several pages (`shell`, `forms`) are downloaded once.
 */
export async function withCatalogueParts<T>(parts: readonly CataloguePart[], load: () => Promise<T>): Promise<T> {
  const [module] = await Promise.all([load(), ...parts.map(loadCataloguePart)]);
  return module;
}
