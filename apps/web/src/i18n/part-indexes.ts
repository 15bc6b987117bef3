import type { CataloguePart } from "./catalogue-parts";

/** A locale's catalogue, part by part: each loader fetches one small chunk (build-plugins/catalogue-chunks.ts). */
export type PartLoaders = Record<CataloguePart, () => Promise<Record<string, unknown>>>;

/** Maps `import.meta.glob` paths such as "../locales/de-DE.json" to their locale code. */
export function loadersByLocale<T>(modules: Record<string, T>): Record<string, T> {
  const entries = Object.entries(modules).flatMap(([path, load]) => {
    const locale = /([^/]+)\.json$/.exec(path)?.[1];
    return locale ? [[locale, load] as const] : [];
  });
  return Object.fromEntries(entries);
}

/**
 * For each locale but en-US, the small chunk that knows where its parts are. This map is a
 * chunk of its own, loaded once a locale other than en-US is in use: an English visitor of
 * the landing page (the tightest script budget, bench/report.md) never downloads it.
 */
export const partIndexes = loadersByLocale(
  import.meta.glob<PartLoaders>(["../locales/*.json", "!../locales/en-US.json"], {
    query: "?catalogue-parts",
    import: "default",
  }),
);
