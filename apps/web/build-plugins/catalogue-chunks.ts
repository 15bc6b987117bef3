import { readFile } from "node:fs/promises";
import type { Plugin } from "vite";
import { pickPaths } from "../pick-json.ts";
import { catalogueParts } from "../src/i18n/catalogue-parts.ts";

/**
 * `de-DE.json?catalogue-part=builder`: that part of the catalogue (src/i18n/catalogue-parts.ts).
 * `&bundled` asks for the same words as another module, one that a static import puts into
 * the importing chunk rather than sharing a chunk with the index's lazy copy.
 */
const partQuery = /\.json\?(?:.*&)?catalogue-part=(\w+)(?:&|$)/;
/** Where the chunks of catalogue parts and indexes go. */
const chunkDir = "assets/i18n/";
/** `de-DE.json?catalogue-parts`: a loader for each part of that catalogue. */
// The dev server adds "import&" to either query.
const indexQuery = /\.json\?(?:.*&)?catalogue-parts(?:&|$)/;

/**
 * An index's id: the catalogue's path between these, so it does not end in ".json" (the dev
 * server would serve it without rewriting the imports inside); "\0" marks it as made up by
 * a plugin.
 */
const indexPrefix = "\0vitae-catalogue-parts:";
const indexSuffix = ".js";

/** The module that loads each part of the catalogue `file` (a path) on demand, one chunk per part. */
export function partIndexModule(file: string): string {
  const loaders = Object.keys(catalogueParts).map(
    (part) =>
      `  ${JSON.stringify(part)}: () => import(${JSON.stringify(`${file}?catalogue-part=${part}`)}).then((module) => module.default),`,
  );
  return `export default {\n${loaders.join("\n")}\n};\n`;
}

/**
 * Splits every translation catalogue into the parts the app loads (src/i18n/catalogue-parts.ts)
 * at build time, so translators keep one JSON file per language while a page downloads
 * only the words it shows. `import.meta.glob("./locales/*.json", { query: "?catalogue-parts" })`
 * gives one small index chunk per locale; the parts themselves load only when asked for, so the
 * app's entry carries 48 loaders rather than one per locale and part.
 */
export function catalogueChunks(): Plugin {
  return {
    name: "vitae:catalogue-chunks",
    enforce: "pre",
    config: () => ({
      build: {
        modulePreload: {
          // A catalogue chunk imports nothing but the preload helper, which the page has
          // loaded already; listing it for each of 48 indexes would only add bytes to the entry.
          resolveDependencies: (file, deps) => (file.startsWith(chunkDir) ? [] : deps),
        },
        rolldownOptions: {
          output: {
            chunkFileNames: (chunk) =>
              /catalogue-part/.test(chunk.facadeModuleId ?? "") ? `${chunkDir}[name]-[hash].js` : "assets/[name]-[hash].js",
          },
        },
      },
    }),
    async resolveId(source, importer) {
      if (!indexQuery.test(source)) return null;
      const catalogue = await this.resolve(source.slice(0, source.indexOf("?")), importer, { skipSelf: true });
      return catalogue ? `${indexPrefix}${catalogue.id}${indexSuffix}` : null;
    },
    async load(id) {
      if (id.startsWith(indexPrefix)) {
        return { code: partIndexModule(id.slice(indexPrefix.length, -indexSuffix.length)), moduleType: "js" };
      }
      const part = partQuery.exec(id)?.[1];
      if (!part) return null;
      const paths: readonly string[] | undefined = catalogueParts[part as keyof typeof catalogueParts];
      if (!paths) throw new Error(`No catalogue part "${part}" in src/i18n/catalogue-parts.ts`);
      const file = id.slice(0, id.indexOf("?"));
      this.addWatchFile(file);
      const picked = pickPaths(JSON.parse(await readFile(file, "utf8")), paths);
      return { code: `export default ${JSON.stringify(picked)};\n`, moduleType: "js" };
    },
  };
}
