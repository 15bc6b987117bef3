// Sums the JSON reports of vitest and Playwright into the one line CI ends with:
// "N passed, N failed", preceded by the name of every failed test. Extra failures (lint,
// typecheck, a runner that crashed before writing its report) are added with --extra-failed N.
import { readFileSync } from "node:fs";
import { summarizeReport } from "./report-summary.mjs";

let passed = 0;
let failed = 0;
const failures = [];
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
    failures.push(`missing or unreadable report: ${arg}`);
    failed += 1;
    continue;
  }
  const summary = summarizeReport(report);
  passed += summary.passed;
  failed += summary.failed;
  failures.push(...summary.failures.map((failure) => `${arg}: ${failure}`));
}
if (failures.length > 0) process.stdout.write(`Failed:\n${failures.map((line) => `  ${line}\n`).join("")}`);
process.stdout.write(`${passed} passed, ${failed} failed\n`);
