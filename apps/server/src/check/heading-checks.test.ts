import { describe, expect, it } from "vitest";
import { checkContext, drawnPdf, resultOf, resumeRuns, sampleData } from "../test/check-pdfs";
import { headingChecks } from "./heading-checks";
import { isStandardHeading, standardHeadings } from "./standard-headings";

describe("heading checks", () => {
  it("pass when every shown heading is printed and standard", async () => {
    const data = sampleData();
    data.metadata.layout = data.metadata.layout.map((page) => page.map((column) => column.filter((key) => !key.startsWith("custom."))));
    const results = headingChecks(await checkContext(data));
    expect(resultOf(results, "headings-found").status).toBe("pass");
    expect(resultOf(results, "headings-standard").status).toBe("pass");
  });

  it("fail naming a heading the PDF does not hold", async () => {
    const data = sampleData();
    const pdf = await drawnPdf(resumeRuns(data).map((page) => page.filter((run) => run.text !== "Skills")));
    const result = resultOf(headingChecks(await checkContext(data, { pdf })), "headings-found");
    expect(result.status).toBe("fail");
    expect(result.evidence).toBe("“Skills”");
    expect(result.target).toEqual({ section: "skills", field: "name" });
  });

  it("warn about a custom heading, and leave hidden sections out", async () => {
    const data = sampleData();
    data.sections.experience.name = "My Journey";
    data.sections.skills.visible = false;
    const result = resultOf(headingChecks(await checkContext(data)), "headings-standard");
    expect(result.status).toBe("warn");
    expect(result.evidence).toContain("“My Journey”");
    expect(result.evidence).toContain("“Talks”");
    expect(result.target).toEqual({ section: "experience", field: "name" });
    expect(result.highlights).toEqual(expect.arrayContaining(["My Journey", "Talks"]));
  });

  it("points a custom section's heading to the custom section's id", async () => {
    const data = sampleData();
    const [customId] = Object.keys(data.sections.custom);
    const result = resultOf(headingChecks(await checkContext(data)), "headings-standard");
    expect(result.target).toEqual({ section: customId, field: "name" });
  });

  it("warn when two sections share a heading, pass when each has its own", async () => {
    const data = sampleData();
    expect(resultOf(headingChecks(await checkContext(data)), "headings-unique").status).toBe("pass");
    data.sections.projects.name = "Experience";
    const result = resultOf(headingChecks(await checkContext(data)), "headings-unique");
    expect(result.status).toBe("warn");
    expect(result.evidence).toBe("“Experience”");
    expect(result.target).toEqual({ section: "projects", field: "name" });
  });

  it("recognises headings in the resume's language, and English ones in any", async () => {
    const data = sampleData();
    data.metadata.layout = [[["experience", "education", "skills"]]];
    Object.assign(data.sections.experience, { name: "Berufserfahrung" });
    Object.assign(data.sections.education, { name: "Ausbildung" });
    expect(resultOf(headingChecks(await checkContext(data, { language: "de" })), "headings-standard").status).toBe("pass");
    expect(resultOf(headingChecks(await checkContext(data, { language: "fr" })), "headings-standard").status).toBe("warn");
  });

  it("has standard headings for at least ten languages, each naming experience, education and skills", () => {
    const languages = ["en", "de", "fr", "es", "pt", "it", "nl", "pl", "sv", "tr"];
    for (const language of languages) expect(standardHeadings[language]?.length, language).toBeGreaterThan(20);
    expect(isStandardHeading("Expérience professionnelle", "fr")).toBe(true);
    expect(isStandardHeading("Doświadczenie zawodowe", "pl")).toBe(true);
    expect(isStandardHeading("İŞ DENEYİMİ", "tr")).toBe(true);
    expect(isStandardHeading("Awards & Honors", "en")).toBe(true);
    expect(isStandardHeading("Things I like", "en")).toBe(false);
  });
});
