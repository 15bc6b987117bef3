import { type CheckTarget, type ResumeData, itemFormFields } from "@vitae/schema";
import { plainText } from "../text";
import { printedSections, sectionAt, sectionTarget } from "../visible-sections";

/** A piece of the resume's printed text and the field that holds it. */
export interface ResumeField {
  text: string;
  target: CheckTarget;
}

/** Fields that hold no words worth matching: addresses, dates, levels, icons. */
const skipped = new Set(["url", "date", "level", "icon"]);

/** Every field the print shows, with where it is: the headline, the summary, and each visible item's words. */
export function resumeFields(data: ResumeData): ResumeField[] {
  const fields: ResumeField[] = [{ text: data.basics.headline, target: { section: "basics", field: "headline" } }];
  for (const printed of printedSections(data)) {
    if (!printed.placed || !printed.filled) continue;
    const found = sectionAt(data, printed.key);
    if (!found) continue;
    const { section, kind } = found;
    if (kind === "summary") {
      fields.push({ text: plainText(section.content ?? ""), target: { section: "summary", field: "content" } });
      continue;
    }
    for (const item of section.items ?? []) {
      if (item.visible !== true) continue;
      for (const field of itemFormFields[kind]) {
        if (skipped.has(field)) continue;
        const value = item[field];
        // Keywords are one field to open, read as a list.
        const text = Array.isArray(value) ? value.join(", ") : typeof value === "string" ? plainText(value) : "";
        if (text !== "") fields.push({ text, target: { ...sectionTarget(printed.key), itemId: String(item.id), field } });
      }
    }
  }
  return fields.filter((field) => field.text.trim() !== "");
}
