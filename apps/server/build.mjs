// Bundles the server into dist/main.js. Our workspace packages (TypeScript source) are
// inlined; every npm dependency stays external and is loaded from node_modules, which
// PGlite needs anyway (it reads its WebAssembly files next to its own module).
import { build } from "esbuild";

await build({
  entryPoints: ["src/main.ts"],
  outfile: "dist/main.js",
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
