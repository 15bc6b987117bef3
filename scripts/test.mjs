// `npm test`: every vitest project (unit, API, database, importer, template), then the
// Playwright e2e suite in Chromium. Both always run so one failure does not hide the
// other; the exit code is non-zero if either failed.
import { spawnSync } from "node:child_process";
import { root } from "./build-state.mjs";

const run = (args) => spawnSync("npx", args, { cwd: root, stdio: "inherit" }).status ?? 1;

const unit = run(["vitest", "run"]);
const e2e = run(["playwright", "test", "-c", "e2e/playwright.config.ts"]);
process.exit(unit || e2e);
