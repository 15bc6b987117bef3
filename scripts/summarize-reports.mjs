// Sums the JSON reports of vitest and Playwright into the one line CI ends with:
// "N passed, N failed". Extra failures (lint, typecheck, a runner that crashed before
// writing its report) are added with --extra-failed N.
import { readFileSync } from "node:fs";

let passed = 0;
let failed = 0;
const args = process.argv.slice(2);
for (let index = 0; index < args.length; index++) {
  const arg = args[index];
  if (arg === "--extra-failed") {
    failed += Number(args[++index] ?? 0);
    continue;
  }
  let report;
  try {
    report = JSON.parse(readFileSync(arg, "utf8"));
  } catch {
    process.stderr.write(`missing or unreadable report: ${arg}\n`);
    failed += 1;
    continue;
  }
  if ("numPassedTests" in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  } else if (report.stats) {
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
  }
}
process.stdout.write(`${passed} passed, ${failed} failed\n`);
