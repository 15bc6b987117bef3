import {
  type CustomItem,
  type SectionItem,
  customItemSchema,
  defaultCustomItem,
  defaultSectionItems,
  sectionItemSchemas,
  withNewId,
} from "@vitae/schema";
import type { z } from "zod";
import type enUS from "@/locales/en-US.json";
import type { SectionDialogName } from "@/ui/dialog-store";
import type { AnyItem } from "@/builder/store/section-operations";

/** How a form field is edited: a line of text, a link, rich text, chips, a 0–5 slider or a simple-icons slug. */
export type FieldKind = "text" | "url" | "summary" | "keywords" | "level" | "icon";

export type FieldName = keyof typeof enUS.builderLeft.fields;

export type ItemField = { name: FieldName; kind: FieldKind };

const text = (name: FieldName): ItemField => ({ name, kind: "text" });
const url: ItemField = { name: "url", kind: "url" };
const summary: ItemField = { name: "summary", kind: "summary" };
const keywords: ItemField = { name: "keywords", kind: "keywords" };
const level: ItemField = { name: "level", kind: "level" };

/** The fields of each item dialog, in the order the form shows them. */
export const itemFields: Record<SectionDialogName, readonly ItemField[]> = {
  awards: [text("title"), text("awarder"), text("date"), url, summary],
  certifications: [text("name"), text("issuer"), text("date"), url, summary],
  custom: [text("name"), text("description"), text("date"), text("location"), url, summary, keywords],
  education: [text("institution"), text("studyType"), text("area"), text("score"), text("date"), url, summary],
  experience: [text("company"), text("position"), text("date"), text("location"), url, summary],
  interests: [text("name"), keywords],
  languages: [text("name"), text("description"), level],
  profiles: [text("network"), text("username"), url, { name: "icon", kind: "icon" }],
  projects: [text("name"), text("description"), text("date"), url, summary, keywords],
  publications: [text("name"), text("publisher"), text("date"), url, summary],
  references: [text("name"), text("description"), url, summary],
  skills: [text("name"), text("description"), level, keywords],
  volunteer: [text("organization"), text("position"), text("date"), text("location"), url, summary],
};

/** The schema a dialog validates its item with. */
export function itemSchemaOf(name: SectionDialogName): z.ZodType<AnyItem, Record<string, unknown>> {
  return name === "custom" ? customItemSchema : sectionItemSchemas[name];
}

/**
 * A blank item for a create dialog. It carries a valid id so the schema accepts it (the
 * store gives it a fresh one when it is added), and levels start at 0 (hidden) in forms.
 */
export function newItem(name: SectionDialogName): AnyItem {
  const item: SectionItem | CustomItem = withNewId(name === "custom" ? defaultCustomItem : defaultSectionItems[name]);
  return "level" in item ? { ...item, level: 0 } : item;
}
