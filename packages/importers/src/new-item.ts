import { type ItemSectionId, type SectionItem, createId, defaultSectionItems } from "@vitae/schema";
import type { ImportIssue, IssuePath } from "./import-issue";

/** The fields of a new item of a built-in section, all but its id. */
export type ItemFields<Id extends ItemSectionId> = Partial<Omit<SectionItem<Id>, "id">>;

/** A new item of a built-in section: the section's defaults, then the `fields` that are defined, with a fresh id. */
export function newItem<Id extends ItemSectionId>(section: Id, fields: ItemFields<Id>): SectionItem<Id> {
  const defined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  return { ...defaultSectionItems[section], ...defined, id: createId() };
}

function hasText(value: unknown): boolean {
  return typeof value === "string" && value.trim() !== "";
}

/**
 * Items of a built-in section from a file's entries (at `path`, indexed): null entries
 * are passed over; an entry without text in each `required` key, or one `toFields`
 * declines (null), is skipped with a warning, since our sections require those fields.
 */
export function itemsFrom<Id extends ItemSectionId, Entry extends object>(
  section: Id,
  entries: readonly (Entry | null)[] | null | undefined,
  path: IssuePath,
  required: readonly (keyof Entry & string)[],
  warnings: ImportIssue[],
  toFields: (entry: Entry, path: IssuePath) => ItemFields<Id> | null,
): SectionItem<Id>[] {
  return (entries ?? []).flatMap((entry, index) => {
    if (entry === null) return [];
    const at = [...path, index];
    const missing = required.find((key) => !hasText(entry[key]));
    const fields = missing === undefined ? toFields(entry, at) : null;
    if (fields) return [newItem(section, fields)];
    warnings.push({ path: at, message: missing ? `Skipped an entry without "${missing}"` : "Skipped an empty entry" });
    return [];
  });
}

/**
 * A skill's fields, or null for an empty row: skills need no name in our schema, so a row
 * of keywords alone is kept.
 */
export function skillFields(fields: { name: string; description: string; level: number; keywords: string[] }): ItemFields<"skills"> | null {
  const keywords = fields.keywords.map((keyword) => keyword.trim()).filter((keyword) => keyword !== "");
  return fields.name.trim() === "" && keywords.length === 0 ? null : { ...fields, keywords };
}

/** A location in one line from its parts, e.g. "2712 Broadway St, San Francisco, California, US". */
export function joinLocation(...parts: (string | undefined | null)[]): string {
  return parts
    .map((part) => (part ?? "").trim())
    .filter((part) => part !== "")
    .join(", ");
}

/** A simple-icons slug from a network name (the network, lowercased): "Stack Overflow" -> "stackoverflow". */
export function iconOf(network: string): string {
  return network.toLowerCase().replace(/[^a-z0-9]/g, "");
}
