import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { drawnPdf, resumeRuns, sampleData } from "../test/check-pdfs";
import { checkResume } from "./check-resume";
import { UnreadablePdfError } from "./read-pdf";

const now = new Date("2026-06-15T00:00:00Z");

describe("checkResume", () => {
  it("runs every group on the sample and scores passes fully, warnings half, failures not at all", async () => {
    const data = sampleData();
    const report = await checkResume({ pdf: await drawnPdf(resumeRuns(data), [data.basics.url.href]), data, locale: "en-US", now });
    const ids = report.checks.map((check) => check.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(30);
    expect(report.keywords).toBeUndefined();
    const weights = { pass: 1, warn: 0.5, fail: 0 };
    const expected = Math.round((100 * report.checks.reduce((total, check) => total + weights[check.status], 0)) / report.checks.length);
    expect(report.score).toBe(expected);
    expect(report.checks.find((check) => check.id === "contact-name")?.status).toBe("pass");
  });

  it("runs exactly the checks docs/check.md describes, each in a row of its own that says why it matters", async () => {
    const data = sampleData();
    const report = await checkResume({ pdf: await drawnPdf(resumeRuns(data)), data, locale: "en-US", now });
    const docs = readFileSync(new URL("../../../../docs/check.md", import.meta.url), "utf8");
    // A table row: | `id` | passes when | why it matters |
    const rows = [...docs.matchAll(/^\| `([a-z-]+)` \| (.+?) \| (.+?) \|$/gm)];
    expect(rows.map(([, id]) => id).sort()).toEqual(report.checks.map((check) => check.id).sort());
    for (const [, id, passes = "", why = ""] of rows) expect(Math.min(passes.trim().length, why.trim().length), id).toBeGreaterThan(10);
  });

  it("matches a job description when one is given, in the posting's language", async () => {
    const data = sampleData();
    const jobDescription = "Plattformingenieur (m/w/d)\nDu betreibst Kubernetes-Cluster und schreibst Terraform. Erfahrung mit Haskell ist Pflicht.";
    const report = await checkResume({ pdf: await drawnPdf(resumeRuns(data)), data, locale: "en-US", jobDescription, now });
    expect(report.keywords?.language).toBe("de");
    expect(report.keywords?.matched.map((term) => term.term)).toEqual(expect.arrayContaining(["Kubernetes", "Terraform"]));
    expect(report.keywords?.missing.map((term) => term.term)).toContain("Haskell");
  });

  it("writes every message and fix in the asked language, keeping ids, statuses and what it quotes from the PDF", async () => {
    const data = sampleData();
    data.basics.email = "";
    const pdf = await drawnPdf(resumeRuns(data));
    const english = await checkResume({ pdf, data, locale: "en-US", now });
    const german = await checkResume({ pdf, data, locale: "de-DE", now });
    expect(german.checks.map(({ id, status, target, highlights }) => ({ id, status, target, highlights }))).toEqual(
      english.checks.map(({ id, status, target, highlights }) => ({ id, status, target, highlights })),
    );
    expect(german.score).toBe(english.score);
    const email = german.checks.find((check) => check.id === "contact-email")!;
    expect(email.message).toBe("Keine E-Mail-Adresse im Lebenslauf.");
    expect(email.fix).toBe("Fügen Sie unter Grunddaten eine E-Mail-Adresse hinzu.");
    // Extracted text stays as printed; the labels around numbers are translated.
    const custom = (report: typeof english) => report.checks.find((check) => check.id === "headings-standard")!.evidence;
    expect(custom(german)).toBe(custom(english));
    expect(german.checks.find((check) => check.id === "page-count")?.evidence).toMatch(/^\d+ Seiten?, \d+ Jahre? Berufserfahrung$/);
    const differing = german.checks.filter((check, index) => check.message !== english.checks[index]!.message);
    expect(differing.length).toBe(german.checks.length);
  });

  it("refuses bytes that are not a PDF with a typed error", async () => {
    await expect(checkResume({ pdf: new TextEncoder().encode("not a pdf"), data: sampleData(), locale: "en", now })).rejects.toBeInstanceOf(UnreadablePdfError);
  });
});
