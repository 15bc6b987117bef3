import { describe, expect, it } from "vitest";

import {
  createCustomSection,
  customSectionIdFromKey,
  customSectionKey,
  customSectionSchema,
  defaultSectionNames,
  defaultSections,
  isCustomSectionKey,
  isSectionId,
  sectionBreaks,
  sectionIds,
  sectionSchema,
  sectionsSchema,
} from "./sections";

describe("default sections", () => {
  it("carry their default names", () => {
    expect(defaultSectionNames).toEqual({
      summary: "Summary",
      awards: "Awards",
      certifications: "Certifications",
      education: "Education",
      experience: "Experience",
      volunteer: "Volunteering",
      interests: "Interests",
      languages: "Languages",
      profiles: "Profiles",
      projects: "Projects",
      publications: "Publications",
      references: "References",
      skills: "Skills",
    });
    for (const id of sectionIds) expect(defaultSections[id].name).toBe(defaultSectionNames[id]);
  });

  it("are visible, one column, empty, and keyed by their own id", () => {
    for (const id of sectionIds) {
      const section = defaultSections[id];
      expect(section.id).toBe(id);
      expect(section.columns).toBe(1);
      expect(section.visible).toBe(true);
      expect(section).not.toHaveProperty("separateLinks");
      expect(section).not.toHaveProperty("keepTogether");
      expect(section).not.toHaveProperty("startOnNewPage");
      if ("items" in section) expect(section.items).toEqual([]);
    }
    expect(defaultSections.summary.content).toBe("");
    expect(defaultSections.custom).toEqual({});
  });

  it("validate", () => {
    expect(sectionsSchema.parse(defaultSections)).toEqual(defaultSections);
  });
});

describe("section fields", () => {
  it("default columns to 1 and visible to true", () => {
    expect(sectionSchema.parse({ name: "X" })).toEqual({ name: "X", columns: 1, visible: true });
  });

  it.each([1, 2, 3, 4, 5])("accept %d columns", (columns) => {
    expect(sectionSchema.safeParse({ name: "X", columns }).success).toBe(true);
  });

  it.each([0, 6, 1.5, -1])("reject %d columns", (columns) => {
    expect(sectionSchema.safeParse({ name: "X", columns }).success).toBe(false);
  });

  it("keep separateLinks when present and leave it out when absent", () => {
    expect(sectionSchema.parse({ name: "X", separateLinks: false })).toHaveProperty("separateLinks", false);
    expect(sectionSchema.parse({ name: "X" })).not.toHaveProperty("separateLinks");
  });

  it("keep the page-break choices when present and leave them out when absent", () => {
    const chosen = sectionSchema.parse({ name: "X", keepTogether: true, startOnNewPage: false });
    expect(chosen).toEqual({ name: "X", columns: 1, visible: true, keepTogether: true, startOnNewPage: false });
    const plain = sectionSchema.parse({ name: "X" });
    expect(plain).not.toHaveProperty("keepTogether");
    expect(plain).not.toHaveProperty("startOnNewPage");
    expect(sectionSchema.safeParse({ name: "X", keepTogether: "yes" }).success).toBe(false);
    expect(sectionSchema.safeParse({ name: "X", startOnNewPage: 1 }).success).toBe(false);
  });

  it("read absent page-break choices as off", () => {
    expect(sectionBreaks(sectionSchema.parse({ name: "X" }))).toEqual({ keepTogether: false, startOnNewPage: false });
    expect(sectionBreaks({ keepTogether: true })).toEqual({ keepTogether: true, startOnNewPage: false });
    expect(sectionBreaks({ startOnNewPage: true, keepTogether: false })).toEqual({ keepTogether: false, startOnNewPage: true });
  });

  it("require a section's id to match its key", () => {
    const wrong = { ...defaultSections, awards: { ...defaultSections.awards, id: "skills" } };
    expect(sectionsSchema.safeParse(wrong).success).toBe(false);
  });

  it("default missing summary content to empty", () => {
    const { content: _content, ...summary } = defaultSections.summary;
    expect(sectionsSchema.parse({ ...defaultSections, summary }).summary.content).toBe("");
  });
});

describe("custom sections", () => {
  it("are created with a fresh id and no items", () => {
    const section = createCustomSection("Talks");
    expect(customSectionSchema.safeParse(section).success).toBe(true);
    expect(section).toMatchObject({ name: "Talks", columns: 1, visible: true, items: [] });
    expect(createCustomSection().id).not.toBe(section.id);
  });

  it("validate inside the record", () => {
    const section = createCustomSection("Talks");
    const sections = { ...defaultSections, custom: { [section.id]: section } };
    expect(sectionsSchema.parse(sections)).toEqual(sections);
  });

  it("are addressed as custom.{id}", () => {
    expect(customSectionKey("abc")).toBe("custom.abc");
    expect(isCustomSectionKey("custom.abc")).toBe(true);
    expect(isCustomSectionKey("custom.")).toBe(false);
    expect(isCustomSectionKey("skills")).toBe(false);
    expect(customSectionIdFromKey("custom.abc")).toBe("abc");
    expect(customSectionIdFromKey("awards")).toBeUndefined();
    expect(isSectionId("awards")).toBe(true);
    expect(isSectionId("custom.abc")).toBe(false);
    expect(isSectionId("basics")).toBe(false);
  });
});

describe("sectionIds", () => {
  it("list the built-in sections in the builder's order", () => {
    expect(sectionIds).toEqual([
      "summary",
      "profiles",
      "experience",
      "education",
      "skills",
      "languages",
      "awards",
      "certifications",
      "interests",
      "projects",
      "publications",
      "volunteer",
      "references",
    ]);
  });
});
