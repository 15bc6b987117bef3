import { describe, expect, it } from "vitest";

import { createDefaultResumeData, type ResumeData } from "./resume/resume-data";
import { itemSectionIds } from "./resume/sections";
import { sampleResume } from "./sample-resume";
import { sanitizeResumeData, sanitizeResumeDataInSteps } from "./sanitize-resume-data";
import { createId } from "./shared/id";

const evil = '<p>Hi<img src="x" onerror="alert(1)"><script>alert(2)</script></p>';
const clean = "<p>Hi</p>";

function evilData(): ResumeData {
  const data = structuredClone(sampleResume);
  data.sections.summary.content = evil;
  data.sections.experience.items[0]!.summary = evil;
  data.sections.references.items[0]!.summary = evil;
  const customId = Object.keys(data.sections.custom)[0]!;
  data.sections.custom[customId]!.items[0]!.summary = evil;
  data.metadata.notes = evil;
  data.basics.customFields[0]!.value = '<img src=x onerror="alert(1)">Pacific';
  return data;
}

describe("sanitizeResumeData", () => {
  it("cleans the summary, item summaries, custom sections and notes", () => {
    const data = sanitizeResumeData(evilData());
    expect(data.sections.summary.content).toBe(clean);
    expect(data.sections.experience.items[0]!.summary).toBe(clean);
    expect(data.sections.references.items[0]!.summary).toBe(clean);
    expect(Object.values(data.sections.custom)[0]!.items[0]!.summary).toBe(clean);
    expect(data.metadata.notes).toBe(clean);
    expect(JSON.stringify(data)).not.toMatch(/onerror|<script/);
  });

  it("sanitises a custom field only when it holds markup, leaving plain text alone", () => {
    const data = evilData();
    data.basics.customFields[1]!.value = "1 < 2 & 3 > 2";
    const result = sanitizeResumeData(data);
    expect(result.basics.customFields[0]!.value).toBe("Pacific");
    expect(result.basics.customFields[1]!.value).toBe("1 < 2 & 3 > 2");
  });

  it("reaches every section with items", () => {
    const data = createDefaultResumeData();
    for (const id of itemSectionIds) {
      (data.sections[id].items as unknown[]).push({ id: createId(), visible: true, summary: evil });
    }
    const result = sanitizeResumeData(data);
    for (const id of itemSectionIds) {
      const item = result.sections[id].items[0] as { summary?: string };
      expect(item.summary, id).toBe(clean);
    }
  });

  it("leaves clean data as it is and does not touch its input", () => {
    expect(sanitizeResumeData(sampleResume)).toEqual(sampleResume);
    const input = evilData();
    const before = structuredClone(input);
    sanitizeResumeData(input);
    expect(input).toEqual(before);
  });

  it("keeps the input's own objects wherever nothing changes: clean data is returned as it is", () => {
    const data = sanitizeResumeData(structuredClone(sampleResume));
    expect(sanitizeResumeData(data)).toBe(data);
    const edited = { ...data, sections: { ...data.sections, experience: { ...data.sections.experience } } };
    edited.sections.experience.items = data.sections.experience.items.map((item, index) => (index === 1 ? { ...item, summary: evil } : item));
    const result = sanitizeResumeData(edited);
    expect(result.sections.experience.items[1]!.summary).toBe(clean);
    expect(result.sections.experience.items).toHaveLength(3);
    expect(result.sections.experience.items[0]).toBe(data.sections.experience.items[0]);
    expect(result.sections.experience.items[2]).toBe(data.sections.experience.items[2]);
    expect(result.sections.awards).toBe(data.sections.awards);
    expect(result.sections.custom).toBe(data.sections.custom);
    expect(result.basics).toBe(data.basics);
    expect(result.metadata).toBe(data.metadata);
  });

  it("is idempotent", () => {
    const once = sanitizeResumeData(evilData());
    expect(sanitizeResumeData(once)).toEqual(once);
  });
});

describe("sanitizeResumeDataInSteps", () => {
  it("gives what sanitizeResumeData gives, pausing between large fields", async () => {
    const data = structuredClone(sampleResume);
    const large = `<p onclick="x">${"a".repeat(20_000)}</p><script>1</script>`;
    data.sections.summary.content = large;
    data.metadata.notes = `${large}<b>notes</b>`;
    let pauses = 0;
    const stepped = await sanitizeResumeDataInSteps(data, async () => {
      pauses += 1;
    });
    expect(stepped).toEqual(sanitizeResumeData(data));
    expect(pauses).toBe(2);
  });

  it("keeps strings known to be clean as they are and sanitises the rest", async () => {
    // The caller vouches for strings from the stored version; sanitising them again would
    // change nothing, so they are skipped — shown here with a string that is not clean,
    // which only a skip leaves as it is.
    const data = evilData();
    data.metadata.notes = "<p onclick=\"x\">Notes</p>";
    const stepped = await sanitizeResumeDataInSteps(data, async () => {}, (html) => html === evil);
    expect(stepped.sections.summary.content).toBe(evil);
    expect(stepped.metadata.notes).toBe("<p>Notes</p>");
  });
});
