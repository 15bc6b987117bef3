import { describe, expect, it } from "vitest";
import deDE from "../locales/de-DE.json";
import enUS from "../locales/en-US.json";
import { createCatalogueBackend, loadersByLocale } from "./catalogue-backend";
import { textDirection } from "./text-direction";

const read = (backend: ReturnType<typeof createCatalogueBackend>, locale: string) =>
  new Promise<unknown>((resolve, reject) =>
    backend.read(locale, "translation", (error, data) => (error ? reject(error) : resolve(data))),
  );

/** Every leaf key of a catalogue, e.g. "auth.login.title". */
function keys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

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

describe("catalogues", () => {
  it("de-DE has exactly the keys of en-US", () => {
    expect(keys(deDE).sort()).toEqual(keys(enUS).sort());
  });
});

describe("textDirection", () => {
  it.each([
    ["ar-SA", "rtl"],
    ["he-IL", "rtl"],
    ["fa-IR", "rtl"],
    ["ur", "rtl"],
    ["en-US", "ltr"],
    ["de-DE", "ltr"],
  ])("%s is %s", (locale, direction) => {
    expect(textDirection(locale)).toBe(direction);
  });
});
