import {
  type CustomItem,
  type CustomSection,
  type ItemSectionId,
  type ResumeData,
  type SectionItem,
  createCustomSection,
  createId,
  customSectionIdFromKey,
  customSectionKey,
  defaultSectionNames,
  isSectionId,
} from "@vitae/schema";

/*
 * The builder's section and item actions (create, update, duplicate, hide, move and delete
 * items; hide, rename, set columns and page breaks of, clear, add and remove sections) as plain functions
 * over a (draft of) resume data. They mutate in place so the store can run them inside an immer
 * recipe; a key or id that names nothing leaves the data untouched.
 */

/** A section the left panel lists items of: a built-in one or `custom.{id}`. */
export type ItemSectionKey = ItemSectionId | `custom.${string}`;

/** Any section with the shared fields (name, columns, visible), summary included. */
export type SectionKey = "summary" | ItemSectionKey;

export type AnyItem = SectionItem | CustomItem;

type SectionWithItems = { items: AnyItem[] };
type SectionCommon = { name: string; columns: number; visible: boolean; keepTogether?: boolean; startOnNewPage?: boolean };

/** A section's page-break choices the builder sets. */
export type SectionBreakChoice = "keepTogether" | "startOnNewPage";

/** The section a key names, or undefined (an unknown custom id, a deleted section). */
export function findSection(data: ResumeData, key: SectionKey): SectionCommon | undefined {
  if (key === "summary") return data.sections.summary;
  return findItemSection(data, key);
}

function findItemSection(data: ResumeData, key: ItemSectionKey): (SectionCommon & SectionWithItems) | undefined {
  const customId = customSectionIdFromKey(key);
  if (customId !== undefined) return data.sections.custom[customId];
  // A stray "summary" (it has content, not items) must not be treated as a list.
  if (isSectionId(key) && (key as string) !== "summary") return data.sections[key] as SectionCommon & SectionWithItems;
  return undefined;
}

/** The items of a section, or an empty list when the key names none. */
export function sectionItems(data: ResumeData, key: ItemSectionKey): readonly AnyItem[] {
  return findItemSection(data, key)?.items ?? [];
}

/** Create: appends the item with a fresh id (whatever id it carried). */
export function createItem(data: ResumeData, key: ItemSectionKey, item: AnyItem): string | undefined {
  const section = findItemSection(data, key);
  if (!section) return undefined;
  const id = createId();
  section.items.push({ ...item, id });
  return id;
}

/** Update: replaces the item with the same id. */
export function updateItem(data: ResumeData, key: ItemSectionKey, item: AnyItem): void {
  const section = findItemSection(data, key);
  const index = section?.items.findIndex((candidate) => candidate.id === item.id) ?? -1;
  if (section && index >= 0) section.items[index] = item;
}

/** Duplicate: appends a copy with a fresh id. */
export function duplicateItem(data: ResumeData, key: ItemSectionKey, id: string): string | undefined {
  const item = findItemSection(data, key)?.items.find((candidate) => candidate.id === id);
  return item ? createItem(data, key, structuredClone(item)) : undefined;
}

/** Delete: removes the item with that id. */
export function deleteItem(data: ResumeData, key: ItemSectionKey, id: string): void {
  const section = findItemSection(data, key);
  if (section) section.items = section.items.filter((item) => item.id !== id);
}

export function toggleItemVisibility(data: ResumeData, key: ItemSectionKey, id: string): void {
  const item = findItemSection(data, key)?.items.find((candidate) => candidate.id === id);
  if (item) item.visible = !item.visible;
}

/** Moves the item at `from` to position `to` (drag to reorder); out-of-range moves do nothing. */
export function moveItem(data: ResumeData, key: ItemSectionKey, from: number, to: number): void {
  const items = findItemSection(data, key)?.items;
  if (!items || from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return;
  const [moved] = items.splice(from, 1);
  if (moved) items.splice(to, 0, moved);
}

export function toggleSectionVisibility(data: ResumeData, key: SectionKey): void {
  const section = findSection(data, key);
  if (section) section.visible = !section.visible;
}

export function renameSection(data: ResumeData, key: SectionKey, name: string): void {
  const section = findSection(data, key);
  if (section) section.name = name;
}

/** The name a section returns to on "reset name": its default name, or the custom default. */
export function defaultSectionName(key: SectionKey): string {
  return isSectionId(key) ? defaultSectionNames[key] : customSectionDefaultName;
}

export const customSectionDefaultName = "Custom Section";

export function setSectionColumns(data: ResumeData, key: SectionKey, columns: number): void {
  const section = findSection(data, key);
  if (section && Number.isInteger(columns) && columns >= 1 && columns <= 5) section.columns = columns;
}

/**
 * Turns a page-break choice of a section on or off. Off removes the field rather than storing
 * false, so the section is stored as it was before the choice was ever made.
 */
export function setSectionBreak(data: ResumeData, key: SectionKey, choice: SectionBreakChoice, on: boolean): void {
  const section = findSection(data, key);
  if (!section) return;
  if (on) section[choice] = true;
  else delete section[choice];
}

/** Removes every item of a section (sections with items only). */
export function clearSectionItems(data: ResumeData, key: ItemSectionKey): void {
  const section = findItemSection(data, key);
  if (section) section.items = [];
}

/** Adds a custom section and appends it to the first column of the last page; returns its key. */
export function addCustomSection(data: ResumeData, name = customSectionDefaultName): `custom.${string}` {
  const section: CustomSection = createCustomSection(name);
  data.sections.custom[section.id] = section;
  const key = customSectionKey(section.id);
  const lastPage = data.metadata.layout.at(-1);
  if (lastPage?.[0]) lastPage[0].push(key);
  else if (lastPage) lastPage[0] = [key];
  return key;
}

/** Deletes a custom section and its place in the layout; built-in keys are refused. */
export function removeCustomSection(data: ResumeData, key: string): boolean {
  const id = customSectionIdFromKey(key);
  if (id === undefined || !(id in data.sections.custom)) return false;
  delete data.sections.custom[id];
  for (const page of data.metadata.layout) {
    for (const [index, column] of page.entries()) page[index] = column.filter((entry) => entry !== key);
  }
  return true;
}
