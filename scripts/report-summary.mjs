// Reads the JSON reports of vitest and Playwright: how many tests passed, how many failed,
// and which ones failed. CI prints the failures' names just above its last line, because the
// end of a CI log is often all a reader gets to see.

/** @param {unknown} report a parsed vitest or Playwright JSON report */
export function summarizeReport(report) {
  if (report && typeof report === "object" && "numPassedTests" in report) return summarizeVitest(report);
  if (report && typeof report === "object" && "stats" in report) return summarizePlaywright(report);
  return { passed: 0, failed: 1, failures: ["a report in neither vitest's nor Playwright's format"] };
}

function summarizeVitest(report) {
  const failures = [];
  for (const file of report.testResults ?? []) {
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === "failed");
    for (const test of failedTests) failures.push(`${file.name} › ${test.fullName}`);
    // A file that failed as a whole (an import error, a hook that threw) has no failed test.
    if (file.status === "failed" && failedTests.length === 0) {
      failures.push(`${file.name}: ${firstLine(file.message) || "the file failed outside its tests"}`);
    }
  }
  return { passed: report.numPassedTests, failed: report.numFailedTests, failures };
}

function summarizePlaywright(report) {
  const failures = [];
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      if (spec.ok === false) failures.push(`${spec.file} › ${[...titles, spec.title].join(" › ")}`);
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  // The top-level suites are the test files, whose names each failure starts with already.
  for (const suite of report.suites ?? []) visit(suite, []);
  for (const error of report.errors ?? []) failures.push(`Playwright: ${firstLine(error.message)}`);
  const stats = report.stats;
  return { passed: stats.expected + (stats.flaky ?? 0), failed: stats.unexpected, failures };
}

function firstLine(text) {
  return String(text ?? "").split("\n").find((line) => line.trim() !== "")?.trim() ?? "";
}
