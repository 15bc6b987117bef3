import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { catalogueChunks } from "./build-plugins/catalogue-chunks.ts";
import { pickJson } from "./pick-json.ts";
import { srcAlias } from "./src-alias.ts";

// Included by the root vitest config as the "web" project.
export default defineConfig({
  // Tests load the same picked catalogue parts as the build (public/public-strings.ts,
  // i18n/catalogue-parts.ts).
  plugins: [catalogueChunks(), pickJson(), react()],
  resolve: { alias: [srcAlias] },
  test: {
    name: "web",
    root: import.meta.dirname,
    environment: "happy-dom",
    include: ["src/**/*.test.{ts,tsx}", "build-plugins/**/*.test.ts"],
    setupFiles: ["./src/test/setup.ts"],
    restoreMocks: true,
    // Rendering whole routes in happy-dom is slow on a busy 2-core machine; the default
    // 5 s made a few route tests time out there, never fail.
    testTimeout: 15_000,
    unstubGlobals: true,
  },
});
