import { type ItemSectionId, type ResumeData, customSectionKey, itemSectionIds } from "@vitae/schema";
import type { AnyItem, ItemSectionKey } from "@/builder/store/section-operations";
import { dialogNameOf } from "@/builder/left/dialog/open-item-dialog";
import { itemTitle } from "@/builder/left/items/item-title";
import type { FieldName } from "@/builder/left/dialog/item-fields";
import { itemListPath, sectionPath } from "@/builder/variant/section-paths";

/** A text of the resume to translate: where it is, what to call it in the review, and its text. */
export type TranslatableField = {
  path: string[];
  /** Where it is: the section's name, then the item's title for an item's field. */
  place: string;
  /** The catalogue key of the field's label. */
  labelKey: "builderLeft.basics.headline" | "builderLeft.section.nameLabel" | `builderLeft.fields.${FieldName}`;
  text: string;
};

/**
 * The item fields that hold words to translate. Names of people, companies, schools and
 * publishers, dates, places and addresses stay as they are.
 */
const itemFields: Record<ItemSectionId | "custom", readonly FieldName[]> = {
  profiles: [],
  experience: ["position", "summary"],
  education: ["studyType", "area", "summary"],
  skills: ["name", "description"],
  languages: ["name", "description"],
  awards: ["title", "summary"],
  certifications: ["name", "summary"],
  interests: ["name"],
  projects: ["description", "summary"],
  publications: ["summary"],
  volunteer: ["position", "summary"],
  references: ["description", "summary"],
  custom: ["name", "description", "summary"],
};

const hasWords = (value: unknown): value is string => typeof value === "string" && value.replace(/<[^>]*>/g, "").trim() !== "";

type Section = { name: string; items: Array<Record<string, unknown> & { id: string }> };

/** Every text of `data` worth translating, in the order the builder shows them. */
export function translatableFields(data: ResumeData): TranslatableField[] {
  const fields: TranslatableField[] = [];
  const sectionName = "builderLeft.section.nameLabel" as const;
  const { headline } = data.basics;
  if (hasWords(headline)) fields.push({ path: ["basics", "headline"], place: data.basics.name, labelKey: "builderLeft.basics.headline", text: headline });
  const summary = data.sections.summary;
  if (hasWords(summary.name)) fields.push({ path: ["sections", "summary", "name"], place: summary.name, labelKey: sectionName, text: summary.name });
  if (hasWords(summary.content)) fields.push({ path: ["sections", "summary", "content"], place: summary.name, labelKey: "builderLeft.fields.summary", text: summary.content });

  const add = (key: ItemSectionKey, kind: ItemSectionId | "custom", section: Section) => {
    if (hasWords(section.name)) fields.push({ path: [...sectionPath(key), "name"], place: section.name, labelKey: sectionName, text: section.name });
    for (const item of section.items) {
      const place = `${section.name} · ${itemTitle(dialogNameOf(key), item as unknown as AnyItem).title}`;
      for (const name of itemFields[kind]) {
        const value = item[name];
        if (hasWords(value)) fields.push({ path: [...itemListPath(key), item.id, name], place, labelKey: `builderLeft.fields.${name}`, text: value });
      }
    }
  };
  for (const key of itemSectionIds) add(key, key, data.sections[key] as unknown as Section);
  for (const [id, section] of Object.entries(data.sections.custom)) add(customSectionKey(id), "custom", section as unknown as Section);
  return fields;
}
