import { describe, expect, it } from "vitest";
import { sampleData } from "../test/check-pdfs";
import { resumeLanguage } from "./resume-language";

describe("resumeLanguage", () => {
  it("tells the language from the resume's prose, whatever the interface's", () => {
    expect(resumeLanguage(sampleData(), "de")).toBe("en");
    const german = sampleData();
    german.basics.headline = "Plattformingenieurin";
    german.sections.summary.content =
      "<p>Ich entwickle seit zehn Jahren verlässliche Plattformen für Logistik und Gesundheitswesen und leite Teams, die Dienste in der Cloud betreiben.</p>";
    for (const item of german.sections.experience.items) item.summary = "<ul><li><p>Die Bereitstellung der Dienste wurde automatisiert und die Kosten deutlich gesenkt.</p></li></ul>";
    german.sections.projects.items = [];
    german.sections.volunteer.items = [];
    german.sections.education.items = [];
    expect(resumeLanguage(german, "en")).toBe("de");
  });

  it("falls back to the interface's language when there is too little prose", () => {
    const data = sampleData();
    data.basics.headline = "";
    data.sections.summary.content = "";
    for (const section of [data.sections.experience, data.sections.projects, data.sections.volunteer, data.sections.education]) section.items = [];
    expect(resumeLanguage(data, "fr")).toBe("fr");
  });
});
