import { createDefaultResumeData, sampleResume } from "@vitae/schema";
import { describe, expect, it } from "vitest";

import { pageColumns } from "./layout";
import { resolveSection } from "./section-entries";

describe("resolveSection", () => {
  it("maps each section's fields to title and subtitle per the item-title table", () => {
    const pairs = (key: string) => resolveSection(sampleResume, key)?.entries.map((entry) => [entry.title, entry.subtitle]);
    expect(pairs("experience")?.[0]).toEqual(["Fernbrook Logistics", "Staff Platform Engineer"]);
    expect(pairs("education")?.[0]).toEqual(["Oregon State University", "Computer Science"]);
    expect(pairs("profiles")?.[0]).toEqual(["GitHub", "mkettering"]);
    expect(pairs("awards")?.[0]).toEqual(["Engineering Excellence Award", "Fernbrook Logistics"]);
    expect(pairs("certifications")?.[0]).toEqual(["Certified Kubernetes Administrator", "The Linux Foundation"]);
    expect(pairs("publications")?.[0]).toEqual(["What We Learned Deleting Half Our Alerts", "Fernbrook Engineering Blog"]);
    expect(pairs("volunteer")?.[0]).toEqual(["Code Club Portland", "Mentor"]);
    expect(pairs("references")?.[0]).toEqual(["Priya Raman", "Director of Infrastructure, Fernbrook Logistics"]);
    expect(pairs("projects")?.[0]).toEqual(["shipwatch", "Creator and maintainer"]);
    expect(pairs("languages")?.[0]).toEqual(["English", "Native"]);
    expect(pairs("skills")?.[0]).toEqual(["Infrastructure", "Advanced"]);
    expect(pairs("interests")?.[0]).toEqual(["Trail running", ""]);
    expect(pairs("custom.tt89dx5crxc596zrutisux1l")?.[0]).toEqual(["Paging Less: Alert Design for Small Teams", "Cascadia Ops Meetup"]);
    expect(resolveSection(sampleResume, "education")?.entries[0]?.details).toEqual(["Bachelor of Science", "GPA 3.7"]);
  });

  it("keeps only visible items and entries with something to show", () => {
    const data = structuredClone(sampleResume);
    const [first] = data.sections.experience.items;
    if (first) first.visible = false;
    data.sections.skills.items.push({ id: "emptyskill00000000000000", visible: true, name: "", description: "", level: 0, keywords: [] });
    expect(resolveSection(data, "experience")?.entries.map((entry) => entry.title)).not.toContain("Fernbrook Logistics");
    expect(resolveSection(data, "skills")?.entries).toHaveLength(3);
  });

  it("returns undefined for unknown keys and missing custom sections", () => {
    expect(resolveSection(sampleResume, "basics")).toBeUndefined();
    expect(resolveSection(sampleResume, "custom.missing")).toBeUndefined();
    expect(resolveSection(sampleResume, "custom.__proto__")).toBeUndefined();
    expect(resolveSection(sampleResume, "nonsense")).toBeUndefined();
  });

  it("carries the summary's content", () => {
    expect(resolveSection(sampleResume, "summary")?.content).toContain("Platform engineer");
  });
});

describe("resolveSection on data that is never changed in place", () => {
  it("answers the same section for the same section object, and afresh for a changed one", () => {
    const data = structuredClone(sampleResume);
    const experience = resolveSection(data, "experience");
    expect(resolveSection({ ...data, basics: { ...data.basics, name: "Changed" } }, "experience")).toBe(experience);
    const changed = { ...data, sections: { ...data.sections, experience: { ...data.sections.experience, name: "Work" } } };
    const resolved = resolveSection(changed, "experience");
    expect(resolved).not.toBe(experience);
    expect(resolved?.name).toBe("Work");
    expect(resolveSection(changed, "education")).toBe(resolveSection(data, "education"));
  });

  it("caches custom sections by their own object too", () => {
    const data = structuredClone(sampleResume);
    const key = "custom.tt89dx5crxc596zrutisux1l";
    const talks = resolveSection(data, key);
    expect(resolveSection(structuredClone(data), key)).not.toBe(talks);
    expect(resolveSection({ ...data, metadata: { ...data.metadata } }, key)).toBe(talks);
  });
});

describe("pageColumns", () => {
  it("splits a layout page into main and sidebar", () => {
    expect(pageColumns(createDefaultResumeData(), 0)).toEqual({
      main: ["profiles", "summary", "experience", "education", "projects", "volunteer", "references"],
      sidebar: ["skills", "interests", "certifications", "awards", "publications", "languages"],
    });
  });

  it("is empty past the last page and folds extra columns into the sidebar", () => {
    const data = createDefaultResumeData();
    expect(pageColumns(data, 3)).toEqual({ main: [], sidebar: [] });
    data.metadata.layout = [[["summary"], ["skills"], ["awards"]]];
    expect(pageColumns(data, 0)).toEqual({ main: ["summary"], sidebar: ["skills", "awards"] });
  });
});
