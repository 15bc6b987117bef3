// Bundles the server into dist/: main.js (the server, in chunks beside it), render.js (`vitae render`: prints
// resume files without the server) and write-pglite-seed.js, which it then runs to write
// dist/pglite-seed.tar.gz, the migrated, empty embedded database a first start loads instead
// of running initdb (src/db/pglite-seed.ts). Our workspace packages (TypeScript source) are
// inlined; every npm dependency stays external and is loaded from node_modules, which PGlite
// needs anyway (it reads its WebAssembly files next to its own module). Code shared by the
// entries, and every module an entry imports dynamically, goes into chunks beside them (dist/, where paths.ts resolves its folders from): a
// dynamic import then loads its npm dependencies only when it runs, which render.js relies on
// to launch Chromium before the rest of its code has loaded.
import { rm } from "node:fs/promises";
import { build } from "esbuild";

// Chunk names carry a hash: without a clean folder every build would leave the last one's.
await rm(new URL("./dist", import.meta.url), { recursive: true, force: true });

await build({
  entryPoints: {
    main: "src/main.ts",
    render: "src/render/render-main.ts",
    "write-pglite-seed": "src/db/write-pglite-seed-main.ts",
  },
  outdir: "dist",
  bundle: true,
  // Code shared by the entries, and what main.js imports dynamically (start-server.ts: the
  // server itself, loaded after main.js set its V8 flags), goes into chunks beside them.
  splitting: true,
  platform: "node",
  format: "esm",
  chunkNames: "[name]-[hash]",
  target: "node20",
  sourcemap: true,
  logLevel: "warning",
  plugins: [
    {
      name: "external-npm-packages",
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith("@vitae/") ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
await import(new URL("./dist/write-pglite-seed.js", import.meta.url).href);
