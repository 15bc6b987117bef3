import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { createDefaultResumeData, defaultResumeData, resumeDataSchema } from "./resume-data";

/** The fixture as raw JSON, exactly as a Reactive Resume v4 export is read from disk. */
function readV4Export(): unknown {
  return JSON.parse(readFileSync(new URL("../__fixtures__/reactive-resume-v4.json", import.meta.url), "utf8"));
}

describe("defaultResumeData", () => {
  it("validates and survives a parse unchanged", () => {
    expect(resumeDataSchema.parse(defaultResumeData)).toEqual(defaultResumeData);
  });

  it("is basics + sections + metadata", () => {
    expect(Object.keys(defaultResumeData).sort()).toEqual(["basics", "metadata", "sections"]);
  });

  it("can be copied for mutation without touching the shared default", () => {
    const copy = createDefaultResumeData();
    copy.basics.name = "Changed";
    copy.metadata.layout[0]?.[0]?.push("custom.x");
    expect(defaultResumeData.basics.name).toBe("");
    expect(defaultResumeData.metadata.layout[0]?.[0]).not.toContain("custom.x");
  });
});

describe("Reactive Resume v4 export", () => {
  it("validates unchanged", () => {
    const raw = readV4Export();
    const result = resumeDataSchema.safeParse(raw);
    expect(result.error?.issues).toBeUndefined();
    expect(result.success).toBe(true);
  });

  it("round-trips to an equal document", () => {
    const raw = readV4Export();
    const parsed = resumeDataSchema.parse(raw);
    expect(parsed).toEqual(raw);
    expect(JSON.parse(JSON.stringify(parsed))).toEqual(raw);
  });

  it("round-trips when a later v4 release wrote separateLinks on sections", () => {
    const raw = readV4Export() as { sections: Record<string, Record<string, unknown>> };
    const { custom, ...builtIn } = raw.sections;
    for (const section of Object.values(builtIn)) section.separateLinks = true;
    for (const section of Object.values(custom as Record<string, Record<string, unknown>>)) {
      section.separateLinks = false;
    }
    expect(resumeDataSchema.parse(raw)).toEqual(raw);
  });

  it("round-trips a resume whose sections carry page-break choices, and leaves them out of one that has none", () => {
    const raw = readV4Export() as { sections: Record<string, Record<string, unknown>> };
    expect(JSON.stringify(resumeDataSchema.parse(raw))).not.toMatch(/keepTogether|startOnNewPage/);
    raw.sections.experience!.keepTogether = true;
    raw.sections.skills!.startOnNewPage = true;
    expect(resumeDataSchema.parse(raw)).toEqual(raw);
  });

  it("is rejected when a required part is missing or wrong", () => {
    const raw = readV4Export() as Record<string, Record<string, unknown>>;
    expect(resumeDataSchema.safeParse({ ...raw, sections: undefined }).success).toBe(false);
    const badLevel = readV4Export() as {
      sections: { languages: { items: { level: number }[] } };
    };
    const firstLanguage = badLevel.sections.languages.items[0];
    if (firstLanguage) firstLanguage.level = 9;
    expect(resumeDataSchema.safeParse(badLevel).success).toBe(false);
  });
});
