import type { CustomItem } from "./items";
import type { ItemSectionId, SectionItem } from "./sections";

/**
 * The one list of each item's fields, kept beside the item schemas. The builder's item
 * forms, the list rows that name an item and the templates all derive from it, so adding
 * a field to an item is: its schema, its default (items.test.ts checks every field has
 * one, which is what lets older resumes without the field load), and its place here.
 */

/** An item of a built-in section, or of a custom section ("custom"). */
export type ItemKind = ItemSectionId | "custom";

/** The item type of a kind. */
export type ItemOfKind<Kind extends ItemKind> = Kind extends ItemSectionId ? SectionItem<Kind> : CustomItem;

/** A field people edit on an item of that kind (not its id or visibility). */
export type ItemFieldName<Kind extends ItemKind = ItemKind> = Kind extends ItemKind
  ? Exclude<keyof ItemOfKind<Kind>, "id" | "visible"> & string
  : never;

/** The fields of each item's form, in the order the form shows them. */
export const itemFormFields = {
  awards: ["title", "awarder", "date", "url", "summary"],
  certifications: ["name", "issuer", "date", "url", "summary"],
  custom: ["name", "description", "date", "location", "url", "summary", "keywords"],
  education: ["institution", "studyType", "area", "score", "date", "url", "summary"],
  experience: ["company", "position", "date", "location", "url", "summary"],
  interests: ["name", "keywords"],
  languages: ["name", "description", "level"],
  profiles: ["network", "username", "url", "icon"],
  projects: ["name", "description", "date", "url", "summary", "keywords"],
  publications: ["name", "publisher", "date", "url", "summary"],
  references: ["name", "description", "url", "summary"],
  skills: ["name", "description", "level", "keywords"],
  volunteer: ["organization", "position", "date", "location", "url", "summary"],
} as const satisfies { [Kind in ItemKind]: readonly ItemFieldName<Kind>[] };

/**
 * The fields that name an item: the first is its title, the others describe it. A list
 * row shows the first of the others that is not empty; a template shows the second as
 * the item's subtitle when it is text.
 */
export const itemTitleFields = {
  profiles: ["network", "username"],
  experience: ["company", "position"],
  education: ["institution", "area"],
  skills: ["name", "description", "keywords"],
  languages: ["name", "description"],
  awards: ["title", "awarder"],
  certifications: ["name", "issuer"],
  interests: ["name", "keywords"],
  projects: ["name", "description"],
  publications: ["name", "publisher"],
  volunteer: ["organization", "position"],
  references: ["name", "description"],
  custom: ["name", "description"],
} as const satisfies { [Kind in ItemKind]: readonly [ItemFieldName<Kind>, ...ItemFieldName<Kind>[]] };
