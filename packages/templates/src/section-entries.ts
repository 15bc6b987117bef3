import {
  type CustomItem,
  type ResumeData,
  type SectionId,
  type Url,
  customSectionIdFromKey,
  defaultUrl,
  isSectionId,
} from "@vitae/schema";

/**
 * One item of any section, reduced to the fields a template places. Which item field fills
 * which slot is decided once here (titles as the builder's item list shows them), so every
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

function customEntry(item: CustomItem): Entry {
  return entry(item.id, {
    title: item.name,
    subtitle: item.description,
    date: item.date,
    location: item.location,
    url: item.url,
    summary: item.summary,
    keywords: item.keywords,
  });
}

function visible<T extends { visible: boolean }>(items: readonly T[]): T[] {
  return items.filter((item) => item.visible);
}

/** The visible entries of a built-in item section. */
function builtInEntries(data: ResumeData, id: Exclude<SectionId, "summary">): Entry[] {
  const { sections } = data;
  switch (id) {
    case "profiles":
      return visible(sections.profiles.items).map((item) =>
        entry(item.id, { title: item.network, subtitle: item.username, icon: item.icon, url: item.url }),
      );
    case "experience":
      return visible(sections.experience.items).map((item) =>
        entry(item.id, {
          title: item.company,
          subtitle: item.position,
          date: item.date,
          location: item.location,
          url: item.url,
          summary: item.summary,
        }),
      );
    case "education":
      return visible(sections.education.items).map((item) =>
        entry(item.id, {
          title: item.institution,
          subtitle: item.area,
          details: [item.studyType, item.score],
          date: item.date,
          url: item.url,
          summary: item.summary,
        }),
      );
    case "skills":
      return visible(sections.skills.items).map((item) =>
        entry(item.id, { title: item.name, subtitle: item.description, level: item.level, keywords: item.keywords }),
      );
    case "languages":
      return visible(sections.languages.items).map((item) =>
        entry(item.id, { title: item.name, subtitle: item.description, level: item.level }),
      );
    case "awards":
      return visible(sections.awards.items).map((item) =>
        entry(item.id, { title: item.title, subtitle: item.awarder, date: item.date, url: item.url, summary: item.summary }),
      );
    case "certifications":
      return visible(sections.certifications.items).map((item) =>
        entry(item.id, { title: item.name, subtitle: item.issuer, date: item.date, url: item.url, summary: item.summary }),
      );
    case "interests":
      return visible(sections.interests.items).map((item) => entry(item.id, { title: item.name, keywords: item.keywords }));
    case "projects":
      return visible(sections.projects.items).map((item) =>
        entry(item.id, {
          title: item.name,
          subtitle: item.description,
          date: item.date,
          url: item.url,
          summary: item.summary,
          keywords: item.keywords,
        }),
      );
    case "publications":
      return visible(sections.publications.items).map((item) =>
        entry(item.id, { title: item.name, subtitle: item.publisher, date: item.date, url: item.url, summary: item.summary }),
      );
    case "volunteer":
      return visible(sections.volunteer.items).map((item) =>
        entry(item.id, {
          title: item.organization,
          subtitle: item.position,
          date: item.date,
          location: item.location,
          url: item.url,
          summary: item.summary,
        }),
      );
    case "references":
      return visible(sections.references.items).map((item) =>
        entry(item.id, { title: item.name, subtitle: item.description, url: item.url, summary: item.summary }),
      );
  }
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
      content: "",
      entries: visible(section.items).map(customEntry).filter(entryHasContent),
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
    content: key === "summary" ? data.sections.summary.content : "",
    entries: key === "summary" ? [] : builtInEntries(data, key).filter(entryHasContent),
  };
}
