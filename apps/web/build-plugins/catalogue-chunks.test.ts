import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import enUS from "../src/locales/en-US.json";
import { catalogueParts } from "../src/i18n/catalogue-parts";
import { catalogueChunks, partIndexModule } from "./catalogue-chunks";

const english = resolve(import.meta.dirname, "../src/locales/en-US.json");

type Hook = (this: unknown, ...args: unknown[]) => Promise<unknown>;
const plugin = catalogueChunks();
const load = (id: string) => (plugin.load as Hook).call({ addWatchFile() {} }, id) as Promise<{ code: string } | null>;
const resolveId = (source: string, resolved: string | null) =>
  (plugin.resolveId as Hook).call({ resolve: async () => (resolved ? { id: resolved } : null) }, source, "/importer.ts");

describe("catalogueChunks", () => {
  it("indexes every part of a catalogue, each its own import", () => {
    const code = partIndexModule(english);
    for (const part of Object.keys(catalogueParts)) {
      expect(code).toContain(`import(${JSON.stringify(`${english}?catalogue-part=${part}`)})`);
    }
  });

  it("gives an index an id that does not end in .json, on the build and the dev server alike", async () => {
    for (const source of ["../locales/en-US.json?catalogue-parts", "/src/locales/en-US.json?import&catalogue-parts"]) {
      const id = (await resolveId(source, english)) as string;
      expect(id).toMatch(/^\0/);
      expect(id).not.toMatch(/\.json$/);
      expect((await load(id))?.code).toBe(partIndexModule(english));
    }
    expect(await resolveId("../locales/en-US.json", english)).toBeNull();
  });

  it("loads a part with only its words, however the query is spelt", async () => {
    for (const id of [`${english}?catalogue-part=check`, `${english}?import&catalogue-part=check`]) {
      expect((await load(id))?.code).toBe(`export default ${JSON.stringify({ check: enUS.check })};\n`);
    }
    const settings = await load(`${english}?catalogue-part=settings`);
    expect(settings?.code).toContain(JSON.stringify(enUS.auth.fields));
    expect(settings?.code).not.toContain(JSON.stringify(enUS.auth.login));
  });

  it("refuses a part the table does not name", async () => {
    await expect(load(`${english}?catalogue-part=nothing`)).rejects.toThrow(/nothing/);
  });
});
