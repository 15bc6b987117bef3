import { type ResumeData, richTextToPlain } from "@vitae/schema";
import { diffWords } from "diff";

/** One run of words: kept, inserted (`added`) or deleted (`removed`). */
export interface WordPart {
  value: string;
  added?: true;
  removed?: true;
}

export interface FieldChange {
  /** The field's path within its item or section, e.g. `position` or `url.href`. */
  field: string;
  parts: WordPart[];
}

export type ItemStatus = "added" | "removed" | "edited" | "moved" | "hidden" | "shown";

export interface ItemChange {
  id: string;
  /** The item's own name (company, institution, name…) as it reads in the newer data. */
  label: string;
  status: ItemStatus[];
  fields: FieldChange[];
}

export interface SectionChange {
  /** `basics`, a built-in section's key (`experience`, `summary`…) or `custom.<id>`. */
  id: string;
  name: string;
  /** Hidden or shown as a whole. */
  visibility?: "hidden" | "shown";
  /** Changes of the section's own text (the summary's content, the basics' fields). */
  fields: FieldChange[];
  items: ItemChange[];
}

export interface DesignChange {
  /** template, layout, page.format, page.margin, theme.primary, typography.font.family… */
  field: string;
  from: string;
  to: string;
}

export interface DataComparison {
  sections: SectionChange[];
  design: DesignChange[];
}

type Item = { id: string; visible?: boolean } & Record<string, unknown>;
type AnySection = { name: string; visible: boolean; items?: Item[]; content?: string };

/** Rich text compared as the words a reader sees. */
function plainText(value: string): string {
  if (!value.includes("<")) return value;
  return richTextToPlain(value, "\n").trim();
}

/** Every text of a value by its path: strings and numbers, lists of words joined. */
function texts(value: unknown, prefix = "", out = new Map<string, string>()): Map<string, string> {
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
    out.set(prefix, plainText(String(value)));
  } else if (Array.isArray(value) && value.every((entry) => typeof entry === "string")) {
    out.set(prefix, value.join(", "));
  } else if (Array.isArray(value)) {
    value.forEach((entry, index) => {
      const key = entry && typeof entry === "object" && "id" in entry ? String(entry.id) : String(index);
      texts(entry, prefix ? `${prefix}.${key}` : key, out);
    });
  } else if (value && typeof value === "object") {
    for (const [key, entry] of Object.entries(value)) texts(entry, prefix ? `${prefix}.${key}` : key, out);
  }
  return out;
}

function fieldChanges(before: unknown, after: unknown, skip: (field: string) => boolean = () => false): FieldChange[] {
  const [from, to] = [texts(before), texts(after)];
  const fields = [...new Set([...from.keys(), ...to.keys()])].filter((field) => !skip(field));
  return fields.flatMap((field) => {
    const [old, now] = [from.get(field) ?? "", to.get(field) ?? ""];
    if (old === now) return [];
    const parts = diffWords(old, now).map(({ value, added, removed }): WordPart => ({
      value,
      ...(added ? { added: true as const } : {}),
      ...(removed ? { removed: true as const } : {}),
    }));
    return [{ field, parts }];
  });
}

const labelFields = ["name", "title", "company", "institution", "organization", "network", "position", "issuer", "publisher"];

function itemLabel(item: Item): string {
  for (const field of labelFields) {
    const value = item[field];
    if (typeof value === "string" && value.trim()) return plainText(value).slice(0, 80);
  }
  return "";
}

const itemFieldsIgnored = (field: string) => field === "id" || field === "visible";

function compareItems(before: Item[], after: Item[]): ItemChange[] {
  const oldById = new Map(before.map((item, index) => [item.id, { item, index }]));
  const newIds = new Set(after.map((item) => item.id));
  // An item counts as moved when its place among the items both sides share changed.
  const sharedOld = before.filter((item) => newIds.has(item.id)).map((item) => item.id);
  const sharedNew = after.filter((item) => oldById.has(item.id)).map((item) => item.id);
  const changes: ItemChange[] = [];
  for (const item of after) {
    const old = oldById.get(item.id);
    if (!old) {
      changes.push({ id: item.id, label: itemLabel(item), status: ["added"], fields: fieldChanges({}, item, itemFieldsIgnored) });
      continue;
    }
    const status: ItemStatus[] = [];
    const fields = fieldChanges(old.item, item, itemFieldsIgnored);
    if (fields.length > 0) status.push("edited");
    if (sharedOld.indexOf(item.id) !== sharedNew.indexOf(item.id)) status.push("moved");
    if (old.item.visible !== false && item.visible === false) status.push("hidden");
    if (old.item.visible === false && item.visible !== false) status.push("shown");
    if (status.length > 0) changes.push({ id: item.id, label: itemLabel(item), status, fields });
  }
  for (const item of before) {
    if (!newIds.has(item.id)) {
      changes.push({ id: item.id, label: itemLabel(item), status: ["removed"], fields: fieldChanges(item, {}, itemFieldsIgnored) });
    }
  }
  return changes;
}

function sectionsOf(data: ResumeData): Map<string, AnySection> {
  const { custom, ...builtIn } = data.sections;
  const map = new Map<string, AnySection>(Object.entries(builtIn) as [string, AnySection][]);
  for (const [id, section] of Object.entries(custom)) map.set(`custom.${id}`, section as AnySection);
  return map;
}

function compareSection(id: string, before: AnySection | undefined, after: AnySection | undefined): SectionChange | null {
  const shown = after ?? before;
  if (!shown) return null;
  const change: SectionChange = { id, name: shown.name, fields: [], items: [] };
  const wasVisible = before ? before.visible : false;
  const isVisible = after ? after.visible : false;
  if (wasVisible && !isVisible) change.visibility = "hidden";
  if (!wasVisible && isVisible) change.visibility = "shown";
  change.fields = fieldChanges(
    { name: before?.name ?? "", content: before?.content ?? "" },
    { name: after?.name ?? "", content: after?.content ?? "" },
  ).filter((field) => field.field !== "name" || before !== undefined);
  change.items = compareItems(before?.items ?? [], after?.items ?? []);
  return change.visibility || change.fields.length > 0 || change.items.length > 0 ? change : null;
}

function designText(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

const designFields: [string, (data: ResumeData) => unknown][] = [
  ["template", (data) => data.metadata.template],
  ["layout", (data) => data.metadata.layout],
  ["page.format", (data) => data.metadata.page.format],
  ["page.margin", (data) => data.metadata.page.margin],
  ["page.options", (data) => data.metadata.page.options],
  ["theme.background", (data) => data.metadata.theme.background],
  ["theme.text", (data) => data.metadata.theme.text],
  ["theme.primary", (data) => data.metadata.theme.primary],
  ["typography.font.family", (data) => data.metadata.typography.font.family],
  ["typography.font.size", (data) => data.metadata.typography.font.size],
  ["typography.font.variants", (data) => data.metadata.typography.font.variants],
  ["typography.lineHeight", (data) => data.metadata.typography.lineHeight],
  ["typography.hideIcons", (data) => data.metadata.typography.hideIcons],
  ["typography.underlineLinks", (data) => data.metadata.typography.underlineLinks],
  ["css", (data) => data.metadata.css],
];

/**
 * What changed from `before` to `after`: per section the words inserted and deleted and the
 * items added, removed, moved, hidden or shown; and every change of design.
 */
export function compareResumeData(before: ResumeData, after: ResumeData): DataComparison {
  const sections: SectionChange[] = [];
  const basicsFields = fieldChanges(before.basics, after.basics);
  if (basicsFields.length > 0) sections.push({ id: "basics", name: "", fields: basicsFields, items: [] });
  const [oldSections, newSections] = [sectionsOf(before), sectionsOf(after)];
  for (const id of new Set([...newSections.keys(), ...oldSections.keys()])) {
    const change = compareSection(id, oldSections.get(id), newSections.get(id));
    if (change) sections.push(change);
  }
  const design = designFields.flatMap(([field, read]) => {
    const [from, to] = [designText(read(before)), designText(read(after))];
    return from === to ? [] : [{ field, from, to }];
  });
  return { sections, design };
}
