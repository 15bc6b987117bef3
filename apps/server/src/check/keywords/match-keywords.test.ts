import { describe, expect, it } from "vitest";
import { sampleData } from "../../test/check-pdfs";
import { matchKeywords } from "./match-keywords";

describe("matchKeywords", () => {
  it("lists where each found term is, as fields the builder can open", async () => {
    const data = sampleData();
    const report = await matchKeywords(data, "Platform Engineer\nYou run Kubernetes clusters and write Terraform. Haskell is required.", "en");
    const kubernetes = report.matched.find((term) => term.term === "Kubernetes")!;
    for (const occurrence of kubernetes.occurrences) expect(occurrence.text.toLowerCase()).toBe("kubernetes");
    const skill = data.sections.skills.items.find((item) => item.keywords.includes("Kubernetes"));
    if (skill) expect(kubernetes.occurrences).toContainEqual({ section: "skills", itemId: skill.id, field: "keywords", text: "Kubernetes" });
    expect(report.missing.map((term) => term.term)).toContain("Haskell");
  });

  it("computes the coverage as the found share of the terms' weight", async () => {
    const report = await matchKeywords(sampleData(), "Site Reliability Engineer\nKubernetes, Terraform, Haskell, Erlang and Prolog, every day, with Kubernetes.", "en");
    const all = [...report.matched, ...report.missing].reduce((sum, term) => sum + term.weight, 0);
    const found = report.matched.reduce((sum, term) => sum + term.weight, 0);
    expect(report.coverage).toBeCloseTo(found / all, 2);
  });

  it("does not take an everyday word of the resume for the name in the posting", async () => {
    const data = sampleData();
    data.basics.headline = "Engineer who likes to go the extra mile";
    for (const section of [data.sections.experience, data.sections.projects, data.sections.volunteer, data.sections.skills]) section.items = [];
    data.sections.summary.content = "";
    const report = await matchKeywords(data, "Backend developer\nWe write our services in Go and deploy them twice a day.", "en");
    expect(report.missing.map((term) => term.term)).toContain("Go");
  });

  it("answers und for a posting too short to tell, stems it in the fallback, and covers all of an empty one", async () => {
    const short = await matchKeywords(sampleData(), "Kubernetes, Terraform", "de");
    expect(short.language).toBe("und");
    expect(short.matched.map((term) => term.term)).toEqual(expect.arrayContaining(["Kubernetes", "Terraform"]));
    const empty = await matchKeywords(sampleData(), "and the of", "en");
    expect(empty).toEqual({ language: "und", coverage: 1, matched: [], missing: [] });
  });
});
