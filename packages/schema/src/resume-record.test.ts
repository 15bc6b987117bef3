import { describe, expect, it } from "vitest";

import { defaultResume, defaultStatistics, resumeSchema, statisticsSchema } from "./resume-record";
import { defaultResumeData } from "./resume/resume-data";
import { createId } from "./shared/id";

function buildResume(overrides: Record<string, unknown> = {}) {
  return {
    id: createId(),
    title: "My Resume",
    slug: "my-resume",
    data: defaultResumeData,
    userId: createId(),
    createdAt: "2024-05-06T07:08:09.000Z",
    updatedAt: "2024-05-06T07:08:09.000Z",
    ...overrides,
  };
}

describe("resumeSchema", () => {
  it("defaults to private and unlocked", () => {
    const resume = resumeSchema.parse(buildResume());
    expect(resume.visibility).toBe("private");
    expect(resume.locked).toBe(false);
    expect(defaultResume).toEqual({ visibility: "private", locked: false });
  });

  it("starts at version 1 and takes positive integer versions", () => {
    expect(resumeSchema.parse(buildResume()).version).toBe(1);
    expect(resumeSchema.parse(buildResume({ version: 7 })).version).toBe(7);
    expect(resumeSchema.safeParse(buildResume({ version: 0 })).success).toBe(false);
    expect(resumeSchema.safeParse(buildResume({ version: 1.5 })).success).toBe(false);
  });

  it("converts timestamps to dates", () => {
    const resume = resumeSchema.parse(buildResume());
    expect(resume.updatedAt).toBeInstanceOf(Date);
    expect(resume.updatedAt.getTime()).toBe(Date.parse("2024-05-06T07:08:09.000Z"));
  });

  it("checks visibility and data", () => {
    expect(resumeSchema.safeParse(buildResume({ visibility: "public" })).success).toBe(true);
    expect(resumeSchema.safeParse(buildResume({ visibility: "unlisted" })).success).toBe(false);
    expect(resumeSchema.safeParse(buildResume({ data: {} })).success).toBe(false);
  });
});

describe("statisticsSchema", () => {
  it("defaults views and downloads to 0", () => {
    expect(statisticsSchema.parse({})).toEqual({ views: 0, downloads: 0 });
    expect(defaultStatistics).toEqual({ views: 0, downloads: 0 });
  });

  it("takes non-negative integers only", () => {
    expect(statisticsSchema.safeParse({ views: 1.5, downloads: 0 }).success).toBe(false);
    expect(statisticsSchema.safeParse({ views: -1, downloads: 0 }).success).toBe(false);
  });
});
