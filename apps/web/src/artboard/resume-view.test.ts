import { createDefaultResumeData } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import { pageSize, resumeName } from "./resume-view";

describe("resume view", () => {
  it("shows the name, or nothing when it is blank", () => {
    const resume = createDefaultResumeData();
    expect(resumeName(resume)).toBeNull();
    resume.basics.name = "  ";
    expect(resumeName(resume)).toBeNull();
    resume.basics.name = "Ada Lovelace";
    expect(resumeName(resume)).toBe("Ada Lovelace");
  });

  it("sizes the page from its format", () => {
    const resume = createDefaultResumeData();
    expect(pageSize(resume)).toEqual({ width: "210mm", height: "297mm" });
    resume.metadata.page.format = "letter";
    expect(pageSize(resume)).toEqual({ width: "216mm", height: "279mm" });
  });
});
