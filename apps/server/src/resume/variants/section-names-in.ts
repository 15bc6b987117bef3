import { isDefaultSectionName, type ResumeData, sectionIds, sectionNamesFor } from "@vitae/schema";

/**
 * `data` with the heading of every built-in section that still has a default name (in any
 * interface language: nobody worded it their own way) in `language`'s default name; without a
 * language, the master's name. Every other heading is the owner's own and stays. Stored as a
 * variant's differences, a changed heading is an override like any other field, shown and
 * editable in the builder, and "reset to the master's value" brings the master's back.
 */
export function sectionNamesIn(data: ResumeData, master: ResumeData, language: string | null): ResumeData {
  const names = language ? sectionNamesFor(language) : undefined;
  let sections = data.sections;
  for (const id of sectionIds) {
    const section = sections[id];
    if (!isDefaultSectionName(id, section.name)) continue;
    const name = names ? names[id] : master.sections[id].name;
    if (name !== section.name) sections = { ...sections, [id]: { ...section, name } };
  }
  return sections === data.sections ? data : { ...data, sections };
}
