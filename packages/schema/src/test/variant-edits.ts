import fc from "fast-check";

import { itemSectionIds, type ItemSectionId } from "../resume/sections";
import type { ResumeData } from "../resume/resume-data";
import { createId } from "../shared/id";

/**
 * Random edits a person makes to a variant in the builder, as data: applied to a copy of the
 * master with `applyEdits`. Master items are hidden, never deleted (a variant cannot delete
 * them), and layouts are reordered, never emptied, so the edited data is one a variant can
 * hold exactly.
 */
export type VariantEdit =
  | { kind: "text"; field: "name" | "headline" | "summary"; value: string }
  | { kind: "itemField"; section: ItemSectionId; index: number; value: string }
  | { kind: "hide"; section: ItemSectionId; index: number }
  | { kind: "add"; section: "experience" | "skills"; value: string }
  | { kind: "reorder"; section: ItemSectionId; seed: number }
  | { kind: "design"; primary: string; template: string; margin: number }
  | { kind: "sectionName"; section: ItemSectionId; value: string }
  | { kind: "swapLayout"; seed: number }
  | { kind: "dropCustomField"; index: number };

const text = fc.string({ maxLength: 12 });
// Item names may not be empty (an interest or a skill without a name is invalid data), so the
// values that may land in one are never empty either.
const itemText = fc.string({ minLength: 1, maxLength: 12 });
const section = fc.constantFrom(...itemSectionIds);

export const variantEditArbitrary: fc.Arbitrary<VariantEdit> = fc.oneof(
  fc.record({ kind: fc.constant("text" as const), field: fc.constantFrom("name" as const, "headline" as const, "summary" as const), value: text }),
  fc.record({ kind: fc.constant("itemField" as const), section, index: fc.nat(8), value: itemText }),
  fc.record({ kind: fc.constant("hide" as const), section, index: fc.nat(8) }),
  fc.record({ kind: fc.constant("add" as const), section: fc.constantFrom("experience" as const, "skills" as const), value: itemText }),
  fc.record({ kind: fc.constant("reorder" as const), section, seed: fc.nat() }),
  fc.record({
    kind: fc.constant("design" as const),
    primary: fc.constantFrom("#000000", "#2563eb", "#16a34a"),
    template: fc.constantFrom("rhyhorn", "azurill", "pikachu"),
    margin: fc.integer({ min: 0, max: 40 }),
  }),
  fc.record({ kind: fc.constant("sectionName" as const), section, value: text }),
  fc.record({ kind: fc.constant("swapLayout" as const), seed: fc.nat() }),
  fc.record({ kind: fc.constant("dropCustomField" as const), index: fc.nat(4) }),
);

export const variantEditsArbitrary = fc.array(variantEditArbitrary, { maxLength: 12 });

function shuffled<T>(values: T[], seed: number): T[] {
  const copy = [...values];
  let state = seed + 1;
  for (let index = copy.length - 1; index > 0; index--) {
    state = (state * 1103515245 + 12345) % 2147483648;
    const other = state % (index + 1);
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/** The master's data with `edits` made, as a new object. */
export function applyEdits(master: ResumeData, edits: readonly VariantEdit[]): ResumeData {
  const data = structuredClone(master);
  for (const edit of edits) {
    switch (edit.kind) {
      case "text":
        if (edit.field === "summary") data.sections.summary.content = edit.value;
        else data.basics[edit.field] = edit.value;
        break;
      case "itemField": {
        const item = data.sections[edit.section].items[edit.index];
        if (item && "description" in item) item.description = edit.value;
        else if (item && "name" in item) item.name = edit.value;
        break;
      }
      case "hide": {
        const item = data.sections[edit.section].items[edit.index];
        if (item) item.visible = false;
        break;
      }
      case "add":
        if (edit.section === "experience") {
          data.sections.experience.items.push({
            id: createId(),
            visible: true,
            company: `Company ${edit.value}`,
            position: edit.value,
            location: "",
            date: "",
            summary: "",
            url: { label: "", href: "" },
          });
        } else {
          data.sections.skills.items.push({ id: createId(), visible: true, name: edit.value, description: "", level: 1, keywords: [] });
        }
        break;
      case "reorder": {
        const target = data.sections[edit.section] as { items: unknown[] };
        target.items = shuffled(target.items, edit.seed);
        break;
      }
      case "design":
        data.metadata.theme.primary = edit.primary;
        data.metadata.template = edit.template;
        data.metadata.page.margin = edit.margin;
        break;
      case "sectionName":
        data.sections[edit.section].name = edit.value;
        break;
      case "swapLayout":
        data.metadata.layout = data.metadata.layout.map((page) => page.map((column) => shuffled(column, edit.seed)));
        break;
      case "dropCustomField":
        data.basics.customFields = data.basics.customFields.filter((_, index) => index !== edit.index);
        break;
    }
  }
  return data;
}
