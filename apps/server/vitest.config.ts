import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "server",
    root: import.meta.dirname,
    environment: "node",
    // src/: unit and API tests beside the code they test. test/: suites that need the built
    // server or cross every part of it (durability, security), kept out of production folders.
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    // Each file opens its own database (PGlite in memory, or a fresh PostgreSQL
    // database when TEST_DATABASE_URL is set); opening one takes a moment.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
