import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// Included by the root vitest config as the "web" project.
export default defineConfig({
  plugins: [react()],
  test: {
    name: "web",
    root: import.meta.dirname,
    environment: "happy-dom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/test/setup.ts"],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
