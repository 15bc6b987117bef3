import { describe, expect, it } from "vitest";
import { createCatalogueBackend, loadersByLocale } from "./catalogue-backend";
import { detectLanguages } from "./detect-language";

const read = (backend: ReturnType<typeof createCatalogueBackend>, locale: string) =>
  new Promise<unknown>((resolve, reject) =>
    backend.read(locale, "translation", (error, data) => (error ? reject(error) : resolve(data))),
  );

describe("catalogue backend", () => {
  it("loads a catalogue lazily by locale and unwraps default exports", async () => {
    const loaders = loadersByLocale({ "../locales/de-DE.json": async () => ({ default: { hello: "Hallo" } }) });
    const backend = createCatalogueBackend(loaders);
    await expect(read(backend, "de-DE")).resolves.toEqual({ hello: "Hallo" });
    await expect(read(backend, "fr-FR")).resolves.toEqual({});
  });

  it("passes loader failures to i18next", async () => {
    const backend = createCatalogueBackend({ "de-DE": () => Promise.reject(new Error("offline")) });
    await expect(read(backend, "de-DE")).rejects.toThrow("offline");
  });
});

describe("detectLanguages", () => {
  it("puts the picker's choice before the browser's languages", () => {
    expect(detectLanguages("ar-SA", ["de-DE", "en"])).toEqual(["ar-SA", "de-DE", "en"]);
    expect(detectLanguages(null, ["de"])).toEqual(["de"]);
  });
});
