import type { ResumeData } from "@vitae/schema";
import { detectLanguage } from "./keywords/detect-language";
import { plainText } from "./text";

/**
 * The language the resume is written in, told from its prose (headline, summary and entry
 * descriptions), since people write resumes in another language than their interface's;
 * `fallback` (the interface's language) when the prose is too short to tell.
 */
export function resumeLanguage(data: ResumeData, fallback: string): string {
  const { sections } = data;
  const prose = [
    data.basics.headline,
    plainText(sections.summary.content),
    ...[sections.experience, sections.projects, sections.volunteer, sections.education].flatMap((section) =>
      (section.items as { summary: string }[]).map((item) => plainText(item.summary)),
    ),
  ].join("\n");
  const detected = detectLanguage(prose);
  return detected === "und" ? fallback : detected;
}
