import { describe, expect, it } from "vitest";
import { summarizeReport } from "./report-summary.mjs";

describe("summarizeReport", () => {
  it("names each failed vitest test, and a file that failed outside its tests", () => {
    const summary = summarizeReport({
      numPassedTests: 3,
      numFailedTests: 1,
      testResults: [
        {
          name: "/repo/a.test.ts",
          status: "failed",
          assertionResults: [
            { status: "passed", fullName: "a works" },
            { status: "failed", fullName: "a refuses bad input" },
          ],
        },
        { name: "/repo/b.test.ts", status: "failed", message: "\nCannot find module './gone'\n  at …", assertionResults: [] },
        { name: "/repo/c.test.ts", status: "passed", assertionResults: [{ status: "passed", fullName: "c" }] },
      ],
    });
    expect(summary).toEqual({
      passed: 3,
      failed: 1,
      failures: ["/repo/a.test.ts › a refuses bad input", "/repo/b.test.ts: Cannot find module './gone'"],
    });
  });

  it("names each failed Playwright spec with its describe titles, and counts flaky ones as passed", () => {
    const summary = summarizeReport({
      stats: { expected: 5, unexpected: 1, flaky: 2, skipped: 0 },
      errors: [{ message: "webServer timed out\nmore" }],
      suites: [
        {
          title: "builder.spec.ts",
          file: "builder.spec.ts",
          specs: [{ title: "opens", ok: true, file: "builder.spec.ts" }],
          suites: [
            {
              title: "autosave",
              file: "builder.spec.ts",
              specs: [{ title: "keeps edits offline", ok: false, file: "builder.spec.ts" }],
            },
          ],
        },
      ],
    });
    expect(summary).toEqual({
      passed: 7,
      failed: 1,
      failures: ["builder.spec.ts › autosave › keeps edits offline", "Playwright: webServer timed out"],
    });
  });

  it("counts a report in an unknown shape as a failure", () => {
    expect(summarizeReport({ hello: 1 }).failed).toBe(1);
  });
});
