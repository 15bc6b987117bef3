import { resumeLimits } from "../constants/limits";
import type { ResumeData } from "../resume/resume-data";
import { sampleResume } from "../sample-resume";
import { resumeDataBytes } from "../shared/bounded";
import { withNewId } from "../shared/id";

/**
 * One rich-text field of exactly `length` characters that is as costly as markup gets for a
 * sanitiser: deeply nested inline tags, and tags carrying thousands of attributes.
 */
export function costlyRichText(length: number): string {
  const manyAttributes = `<a${" x".repeat(2000)}>`;
  const nested = "<b><i><u><span>";
  const head = manyAttributes + nested.repeat(Math.ceil(length / nested.length));
  return head.slice(0, length);
}

/**
 * Resume data as large as a write may send: the custom CSS and a section name at their
 * limits, every rich-text field at its limit filled with `costlyRichText`, in as many
 * experience items as fit within `resumeLimits.dataMaxBytes` (the last one filling the rest).
 */
export function largestResumeData(): ResumeData {
  const max = resumeLimits.richTextMaxLength;
  const data = structuredClone(sampleResume);
  data.sections.skills.name = "n".repeat(resumeLimits.sectionNameMaxLength);
  data.metadata.css.value = "x".repeat(resumeLimits.customCssMaxLength);
  data.sections.summary.content = costlyRichText(max);
  data.metadata.notes = costlyRichText(max);
  const template = data.sections.experience.items[0];
  if (!template) throw new Error("the sample resume has no experience item to copy");
  data.sections.experience.items = [];
  for (;;) {
    // The text is ASCII without characters JSON escapes: one character is one byte.
    const item = { ...withNewId(template), summary: "" };
    const room = resumeLimits.dataMaxBytes - resumeDataBytes(data) - resumeDataBytes(item) - 1;
    if (room <= 0) break;
    data.sections.experience.items.push({ ...item, summary: costlyRichText(Math.min(max, room)) });
  }
  return data;
}
