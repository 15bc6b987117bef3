import {
  type CustomItem,
  type ItemKind,
  type ResumeData,
  type SectionBreaks,
  type SectionId,
  type SectionItem,
  type Url,
  customSectionIdFromKey,
  defaultUrl,
  isSectionId,
  itemTitleFields,
  sectionBreaks,
} from "@vitae/schema";

type AnyItem = SectionItem | CustomItem;

/**
 * One item of any section, reduced to the fields a template places. Which item field fills
 * which slot is decided once here (titles follow the schema's itemTitleFields), so every
 * template shows a section the same way.
 */
export interface Entry {
  id: string;
  /** First title field: company, institution, name, network, ... */
  title: string;
  /** Second title field: position, area, description, username, issuer, ... */
  subtitle: string;
  /** Further short facts shown together: an education's study type and score. */
  details: string[];
  date: string;
  location: string;
  url: Url;
  /** Rich text (HTML). */
  summary: string;
  keywords: string[];
  /** 0 to 5; 0 shows no rating. */
  level: number;
  /** A simple-icons slug (profiles). */
  icon: string;
}

/** A section of the layout, resolved from its key, with only its visible entries. */
export interface ResolvedSection {
  key: string;
  /** The built-in id, or "custom". */
  kind: SectionId | "custom";
  name: string;
  columns: number;
  visible: boolean;
  /** Keep together, start on a new page (pagination reads them from the Section block). */
  breaks: SectionBreaks;
  /** The summary's rich text ("" for other sections). */
  content: string;
  entries: Entry[];
}

const blankEntry: Omit<Entry, "id"> = {
  title: "",
  subtitle: "",
  details: [],
  date: "",
  location: "",
  url: defaultUrl,
  summary: "",
  keywords: [],
  level: 0,
  icon: "",
};

function entry(id: string, fields: Partial<Omit<Entry, "id">>): Entry {
  return { ...blankEntry, ...fields, id, details: (fields.details ?? []).filter((detail) => detail.trim() !== "") };
}

/** The entry slots an item fills from its field of the same name, when it has one. */
const sameNameSlots = ["date", "location", "url", "summary", "keywords", "level", "icon"] as const;

/** Further short facts an item shows beside its subtitle. */
const detailFields: Partial<Record<ItemKind, readonly string[]>> = { education: ["studyType", "score"] };

const textOf = (value: unknown): string => (typeof value === "string" ? value : "");

/**
 * An item as an entry: its title fields (the schema's list) give the title and the
 * subtitle, when that is text; the other slots come from fields of the same name.
 */
function itemEntry(kind: ItemKind, item: AnyItem): Entry {
  const fields = item as unknown as Record<string, unknown>;
  const [title, subtitle = ""]: readonly string[] = itemTitleFields[kind];
  const slots: Partial<Omit<Entry, "id">> = {
    title: textOf(fields[title ?? ""]),
    subtitle: textOf(fields[subtitle]),
    details: (detailFields[kind] ?? []).map((field) => textOf(fields[field])),
  };
  for (const slot of sameNameSlots) if (Object.hasOwn(fields, slot)) Object.assign(slots, { [slot]: fields[slot] });
  return entry(item.id, slots);
}

function visible<T extends { visible: boolean }>(items: readonly T[]): T[] {
  return items.filter((item) => item.visible);
}

/** Whether an entry has anything to show (a skill may be saved with every field empty). */
export function entryHasContent(value: Entry): boolean {
  return (
    [value.title, value.subtitle, value.date, value.location, value.url.href, value.url.label, value.summary]
      .some((text) => text.trim() !== "") ||
    value.details.length > 0 ||
    value.keywords.some((word) => word.trim() !== "") ||
    value.level > 0
  );
}

/**
 * The section a layout key names ("experience", "custom.{id}"), with its visible entries,
 * or undefined when the key names nothing (e.g. a deleted custom section).
 */
export function resolveSection(data: ResumeData, key: string): ResolvedSection | undefined {
  const customId = customSectionIdFromKey(key);
  const source =
    customId !== undefined
      ? Object.hasOwn(data.sections.custom, customId)
        ? data.sections.custom[customId]
        : undefined
      : isSectionId(key)
        ? data.sections[key]
        : undefined;
  if (source === undefined) return undefined;
  // Resume data is never changed in place: the same section object resolves to the same
  // entries, so memoised entry views skip re-rendering the sections a change left alone
  // (the builder's artboard keeps unchanged sections identical between updates).
  const cached = resolved.get(source);
  if (cached?.key === key) return cached;
  const section = resolveSectionAfresh(data, key);
  if (section) resolved.set(source, section);
  return section;
}

const resolved = new WeakMap<object, ResolvedSection>();

function resolveSectionAfresh(data: ResumeData, key: string): ResolvedSection | undefined {
  const customId = customSectionIdFromKey(key);
  if (customId !== undefined) {
    const section = Object.hasOwn(data.sections.custom, customId) ? data.sections.custom[customId] : undefined;
    if (section === undefined) return undefined;
    return {
      key,
      kind: "custom",
      name: section.name,
      columns: section.columns,
      visible: section.visible,
      breaks: sectionBreaks(section),
      content: "",
      entries: visible(section.items).map((item) => itemEntry("custom", item)).filter(entryHasContent),
    };
  }
  if (!isSectionId(key)) return undefined;
  const section = data.sections[key];
  return {
    key,
    kind: key,
    name: section.name,
    columns: section.columns,
    visible: section.visible,
    breaks: sectionBreaks(section),
    content: key === "summary" ? data.sections.summary.content : "",
    entries:
      key === "summary"
        ? []
        : visible<AnyItem>(data.sections[key].items).map((item) => itemEntry(key, item)).filter(entryHasContent),
  };
}
