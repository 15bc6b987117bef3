// `npm test`: builds the app if the build is stale (the printing tests load the real
// artboard, and the e2e suite serves the real build), then every vitest project (unit,
// API, database, importer, template), then the Playwright e2e suite in Chromium. Both
// suites always run so one failure does not hide the other; the exit code is non-zero
// if anything failed.
import { spawnSync } from "node:child_process";
import { isBuildFresh, root } from "./build-state.mjs";

const run = (command, args) => spawnSync(command, args, { cwd: root, stdio: "inherit" }).status ?? 1;

if (!isBuildFresh() && run(process.execPath, ["scripts/build.mjs"]) !== 0) process.exit(1);
const unit = run("npx", ["vitest", "run"]);
const e2e = run("npx", ["playwright", "test", "-c", "e2e/playwright.config.ts"]);
process.exit(unit || e2e);
