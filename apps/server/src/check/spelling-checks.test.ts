import { describe, expect, it } from "vitest";
import { checkContext, resultOf, sampleData } from "../test/check-pdfs";
import { spellingChecks } from "./spelling-checks";

describe("spelling check", () => {
  it("passes the sample, British spellings included", async () => {
    const results = await spellingChecks(await checkContext(sampleData()));
    const result = resultOf(results, "spelling");
    expect(result.status, result.evidence).toBe("pass");
  });

  it("warns naming misspelt words, not names or acronyms", async () => {
    const data = sampleData();
    data.sections.experience.items[0]!.summary = "<ul><li><p>Maintaned the deploymnet pipeline for Kubernetes and AWS.</p></li></ul>";
    const result = resultOf(await spellingChecks(await checkContext(data)), "spelling");
    expect(result.status).toBe("warn");
    expect(result.evidence).toBe("“maintaned”, “deploymnet”");
  });

  it("stays silent for a language without a dictionary", async () => {
    expect(await spellingChecks(await checkContext(sampleData(), { language: "tr" }))).toEqual([]);
  });
});
