import { emptyDifferences, type PublicResume, type Resume, type SavedResume, type ResumeData, type Sections, summarizeDifferences, type VariantListEntry } from "@vitae/schema";
import type { resumes } from "../db/schema";
import type { WithData } from "./stored-data";

/** A resume as the server works with it: its columns, with its data whole (resume/stored-data.ts). */
export type ResumeRow = WithData<typeof resumes.$inferSelect>;

/**
 * The only way a resume leaves the server. Fields are picked one by one, so a column added
 * to `resumes` later stays private until someone decides to show it.
 */
export function presentResume(row: ResumeRow): Resume {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    visibility: row.visibility,
    locked: row.locked,
    version: row.version,
    data: row.data,
    masterId: row.masterId,
    language: row.language,
    purpose: row.purpose,
    differences: row.differences,
    userId: row.userId,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The answer to a JSON Patch save: the record without its data (`savedResumeSchema`). */
export function presentSavedResume(row: ResumeRow): SavedResume {
  const { data: _data, ...saved } = presentResume(row);
  return saved;
}

/**
 * The JSON text of resume data, made once per object. The same data object is answered
 * again and again (the saved-data cache keeps it for its version, and a public page's
 * visible data is made once from it), and is never changed once read or saved: a patch
 * copies the containers it changes (apply-data-patch.ts), sanitising builds new objects.
 */
const dataTexts = new WeakMap<ResumeData, string>();

function dataText(data: ResumeData): string {
  let text = dataTexts.get(data);
  if (text === undefined) dataTexts.set(data, (text = JSON.stringify(data)));
  return text;
}

/**
 * Response serialiser of GET and PATCH /resume/{id} and of the public page's GET, which
 * answer one `presentResume` (or `presentPublicResume`) and are the calls made most: plain
 * JSON instead of encoding the whole resume through its schema again (~0.25 ms of CPU each;
 * a public page's several times that), with the data's text made once (`dataText`). The
 * JSON is the same, `data` last: the presenters pick the schema's fields one by one, and
 * `data` was parsed by the schema (unknown keys dropped) and sanitised when it was written.
 */
export function presentedResumeSerializer(): (payload: unknown) => string {
  return (payload) => {
    const { data, ...record } = payload as { data?: ResumeData };
    if (data === undefined) return JSON.stringify(payload);
    const head = JSON.stringify(record);
    return `${head.slice(0, -1)}${head === "{}" ? "" : ","}"data":${dataText(data)}}`;
  };
}

/**
 * A resume for the public page: only what the page shows. Hidden items and hidden sections
 * are emptied (a hidden section keeps its place in the layout but no name or content), a
 * hidden picture loses its address, custom CSS that is switched off is dropped, and the
 * owner's id and private notes never leave through it.
 */
export function presentPublicResume(row: ResumeRow): Omit<PublicResume, "locale" | "alternates"> {
  const { userId: _userId, masterId: _masterId, differences: _differences, purpose: _purpose, ...resume } = presentResume(row);
  return { ...resume, data: visibleData(resume.data) };
}

/** A variant as its master's list shows it: the record without data, and what differs. */
export function presentVariantListEntry(row: ResumeRow): VariantListEntry {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    visibility: row.visibility,
    locked: row.locked,
    version: row.version,
    language: row.language,
    purpose: row.purpose,
    summary: summarizeDifferences(row.differences ?? emptyDifferences()),
    updatedAt: row.updatedAt,
  };
}

function visibleItems<Item extends { visible: boolean }>(items: Item[]): Item[] {
  return items.filter((item) => item.visible);
}

function visibleSection<Section extends { visible: boolean; name: string; items: { visible: boolean }[] }>(section: Section): Section {
  return section.visible ? { ...section, items: visibleItems(section.items) } : { ...section, name: "", items: [] };
}

/** `visibleData` of each data object, made once: a public page shows the same data to every visitor. */
const visibleDataOf = new WeakMap<ResumeData, ResumeData>();

function visibleData(data: ResumeData): ResumeData {
  let visible = visibleDataOf.get(data);
  if (visible === undefined) visibleDataOf.set(data, (visible = withoutHidden(data)));
  return visible;
}

function withoutHidden(data: ResumeData): ResumeData {
  const { summary, custom, ...itemSections } = data.sections;
  const sections = Object.fromEntries(
    Object.entries(itemSections).map(([id, section]) => [id, visibleSection(section)]),
  ) as Omit<Sections, "summary" | "custom">;
  const { picture } = data.basics;
  return {
    basics: { ...data.basics, picture: picture.effects.hidden ? { ...picture, url: "" } : picture },
    sections: {
      ...sections,
      summary: summary.visible ? summary : { ...summary, name: "", content: "" },
      custom: Object.fromEntries(Object.entries(custom).map(([id, section]) => [id, visibleSection(section)])),
    },
    metadata: {
      ...data.metadata,
      css: data.metadata.css.visible ? data.metadata.css : { ...data.metadata.css, value: "" },
      notes: "",
    },
  };
}
