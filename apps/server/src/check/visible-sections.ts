import { type CheckTarget, type ResumeData, itemTitleFields } from "@vitae/schema";
import { plainText } from "./text";

/** A section as the print shows it: where it is, its heading, and the titles of its visible items. */
export interface PrintedSection {
  /** Layout key: "experience", "custom.<id>"… */
  key: string;
  heading: string;
  /** Visible in the data and placed in the layout. */
  placed: boolean;
  /** Has something to print: visible items, or non-empty summary text. */
  filled: boolean;
  /** The visible items with a title, in order: their ids and first title field (company, institution, name…). */
  items: { id: string; title: string }[];
}

/** The section id of the resume data a layout key names, for the builder to open. */
export function sectionTarget(key: string): CheckTarget {
  return { section: key.startsWith("custom.") ? key.slice("custom.".length) : key };
}

type AnySection = { name: string; visible: boolean; content?: string; items?: Record<string, unknown>[] };

export function sectionAt(data: ResumeData, key: string): { section: AnySection; kind: keyof typeof itemTitleFields | "summary" } | null {
  if (key.startsWith("custom.")) {
    const section = data.sections.custom[key.slice("custom.".length)];
    return section ? { section: section as unknown as AnySection, kind: "custom" } : null;
  }
  if (key === "custom" || !Object.hasOwn(data.sections, key)) return null;
  const section = data.sections[key as keyof Omit<ResumeData["sections"], "custom">];
  return { section: section as unknown as AnySection, kind: key as keyof typeof itemTitleFields | "summary" };
}

/** Every section the layout places, in layout order (page by page, column by column). */
export function printedSections(data: ResumeData): PrintedSection[] {
  const result: PrintedSection[] = [];
  for (const key of data.metadata.layout.flat(2)) {
    const found = sectionAt(data, key);
    if (!found) continue;
    const { section, kind } = found;
    if (kind === "summary") {
      const filled = plainText(section.content ?? "") !== "";
      result.push({ key, heading: section.name, placed: section.visible, filled, items: [] });
      continue;
    }
    const titleField = itemTitleFields[kind][0];
    const items = (section.items ?? []).filter((item) => item.visible === true);
    const titled = items.map((item) => ({ id: String(item.id), title: String(item[titleField] ?? "").trim() })).filter((item) => item.title !== "");
    result.push({ key, heading: section.name, placed: section.visible, filled: items.length > 0, items: titled });
  }
  return result;
}

/** The sections whose heading the print shows. */
export function shownSections(data: ResumeData): PrintedSection[] {
  return printedSections(data).filter((section) => section.placed && section.filled && section.heading.trim() !== "");
}
