import { type DroppedDifference, type ResumeData, richTextToPlain } from "@vitae/schema";

/**
 * A note about a dropped difference, in the terms the user knows: which section, which field,
 * and the value the variant had there (so it can be copied back). Paths follow
 * docs/variants.md: `["sections", "experience", "items", "<id>", "summary"]`.
 */
export type DroppedDescription = {
  /** What the variant had done: changed a field of an item, a field elsewhere, hidden or added an item. */
  kind: "itemField" | "field" | "hiddenItem" | "addedItem";
  /** Where: a section's name, "basics" or "customFields"; null when the master deleted the section itself. */
  place: { section: string } | { part: "basics" | "customFields" } | null;
  /** The field's key (`summary`, `headline`), for the kinds about a field. */
  field: string | null;
  /** The variant's value as plain text, cut short; null when there is nothing to show. */
  value: string | null;
};

const valueLength = 120;

/** The keys that name an item, in the order an item's name is looked for. */
const itemNameKeys = ["name", "title", "position", "company", "institution", "organization", "network", "awarder", "issuer"];

/** Rich text becomes the words it shows; anything long is cut with an ellipsis. */
function plainText(value: string): string | null {
  const text = richTextToPlain(value).replace(/\s+/g, " ").trim();
  if (text === "") return null;
  return text.length > valueLength ? `${text.slice(0, valueLength - 1)}…` : text;
}

function shownValue(value: unknown): string | null {
  if (typeof value === "string") return plainText(value);
  if (typeof value === "number") return String(value);
  if (Array.isArray(value) && value.every((entry) => typeof entry === "string")) return plainText(value.join(", "));
  if (typeof value === "object" && value !== null) {
    const item = value as Record<string, unknown>;
    for (const key of itemNameKeys) {
      const name = item[key];
      if (typeof name === "string" && plainText(name) !== null) return plainText(name);
    }
  }
  return null;
}

/** Where the path points and what is left of it below that place. */
function placeOf(path: readonly string[], data: ResumeData): { place: DroppedDescription["place"]; rest: readonly string[] } {
  if (path[0] === "basics") {
    if (path[1] === "customFields") return { place: { part: "customFields" }, rest: ["items", ...path.slice(2)] };
    return { place: { part: "basics" }, rest: path.slice(1) };
  }
  if (path[0] === "sections" && path[1] === "custom") {
    const section = data.sections.custom[path[2] ?? ""];
    return { place: section ? { section: section.name } : null, rest: path.slice(3) };
  }
  if (path[0] === "sections") {
    const section = (data.sections as Record<string, { name?: unknown } | undefined>)[path[1] ?? ""];
    return { place: typeof section?.name === "string" ? { section: section.name } : null, rest: path.slice(2) };
  }
  return { place: null, rest: path };
}

/** How one dropped note reads, against the variant's data as it is now (for the sections' names). */
export function describeDropped(note: DroppedDifference, data: ResumeData): DroppedDescription {
  const { place, rest } = placeOf(note.path, data);
  const value = shownValue(note.value);
  if (note.kind === "hiddenItem") return { kind: "hiddenItem", place, field: null, value: null };
  if (note.kind === "addedItem") return { kind: "addedItem", place, field: null, value };
  if (rest[0] === "items" && rest.length >= 3) return { kind: "itemField", place, field: rest[2] ?? null, value };
  return { kind: "field", place, field: rest[rest.length - 1] ?? null, value };
}
