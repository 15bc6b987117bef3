import { z } from "zod";

import { resumeLimits } from "../constants/limits";
import { boundedArray, boundedString, richTextSchema } from "../shared/bounded";
import { createId, idSchema } from "../shared/id";
import {
  awardSchema,
  certificationSchema,
  customItemSchema,
  defaultAward,
  defaultCertification,
  defaultEducation,
  defaultExperience,
  defaultInterest,
  defaultLanguage,
  defaultProfile,
  defaultProject,
  defaultPublication,
  defaultReference,
  defaultSkill,
  defaultVolunteer,
  educationSchema,
  experienceSchema,
  interestSchema,
  languageSchema,
  profileSchema,
  projectSchema,
  publicationSchema,
  referenceSchema,
  skillSchema,
  volunteerSchema,
} from "./items";

/** Fields shared by every section, built-in or custom. */
export const sectionSchema = z.object({
  name: boundedString(resumeLimits.sectionNameMaxLength),
  columns: z.int().min(1).max(5).default(1),
  // Later Reactive Resume v4 releases write this flag; it is optional so their exports
  // round-trip unchanged while v4.0.x exports (and ours) simply omit it.
  separateLinks: z.boolean().optional(),
  visible: z.boolean().default(true),
  // Page-break choices. Optional and absent when off (see sectionBreaks for the defaults), so
  // Reactive Resume v4 files, which have neither, import and export unchanged and resumes
  // stored before they existed need no migration.
  /** Move the whole section to the next page rather than split it, when it fits on one page. */
  keepTogether: z.boolean().optional(),
  /** Begin the section at the top of a new page. */
  startOnNewPage: z.boolean().optional(),
});

export type Section = z.infer<typeof sectionSchema>;

/** A section's page-break choices with their defaults filled in. */
export interface SectionBreaks {
  keepTogether: boolean;
  startOnNewPage: boolean;
}

export const defaultSectionBreaks: SectionBreaks = { keepTogether: false, startOnNewPage: false };

/** The page-break choices of a section as stored, absent ones at their defaults. */
export function sectionBreaks(section: Pick<Section, "keepTogether" | "startOnNewPage">): SectionBreaks {
  return {
    keepTogether: section.keepTogether ?? defaultSectionBreaks.keepTogether,
    startOnNewPage: section.startOnNewPage ?? defaultSectionBreaks.startOnNewPage,
  };
}

export const defaultSection: Section = { name: "", columns: 1, visible: true };

export const summarySectionSchema = sectionSchema.extend({
  id: z.literal("summary"),
  /** Rich text (HTML). */
  content: richTextSchema.default(""),
});

export type SummarySection = z.infer<typeof summarySectionSchema>;

/** A user-defined section, stored under `sections.custom[id]` and laid out as `custom.{id}`. */
export const customSectionSchema = sectionSchema.extend({
  id: idSchema,
  items: boundedArray(customItemSchema, resumeLimits.itemsPerSectionMax),
});

export type CustomSection = z.infer<typeof customSectionSchema>;

function itemSection<const Id extends string, Item extends z.ZodType>(id: Id, item: Item) {
  return sectionSchema.extend({ id: z.literal(id), items: boundedArray(item, resumeLimits.itemsPerSectionMax) });
}

export const sectionsSchema = z.object({
  summary: summarySectionSchema,
  awards: itemSection("awards", awardSchema),
  certifications: itemSection("certifications", certificationSchema),
  education: itemSection("education", educationSchema),
  experience: itemSection("experience", experienceSchema),
  volunteer: itemSection("volunteer", volunteerSchema),
  interests: itemSection("interests", interestSchema),
  languages: itemSection("languages", languageSchema),
  profiles: itemSection("profiles", profileSchema),
  projects: itemSection("projects", projectSchema),
  publications: itemSection("publications", publicationSchema),
  references: itemSection("references", referenceSchema),
  skills: itemSection("skills", skillSchema),
  custom: z.record(z.string(), customSectionSchema),
});

export type Sections = z.infer<typeof sectionsSchema>;

/** Built-in sections in the order the builder's left panel lists them. */
export const sectionIds = [
  "summary",
  "profiles",
  "experience",
  "education",
  "skills",
  "languages",
  "awards",
  "certifications",
  "interests",
  "projects",
  "publications",
  "volunteer",
  "references",
] as const satisfies readonly Exclude<keyof Sections, "custom">[];

export type SectionId = (typeof sectionIds)[number];

/** Built-in sections that hold a list of items (all but summary). */
export type ItemSectionId = Exclude<SectionId, "summary">;

export const itemSectionIds = sectionIds.filter(
  (id): id is ItemSectionId => id !== "summary",
);

/** How a custom section is referred to in the layout and in the builder. */
export type CustomSectionKey = `custom.${string}`;

/** Any section the builder can address, including the basics block. */
export type SectionKey = "basics" | SectionId | CustomSectionKey;

/** The item type held by a built-in section. */
export type SectionItem<Id extends ItemSectionId = ItemSectionId> = Sections[Id]["items"][number];

export const defaultSectionNames: Record<SectionId, string> = {
  summary: "Summary",
  awards: "Awards",
  certifications: "Certifications",
  education: "Education",
  experience: "Experience",
  volunteer: "Volunteering",
  interests: "Interests",
  languages: "Languages",
  profiles: "Profiles",
  projects: "Projects",
  publications: "Publications",
  references: "References",
  skills: "Skills",
};

/** The schema each built-in section validates its items with, for generic item editors. */
export const sectionItemSchemas = {
  awards: awardSchema,
  certifications: certificationSchema,
  education: educationSchema,
  experience: experienceSchema,
  volunteer: volunteerSchema,
  interests: interestSchema,
  languages: languageSchema,
  profiles: profileSchema,
  projects: projectSchema,
  publications: publicationSchema,
  references: referenceSchema,
  skills: skillSchema,
} as const satisfies Record<ItemSectionId, z.ZodType>;

/** Default (id-less) item per built-in section; pass through `withNewId` before storing. */
export const defaultSectionItems: { [Id in ItemSectionId]: SectionItem<Id> } = {
  awards: defaultAward,
  certifications: defaultCertification,
  education: defaultEducation,
  experience: defaultExperience,
  volunteer: defaultVolunteer,
  interests: defaultInterest,
  languages: defaultLanguage,
  profiles: defaultProfile,
  projects: defaultProject,
  publications: defaultPublication,
  references: defaultReference,
  skills: defaultSkill,
};

function emptyItemSection<const Id extends ItemSectionId>(id: Id) {
  return { ...defaultSection, id, name: defaultSectionNames[id], items: [] };
}

export const defaultSections: Sections = {
  summary: { ...defaultSection, id: "summary", name: defaultSectionNames.summary, content: "" },
  awards: emptyItemSection("awards"),
  certifications: emptyItemSection("certifications"),
  education: emptyItemSection("education"),
  experience: emptyItemSection("experience"),
  volunteer: emptyItemSection("volunteer"),
  interests: emptyItemSection("interests"),
  languages: emptyItemSection("languages"),
  profiles: emptyItemSection("profiles"),
  projects: emptyItemSection("projects"),
  publications: emptyItemSection("publications"),
  references: emptyItemSection("references"),
  skills: emptyItemSection("skills"),
  custom: {},
};

/** The layout key of the custom section with this id. */
export function customSectionKey(id: string): CustomSectionKey {
  return `custom.${id}`;
}

/** Whether a layout or builder key names a custom section (only those may be deleted). */
export function isCustomSectionKey(key: string): key is CustomSectionKey {
  return key.startsWith("custom.") && key.length > "custom.".length;
}

/** The id inside a `custom.{id}` key, or undefined when the key names no custom section. */
export function customSectionIdFromKey(key: string): string | undefined {
  return isCustomSectionKey(key) ? key.slice("custom.".length) : undefined;
}

/** Whether a key names one of the built-in sections. */
export function isSectionId(key: string): key is SectionId {
  return (sectionIds as readonly string[]).includes(key);
}

/** A new, empty custom section with a fresh id. */
export function createCustomSection(name = "Custom Section"): CustomSection {
  return { ...defaultSection, id: createId(), name, items: [] };
}
