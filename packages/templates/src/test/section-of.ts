import { type ItemSectionId, type ResumeData, customSectionIdFromKey, isSectionId } from "@vitae/schema";

/** The field that names an item, the one the builder's item list shows as its title. */
const titleField: Record<ItemSectionId, string> = {
  profiles: "network",
  experience: "company",
  education: "institution",
  skills: "name",
  languages: "name",
  awards: "title",
  certifications: "name",
  interests: "name",
  projects: "name",
  publications: "name",
  volunteer: "organization",
  references: "name",
};

/** A section as the reading-order checks see it, whatever its kind. */
export type ListedSection = { name: string; visible: boolean; items?: Record<string, unknown>[]; content?: string };

/**
 * The section a layout key names, read straight from the data (not through the renderer),
 * with the field that titles its items; undefined for a key that names nothing. The render
 * tests here and the server's print tests build what a reader should meet from it.
 */
export function sectionOf(data: ResumeData, key: string): { section: ListedSection; title: string } | undefined {
  const customId = customSectionIdFromKey(key);
  if (customId !== undefined) {
    const section = data.sections.custom[customId];
    return section ? { section, title: "name" } : undefined;
  }
  if (!isSectionId(key)) return undefined;
  if (key === "summary") return { section: data.sections.summary, title: "" };
  return { section: data.sections[key] as ListedSection, title: titleField[key] };
}
