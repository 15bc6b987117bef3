import type { ResumeData } from "@vitae/schema";
import { compareResumeData } from "./compare-resume-data";

/** Counts of what changed in one section, for a line like "+2 items in Experience, summary edited". */
export interface SectionSummary {
  id: string;
  name: string;
  added: number;
  removed: number;
  edited: number;
  moved: number;
  hidden: number;
  shown: number;
  /** The section's own text (the summary's content, a basics field, its name) changed. */
  textEdited: boolean;
  visibility?: "hidden" | "shown";
}

/** What a version changed from the one before it; design values longer than a word are left out. */
export interface VersionSummary {
  /** False for the first version of a resume, which has nothing before it. */
  compared: boolean;
  sections: SectionSummary[];
  design: { field: string; from?: string; to?: string }[];
}

const shortValue = (value: string) => (value.length <= 40 && !value.startsWith("{") && !value.startsWith("[") ? value : undefined);

export function summarizeChange(before: ResumeData | null, after: ResumeData): VersionSummary {
  if (!before) return { compared: false, sections: [], design: [] };
  const comparison = compareResumeData(before, after);
  const count = (items: { status: string[] }[], status: string) => items.filter((item) => item.status.includes(status)).length;
  return {
    compared: true,
    sections: comparison.sections.map((section) => ({
      id: section.id,
      name: section.name,
      added: count(section.items, "added"),
      removed: count(section.items, "removed"),
      edited: count(section.items, "edited"),
      moved: count(section.items, "moved"),
      hidden: count(section.items, "hidden"),
      shown: count(section.items, "shown"),
      textEdited: section.fields.length > 0,
      ...(section.visibility ? { visibility: section.visibility } : {}),
    })),
    design: comparison.design.map(({ field, from, to }) => {
      const [shortFrom, shortTo] = [shortValue(from), shortValue(to)];
      return shortFrom !== undefined && shortTo !== undefined ? { field, from: shortFrom, to: shortTo } : { field };
    }),
  };
}
