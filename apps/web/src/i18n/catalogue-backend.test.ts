import { describe, expect, it } from "vitest";
import { createCatalogueBackend } from "./catalogue-backend";
import { detectLanguages } from "./detect-language";

const read = (backend: ReturnType<typeof createCatalogueBackend>, locale: string) =>
  new Promise<unknown>((resolve, reject) =>
    backend.read(locale, "translation", (error, data) => (error ? reject(error) : resolve(data))),
  );

describe("catalogue backend", () => {
  it("adds a language's parts itself and answers with nothing more", async () => {
    const asked: string[] = [];
    const backend = createCatalogueBackend(async (language) => void asked.push(language));
    await expect(read(backend, "de-DE")).resolves.toEqual({});
    expect(asked).toEqual(["de-DE"]);
  });

  it("passes loader failures to i18next", async () => {
    const backend = createCatalogueBackend(() => Promise.reject(new Error("offline")));
    await expect(read(backend, "de-DE")).rejects.toThrow("offline");
  });
});

describe("detectLanguages", () => {
  it("puts the picker's choice before the browser's languages", () => {
    expect(detectLanguages("ar-SA", ["de-DE", "en"])).toEqual(["ar-SA", "de-DE", "en"]);
    expect(detectLanguages(null, ["de"])).toEqual(["de"]);
  });
});
