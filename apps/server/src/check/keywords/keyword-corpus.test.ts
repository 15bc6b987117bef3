import { describe, expect, it } from "vitest";
import { corpusCases } from "../../test/keyword-corpus";
import { matchKeywords } from "./match-keywords";

const cases = corpusCases();
const lower = (terms: { term: string }[]) => terms.map((term) => term.term.toLowerCase());

describe("keyword matching on the hand-written corpus", () => {
  it("holds cases in English, German, French, Spanish and Portuguese", () => {
    expect(new Set(cases.map((entry) => entry.language))).toEqual(new Set(["en", "de", "fr", "es", "pt"]));
  });

  for (const entry of cases) {
    it(`${entry.name}: finds the expected terms and misses the expected ones`, async () => {
      // The interface language is deliberately another one: the posting's own language must win.
      const report = await matchKeywords(entry.resume, entry.job, entry.language === "en" ? "de" : "en");
      expect(report.language).toBe(entry.language);
      const matched = lower(report.matched);
      const missing = lower(report.missing);
      for (const term of entry.matched) expect(matched, `${term} should be found`).toContain(term.toLowerCase());
      for (const term of entry.missing) expect(missing, `${term} should be missing`).toContain(term.toLowerCase());
      expect(report.coverage).toBeGreaterThan(0);
      expect(report.coverage).toBeLessThan(1);
    });
  }
});
