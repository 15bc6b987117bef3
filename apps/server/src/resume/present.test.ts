import { publicResumeSchema, resumeDataSchema, resumeSchema, sampleResume } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import { presentedResumeSerializer, presentPublicResume, presentResume, presentSavedResume, type ResumeRow } from "./present";

function row(): ResumeRow {
  const data = resumeDataSchema.parse(structuredClone(sampleResume));
  data.sections.experience.items[0]!.visible = false;
  data.metadata.notes = "Private notes";
  const now = new Date("2026-11-28T06:00:00.000Z");
  return {
    id: "resume1",
    title: "Resume",
    slug: "resume",
    visibility: "public",
    locked: false,
    version: 3,
    data,
    masterId: null,
    language: null,
    purpose: null,
    differences: null,
    userId: "user1",
    createdAt: now,
    updatedAt: now,
    deletedAt: null,
  } as ResumeRow;
}

describe("presentedResumeSerializer", () => {
  const serialize = presentedResumeSerializer();

  it("writes the JSON that encoding through the response schema writes", () => {
    const resume = row();
    const presented = presentResume(resume);
    expect(JSON.parse(serialize(presented))).toEqual(JSON.parse(JSON.stringify(resumeSchema.parse(presented))));
    const saved = presentSavedResume(resume);
    expect(serialize(saved)).toBe(JSON.stringify(saved));
    const shown = { ...presentPublicResume(resume), locale: "en-US", alternates: [] };
    expect(JSON.parse(serialize(shown))).toEqual(JSON.parse(JSON.stringify(publicResumeSchema.parse(shown))));
  });

  it("answers the same text for the same data each time, and the new data once it is replaced", () => {
    const resume = row();
    const first = serialize(presentResume(resume));
    expect(serialize(presentResume(resume))).toBe(first);
    const changed = { ...resume, data: { ...resume.data, basics: { ...resume.data.basics, name: "Another name" } } };
    expect(JSON.parse(serialize(presentResume(changed))).data.basics.name).toBe("Another name");
  });
});

describe("presentPublicResume", () => {
  it("leaves out hidden items, private notes and the owner, the same for every visitor", () => {
    const resume = row();
    const shown = presentPublicResume(resume);
    expect(shown.data.metadata.notes).toBe("");
    expect(shown.data.sections.experience.items).toHaveLength(resume.data.sections.experience.items.length - 1);
    expect(shown).not.toHaveProperty("userId");
    expect(presentPublicResume(resume).data).toBe(shown.data);
    // The stored data is not changed by it.
    expect(resume.data.metadata.notes).toBe("Private notes");
  });
});
