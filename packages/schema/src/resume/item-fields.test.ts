import { describe, expect, it } from "vitest";

import { type ItemKind, itemFormFields, itemTitleFields } from "./item-fields";
import { customItemSchema, defaultCustomItem } from "./items";
import { defaultSectionItems, itemSectionIds, sectionItemSchemas } from "./sections";

const kinds: ItemKind[] = [...itemSectionIds, "custom"];
const schemaOf = (kind: ItemKind) => (kind === "custom" ? customItemSchema : sectionItemSchemas[kind]);
const defaultOf = (kind: ItemKind): Record<string, unknown> =>
  kind === "custom" ? defaultCustomItem : defaultSectionItems[kind];
const editableFields = (kind: ItemKind) =>
  Object.keys(schemaOf(kind).shape).filter((field) => field !== "id" && field !== "visible");

describe("item fields", () => {
  // Importers and older resumes fill a missing field from the item's default: a field
  // without one would leave such items invalid and the resume unloadable.
  it.each(kinds)("%s: every field has a default", (kind) => {
    for (const field of Object.keys(schemaOf(kind).shape)) {
      expect(defaultOf(kind)[field], `${kind}.${field} has no default`).not.toBeUndefined();
    }
  });

  it.each(kinds)("%s: the form lists every field once", (kind) => {
    const form: readonly string[] = itemFormFields[kind];
    expect(new Set(form).size).toBe(form.length);
    expect([...form].sort()).toEqual(editableFields(kind).sort());
  });

  it.each(kinds)("%s: the title fields are fields of the item", (kind) => {
    const titles: readonly string[] = itemTitleFields[kind];
    expect(titles.length).toBeGreaterThan(0);
    for (const field of titles) expect(editableFields(kind)).toContain(field);
  });
});
