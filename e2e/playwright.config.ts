import { defineConfig } from "@playwright/test";
import { headlessChromiumArgs } from "@vitae/schema";
import { e2ePorts } from "./support/ports.mjs";

// E2E runs against the real production build served by `npm start`'s own script, with
// a throw-away embedded database, in the system's Chromium (no browser download).
const baseURL = `http://127.0.0.1:${e2ePorts.app}`;

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 30_000,
  // Ten seconds for an expectation to come true, not Playwright's five: on a two-core machine
  // running two browsers, the server and its printer at once, opening the builder (its code,
  // then its data) was seen to take more than five. A passing expectation costs no more.
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "../reports/playwright.json" }]],
  outputDir: "../test-results",
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: [...headlessChromiumArgs],
    },
  },
  webServer: {
    command: "node e2e/start-server.mjs",
    cwd: "..",
    url: `${baseURL}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: { LOG_LEVEL: "warn" },
  },
});
