import { defineConfig } from "vitest/config";

// One run covers every workspace; `npm test` adds the Playwright e2e suite after it.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "schema",
          root: "packages/schema",
          include: ["src/**/*.test.ts"],
        },
      },
      "packages/importers/vitest.config.ts",
      "packages/templates/vitest.config.ts",
      "apps/server/vitest.config.ts",
      "apps/web/vitest.config.ts",
      "apps/cli/vitest.config.ts",
      {
        test: {
          name: "tooling",
          root: ".",
          include: ["scripts/**/*.test.ts", "eslint-rules/**/*.test.ts", "bench/lib/**/*.test.ts"],
        },
      },
    ],
    // Two files at a time, even on a two-core machine: vitest's default there is one, and
    // most files spend their time waiting on a database, Chromium or a socket, not computing.
    // The whole suite passes this way.
    maxWorkers: 2,
    reporters: ["default", "json"],
    outputFile: { json: "reports/vitest.json" },
  },
});
