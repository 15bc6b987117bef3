import { itemTitleFields } from "@vitae/schema";
import type { SectionDialogName } from "@/ui/dialog-store";
import type { AnyItem } from "@/builder/store/section-operations";

function fieldText(item: AnyItem, field: string): string {
  const value: unknown = (item as Record<string, unknown>)[field];
  if (Array.isArray(value)) return value.join(", ");
  return typeof value === "string" ? value.trim() : "";
}

/**
 * The title and subtitle an item shows in its section's list: its first title field, and
 * the first of the others that is not empty.
 */
export function itemTitle(section: SectionDialogName, item: AnyItem): { title: string; subtitle: string } {
  const [titleField, ...rest]: readonly string[] = itemTitleFields[section];
  const subtitle = rest.map((field) => fieldText(item, field)).find((text) => text !== "") ?? "";
  return { title: fieldText(item, titleField ?? ""), subtitle };
}
