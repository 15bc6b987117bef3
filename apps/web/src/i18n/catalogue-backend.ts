import type { BackendModule } from "i18next";

/**
 * An i18next backend whose catalogues come in parts (catalogue-parts.ts): when i18next asks
 * for a language, at start or when the language changes, `addParts` adds the parts this page
 * uses to i18next itself, so the backend answers with nothing more to add.
 */
export function createCatalogueBackend(addParts: (language: string) => Promise<void>): BackendModule {
  return {
    type: "backend",
    callbackApi: true,
    init() {},
    read(language, _namespace, callback) {
      addParts(language).then(
        () => callback(null, {}),
        (error: unknown) => callback(error instanceof Error ? error : String(error), null),
      );
    },
  };
}
