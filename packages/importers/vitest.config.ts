import { defineConfig } from "vitest/config";

// Included by the root vitest config as the "importers" project.
export default defineConfig({
  test: { name: "importers", root: import.meta.dirname, include: ["src/**/*.test.ts"] },
});
