import {
  type CustomItem,
  type ItemFieldName,
  type SectionItem,
  customItemSchema,
  defaultCustomItem,
  defaultSectionItems,
  itemFormFields,
  sectionItemSchemas,
  withNewId,
} from "@vitae/schema";
import type { z } from "zod";
import type enUS from "@/locales/en-US.json";
import type { SectionDialogName } from "@/ui/dialog-store";
import type { AnyItem } from "@/builder/store/section-operations";

/** How a form field is edited: a line of text, a link, rich text, chips, a 0–5 slider or a simple-icons slug. */
export type FieldKind = "text" | "url" | "summary" | "keywords" | "level" | "icon";

/** A field of some item; each has its label under builderLeft.fields (checked below). */
export type FieldName = ItemFieldName;

export type ItemField = { name: FieldName; kind: FieldKind };

// Every item field needs a label: this fails to compile when one lacks it.
type LabelledFieldNames = keyof typeof enUS.builderLeft.fields;
const _everyFieldLabelled: FieldName extends LabelledFieldNames ? true : never = true;

const editors: Partial<Record<FieldName, Exclude<FieldKind, "text">>> = {
  url: "url",
  summary: "summary",
  keywords: "keywords",
  level: "level",
  icon: "icon",
};

/** The fields of an item dialog, in the schema's form order, each with its editor. */
export function itemFieldsOf(dialog: SectionDialogName): readonly ItemField[] {
  const names: readonly FieldName[] = itemFormFields[dialog];
  return names.map((name) => ({ name, kind: editors[name] ?? "text" }));
}

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
