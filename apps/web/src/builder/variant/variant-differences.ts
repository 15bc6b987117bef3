import { type ResumeData, type VariantDifferences, extractDifferences, startsWithPath } from "@vitae/schema";

/*
 * A variant's differences as the builder shows them: computed from the master's data and
 * the data being edited (the same function the server stores a save with), so the marks
 * follow every keystroke without waiting for a save.
 */

let last: { master: ResumeData; data: ResumeData; differences: VariantDifferences } | null = null;

/**
 * The differences of `data` from `master`. Every mark asks for them on each edit; they are
 * computed once per new data (the store gives each edit a new object).
 */
export function differencesOf(master: ResumeData, data: ResumeData): VariantDifferences {
  if (last?.master !== master || last.data !== data) last = { master, data, differences: extractDifferences(master, data) };
  return last.differences;
}

/** Whether the variant has its own value at `path` or anywhere under it. */
export function fieldDiffers(differences: VariantDifferences, path: readonly string[]): boolean {
  return differences.overrides.some((override) => startsWithPath(override.path, path));
}

/**
 * Whether what holds `path` exists only in the variant: an override above it adds a whole
 * value the master lacks (a custom section only the variant has).
 */
export function onlyInVariant(differences: VariantDifferences, path: readonly string[]): boolean {
  return differences.overrides.some(
    (override) => override.path.length < path.length && override.value !== undefined && startsWithPath(path, override.path),
  );
}

/** How an item of the variant stands to the master; null when it is the master's item as it is. */
export type ItemStatus = "added" | "hidden" | "changed" | null;

export function itemStatus(differences: VariantDifferences, list: readonly string[], id: string): ItemStatus {
  const inList = (other: readonly string[]) => other.length === list.length && startsWithPath(other, list);
  if (differences.addedItems.some((added) => added.item.id === id && inList(added.list))) return "added";
  if (onlyInVariant(differences, list)) return "added";
  if (differences.hiddenItems.some((hidden) => hidden.id === id && inList(hidden.list))) return "hidden";
  return fieldDiffers(differences, [...list, id]) ? "changed" : null;
}
