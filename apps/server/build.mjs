// Bundles the server into dist/main.js. Our workspace packages (TypeScript source) are
// inlined; every npm dependency stays external and is loaded from node_modules, which
// PGlite needs anyway (it reads its WebAssembly files next to its own module).
import { build } from "esbuild";

await build({
  // main.js is the server; render.js prints resume files without it (`vitae render`).
  entryPoints: { main: "src/main.ts", render: "src/render/render-main.ts" },
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
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
