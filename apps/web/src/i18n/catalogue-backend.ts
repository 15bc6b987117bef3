import type { BackendModule, ResourceKey } from "i18next";

/** Loads one catalogue on demand, e.g. a lazy `import.meta.glob` entry. */
export type CatalogueLoader = () => Promise<unknown>;

/**
 * An i18next backend over lazy module loaders keyed by locale (the job
 * i18next-resources-to-backend does, in a few lines and without another dependency).
 * Each locale is a separate chunk, so only the catalogue in use is downloaded.
 */
export function createCatalogueBackend(loaders: Record<string, CatalogueLoader>): BackendModule {
  return {
    type: "backend",
    callbackApi: true,
    init() {},
    read(language, _namespace, callback) {
      const load = loaders[language];
      // Not an error: i18next also asks for codes we do not ship and falls back.
      if (!load) return callback(null, {});
      load().then(
        (catalogue) => callback(null, unwrapDefault(catalogue) as ResourceKey),
        (error: unknown) => callback(error instanceof Error ? error : String(error), null),
      );
    },
  };
}

function unwrapDefault(module: unknown): unknown {
  if (module && typeof module === "object" && "default" in module) return module.default;
  return module;
}

/** Maps `import.meta.glob` paths such as "../locales/de-DE.json" to their locale code. */
export function loadersByLocale(modules: Record<string, CatalogueLoader>): Record<string, CatalogueLoader> {
  const entries = Object.entries(modules).flatMap(([path, load]) => {
    const locale = /([^/]+)\.json$/.exec(path)?.[1];
    return locale ? [[locale, load] as const] : [];
  });
  return Object.fromEntries(entries);
}
