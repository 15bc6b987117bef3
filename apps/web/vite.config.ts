import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { type Connect, type Plugin, defineConfig } from "vite";
import { phosphorWeights } from "./build-plugins/phosphor-weights.ts";
import { catalogueChunks } from "./build-plugins/catalogue-chunks.ts";
import { pickJson } from "./pick-json.ts";
import { preactEntries } from "./preact-entries.ts";
import { srcAlias } from "./src-alias.ts";
import { zodJitlessAlias } from "./zod-jitless-alias.ts";

/*
 * Two HTML entries share one build: the SPA (index.html) and the artboard
 * (artboard.html) that the builder frames at /artboard/*; a second pass builds the public
 * page and the artboard it frames at /artboard/preview (preact-entries.ts). The
 * production server maps /artboard/* to dist/artboard.html (/artboard/preview to the second
 * pass's artboard-preview.html); this plugin does the same, with one artboard for all,
 * in `vite` and `vite preview`, where the SPA history fallback would otherwise answer
 * index.html.
 */
function artboardFallback(): Plugin {
  const rewrite: Connect.NextHandleFunction = (req, _res, next) => {
    const path = req.url?.split("?")[0] ?? "";
    const wantsHtml = req.headers.accept?.includes("text/html") ?? false;
    if ((path === "/artboard" || path.startsWith("/artboard/")) && wantsHtml) req.url = "/artboard.html";
    next();
  };
  return {
    name: "vitae:artboard-fallback",
    configureServer: (server) => void server.middlewares.use(rewrite),
    configurePreviewServer: (server) => void server.middlewares.use(rewrite),
  };
}

/*
 * Fontsource's CSS offers every face as woff2 and, for old browsers, woff. Every browser
 * we support (and the printer's Chromium) takes woff2, so the woff fallbacks only add
 * ~15 MB of never-fetched files to the build; drop them from the CSS before bundling.
 */
function woff2Only(): Plugin {
  return {
    name: "vitae:woff2-only",
    enforce: "pre",
    transform(code, id) {
      if (!id.includes("@fontsource/") || !id.endsWith(".css")) return null;
      return { code: code.replace(/,\s*url\([^)]*\.woff\)\s*format\(['"]woff['"]\)/g, ""), map: null };
    },
  };
}

/*
 * packages/schema reads Vitae's version from the root package.json, the one place a release
 * sets it. The browser needs only `version`; without this the whole file (scripts,
 * dependencies) would ship in the JavaScript of every page, the landing page included.
 */
function rootPackageVersionOnly(): Plugin {
  const rootPackage = resolve(import.meta.dirname, "../../package.json");
  return {
    name: "vitae:root-package-version-only",
    enforce: "pre",
    async load(id) {
      if (id.split("?")[0] !== rootPackage) return null;
      const { version } = JSON.parse(await readFile(rootPackage, "utf8")) as { version: string };
      return { code: `export default ${JSON.stringify({ version })};\n`, moduleType: "js" };
    },
  };
}

export default defineConfig({
  plugins: [woff2Only(), rootPackageVersionOnly(), phosphorWeights(), catalogueChunks(), pickJson(), react(), tailwindcss(), artboardFallback(), preactEntries()],
  resolve: { alias: [srcAlias, zodJitlessAlias] },
  server: {
    proxy: { "/api": { target: "http://localhost:3000" } },
  },
  preview: {
    proxy: { "/api": { target: "http://localhost:3000" } },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Every browser the app supports (ES modules with dynamic import, `color-mix()`) preloads
    // modules natively; the polyfill would be one more script on every page.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: {
        index: resolve(import.meta.dirname, "index.html"),
        artboard: resolve(import.meta.dirname, "artboard.html"),
      },
      output: {
        // React and React DOM in one chunk rather than four: every page and the artboard load
        // all of them, and each extra chunk costs a request and its own gzip overhead.
        codeSplitting: {
          groups: [
            { name: "react", test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
          ],
        },
      },
    },
  },
});
