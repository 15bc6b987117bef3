import { describe, expect, it } from "vitest";
import { checkContext, resultOf, sampleData } from "../test/check-pdfs";
import { sectionChecks } from "./section-checks";

describe("section checks", () => {
  it("pass for the sample: nothing empty, a summary of fitting length", async () => {
    const results = sectionChecks(await checkContext(sampleData()));
    for (const id of ["sections-empty", "sections-hidden-referenced", "summary-present", "summary-length", "skills-present"]) expect(resultOf(results, id).status, id).toBe("pass");
  });

  it("warn about a visible section with nothing in it, not a hidden one", async () => {
    const data = sampleData();
    data.sections.interests.items = [];
    data.sections.awards.items = data.sections.awards.items.map((item) => ({ ...item, visible: false }));
    data.sections.publications.items = [];
    data.sections.publications.visible = false;
    const result = resultOf(sectionChecks(await checkContext(data)), "sections-empty");
    expect(result.status).toBe("warn");
    expect(result.evidence).toBe("“Awards”, “Interests”");
    expect(result.target).toEqual({ section: "awards" });
  });

  it("warn about a hidden section the printed text still names", async () => {
    const data = sampleData();
    data.sections.publications.visible = false;
    expect(resultOf(sectionChecks(await checkContext(data)), "sections-hidden-referenced").status).toBe("pass");
    data.sections.summary.content = "<p>Platform engineer; see my Publications for the details.</p>";
    const result = resultOf(sectionChecks(await checkContext(data)), "sections-hidden-referenced");
    expect(result.status).toBe("warn");
    expect(result.evidence).toBe("“Publications”");
    expect(result.target).toEqual({ section: "publications" });
    expect(result.highlights?.[0]).toContain("Publications");
  });

  it("warn when there is no skills section, or it is hidden or empty", async () => {
    const data = sampleData();
    data.sections.skills.visible = false;
    const result = resultOf(sectionChecks(await checkContext(data)), "skills-present");
    expect(result.status).toBe("warn");
    expect(result.target).toEqual({ section: "skills" });
    const empty = sampleData();
    empty.sections.skills.items = [];
    expect(resultOf(sectionChecks(await checkContext(empty)), "skills-present").status).toBe("warn");
  });

  it("warn about a missing or hidden summary", async () => {
    const data = sampleData();
    data.sections.summary.content = "<p></p>";
    expect(resultOf(sectionChecks(await checkContext(data)), "summary-present")).toMatchObject({ status: "warn", target: { section: "summary", field: "content" } });
    const hidden = sampleData();
    hidden.sections.summary.visible = false;
    expect(resultOf(sectionChecks(await checkContext(hidden)), "summary-present").status).toBe("warn");
  });

  it("warn about a summary over 100 words", async () => {
    const data = sampleData();
    data.sections.summary.content = `<p>${"Platform engineer who builds calm systems. ".repeat(20)}</p>`;
    const result = resultOf(sectionChecks(await checkContext(data)), "summary-length");
    expect(result.status).toBe("warn");
    expect(result.message).toContain("120 words");
  });
});
