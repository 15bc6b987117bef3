import type { SectionDialogName } from "@/ui/dialog-store";
import type { AnyItem } from "@/builder/store/section-operations";

/** Each section's item title fields: the first names the item, the others describe it (first non-empty wins). */
const titleFields: Record<SectionDialogName, readonly string[]> = {
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
};

function fieldText(item: AnyItem, field: string): string {
  const value: unknown = (item as Record<string, unknown>)[field];
  if (Array.isArray(value)) return value.join(", ");
  return typeof value === "string" ? value.trim() : "";
}

/** The title and subtitle an item shows in its section's list. */
export function itemTitle(section: SectionDialogName, item: AnyItem): { title: string; subtitle: string } {
  const [titleField = "", ...rest] = titleFields[section];
  const subtitle = rest.map((field) => fieldText(item, field)).find((text) => text !== "") ?? "";
  return { title: fieldText(item, titleField), subtitle };
}
