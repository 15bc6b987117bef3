import { describe, expect, it } from "vitest";
import { drawnPdf, resumeRuns, sampleData } from "../test/check-pdfs";
import { checkResume } from "./check-resume";
import { UnreadablePdfError } from "./read-pdf";

const now = new Date("2026-06-15T00:00:00Z");

describe("checkResume", () => {
  it("runs every group on the sample and scores passes fully, warnings half, failures not at all", async () => {
    const data = sampleData();
    const report = await checkResume({ pdf: await drawnPdf(resumeRuns(data), [data.basics.url.href]), data, language: "en-US", now });
    const ids = report.checks.map((check) => check.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(25);
    const weights = { pass: 1, warn: 0.5, fail: 0 };
    const expected = Math.round((100 * report.checks.reduce((total, check) => total + weights[check.status], 0)) / report.checks.length);
    expect(report.score).toBe(expected);
    expect(report.checks.find((check) => check.id === "contact-name")?.status).toBe("pass");
  });

  it("refuses bytes that are not a PDF with a typed error", async () => {
    await expect(checkResume({ pdf: new TextEncoder().encode("not a pdf"), data: sampleData(), language: "en", now })).rejects.toBeInstanceOf(UnreadablePdfError);
  });
});
