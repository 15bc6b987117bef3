import { describe, expect, it } from "vitest";

import { resumeDocumentInfo, visibleResumeData } from "./resume-pdf";
import { attachesResumeData, resumeDataSchema } from "./resume";
import { sampleResume } from "./sample-resume";

function withHiddenThings() {
  const data = structuredClone(sampleResume);
  data.metadata.notes = "Private: salary expectations";
  data.basics.picture = { ...data.basics.picture, url: "/uploads/me.jpg", effects: { ...data.basics.picture.effects, hidden: true } };
  const first = data.sections.experience.items[0]!;
  data.sections.experience.items.push({ ...first, id: "hiddenexperience00000001", company: "Hidden Ltd", visible: false });
  data.sections.awards.visible = false;
  data.sections.custom.secret = { id: "secret", name: "Secret", columns: 1, visible: false, items: [] };
  data.metadata.layout[0]![0]!.push("custom.secret");
  return data;
}

describe("visibleResumeData", () => {
  it("keeps only what the PDF shows: no notes, hidden items, hidden sections' content or hidden picture", () => {
    const data = withHiddenThings();
    const visible = visibleResumeData(data);
    expect(visible.metadata.notes).toBe("");
    expect(visible.basics.picture.url).toBe("");
    expect(visible.sections.experience.items.map((item) => item.company)).not.toContain("Hidden Ltd");
    expect(visible.sections.experience.items).toHaveLength(sampleResume.sections.experience.items.length);
    expect(visible.sections.awards).toMatchObject({ visible: false, items: [] });
    expect(visible.sections.custom.secret).toBeUndefined();
    expect(visible.metadata.layout.flat(2)).not.toContain("custom.secret");
    expect(resumeDataSchema.safeParse(visible).success).toBe(true);
    // The input is left as it was.
    expect(data.metadata.notes).toBe("Private: salary expectations");
  });

  it("leaves a resume with nothing hidden as it is", () => {
    const data = structuredClone(sampleResume);
    data.sections.custom = {};
    for (const section of Object.values(data.sections)) if ("items" in section) for (const item of section.items as { visible: boolean }[]) item.visible = true;
    expect(visibleResumeData(data)).toEqual(data);
  });
});

describe("resumeDocumentInfo", () => {
  it("titles the PDF '<name> – <headline>', the author the name, keywords the visible skills", () => {
    const data = structuredClone(sampleResume);
    data.sections.skills.items.push({ ...data.sections.skills.items[0]!, id: "hiddenskill0000000000000", name: "Hidden skill", visible: false });
    const info = resumeDocumentInfo(data, "My resume");
    expect(info).toEqual({
      title: `${data.basics.name} – ${data.basics.headline}`,
      author: data.basics.name,
      subject: data.basics.headline,
      keywords: sampleResume.sections.skills.items.filter((skill) => skill.visible).map((skill) => skill.name),
    });
  });

  it("falls back to the name alone, then the resume's title; the subject to the summary", () => {
    const data = structuredClone(sampleResume);
    data.basics.headline = "";
    expect(resumeDocumentInfo(data).title).toBe(data.basics.name);
    expect(resumeDocumentInfo(data).subject).toMatch(/^Platform engineer with nine years/);
    expect(resumeDocumentInfo(data).subject.length).toBeLessThanOrEqual(201);
    data.basics.name = "  ";
    data.sections.summary.visible = false;
    data.sections.skills.visible = false;
    expect(resumeDocumentInfo(data, "Job applications 2026")).toEqual({
      title: "Job applications 2026",
      author: "",
      subject: "Job applications 2026",
      keywords: [],
    });
  });
});

describe("attachesResumeData", () => {
  it("is on unless the resume switches it off, so older resumes keep it", () => {
    expect(attachesResumeData({})).toBe(true);
    expect(attachesResumeData({ pdf: { attachData: true } })).toBe(true);
    expect(attachesResumeData({ pdf: { attachData: false } })).toBe(false);
    expect(resumeDataSchema.parse(sampleResume).metadata.pdf).toBeUndefined();
    expect(resumeDataSchema.parse({ ...sampleResume, metadata: { ...sampleResume.metadata, pdf: {} } }).metadata.pdf).toEqual({ attachData: true });
  });
});
