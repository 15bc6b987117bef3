import { createDefaultResumeData, defaultSectionItems } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import { linesOf, readField, suggestionFields, withLines, writeField } from "./suggestion-fields";

describe("lines of a field", () => {
  it("reads one line per block of rich text, skipping empty blocks, and plain text by its lines", () => {
    expect(linesOf("<p>Intro  line</p><ul><li><p>Built <strong>APIs</strong></p></li><li>Led a team</li></ul><p></p>")).toEqual([
      "Intro line",
      "Built APIs",
      "Led a team",
    ]);
    expect(linesOf("Engineer\n\nwriter")).toEqual(["Engineer", "writer"]);
  });

  it("puts changed lines back as text, keeping the blocks and the markup of unchanged lines", () => {
    const html = "<p>Intro</p><ul><li><p>Built <strong>APIs</strong></p></li><li><p>Ran servers</p></li></ul>";
    expect(withLines(html, true, ["Intro", "Built APIs", "Ran Kubernetes <b>clusters</b>"])).toBe(
      "<p>Intro</p><ul><li><p>Built <strong>APIs</strong></p></li><li><p>Ran Kubernetes &lt;b&gt;clusters&lt;/b&gt;</p></li></ul>",
    );
  });

  it("refuses an answer with another number of lines, and turns blockless rich text into paragraphs", () => {
    expect(withLines("<p>One</p><p>Two</p>", true, ["One and two"])).toBeUndefined();
    expect(withLines("Plain text", true, ["Plain TypeScript text"])).toBe("<p>Plain TypeScript text</p>");
    expect(withLines("Engineer", false, ["TypeScript engineer"])).toBe("TypeScript engineer");
    expect(withLines("Engineer", false, ["a", "b"])).toBeUndefined();
  });
});

describe("suggestion fields", () => {
  it("lists the headline, the summary and the visible descriptions that say something, in reading order, up to the limit", () => {
    const data = createDefaultResumeData();
    data.basics.headline = "Engineer";
    data.sections.summary.content = "<p>I build things.</p>";
    data.sections.experience.items.push(
      { ...defaultSectionItems.experience, id: "job1", company: "Acme", summary: "<p>Ran servers</p>" },
      { ...defaultSectionItems.experience, id: "job2", company: "Hidden", visible: false, summary: "<p>Secret</p>" },
      { ...defaultSectionItems.experience, id: "job3", company: "Empty", summary: "<p></p>" },
    );
    data.sections.projects.items.push({ ...defaultSectionItems.projects, id: "p1", name: "Engine", summary: "<p>A compiler</p>" });
    const fields = suggestionFields(data, 10);
    expect(fields.map((field) => field.target)).toEqual([
      { section: "basics", field: "headline" },
      { section: "summary", field: "content" },
      { section: "experience", itemId: "job1", field: "summary" },
      { section: "projects", itemId: "p1", field: "summary" },
    ]);
    expect(fields[2]?.label).toBe(`${data.sections.experience.name}: Acme`);
    expect(suggestionFields(data, 2)).toHaveLength(2);
  });

  it("reads and writes each kind of field", () => {
    const data = createDefaultResumeData();
    data.sections.experience.items.push({ ...defaultSectionItems.experience, id: "job1", company: "Acme", summary: "<p>Old</p>" });
    const item = { section: "experience", itemId: "job1", field: "summary" };
    writeField(data, item, "<p>New</p>");
    writeField(data, { section: "basics", field: "headline" }, "Engineer");
    writeField(data, { section: "summary", field: "content" }, "<p>About</p>");
    expect(readField(data, item)).toBe("<p>New</p>");
    expect(readField(data, { section: "basics", field: "headline" })).toBe("Engineer");
    expect(readField(data, { section: "summary", field: "content" })).toBe("<p>About</p>");
    expect(readField(data, { ...item, itemId: "gone" })).toBeUndefined();
  });
});
