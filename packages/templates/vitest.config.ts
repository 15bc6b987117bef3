import { defineConfig } from "vitest/config";

// Runs alone (`npx vitest run --root packages/templates`) or as a project of the root config.
export default defineConfig({
  test: {
    name: "templates",
    root: import.meta.dirname,
    environment: "happy-dom",
    include: ["src/**/*.test.{ts,tsx}"],
  },
});
