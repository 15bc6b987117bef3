import type { ResumeData } from "./resume/resume-data";
import { itemSectionIds } from "./resume/sections";
import { sanitizeHtml } from "./sanitize-html";

/** Whether plain text holds something a browser would read as a tag or comment. */
function containsMarkup(text: string): boolean {
  return /<[a-z!/?]/i.test(text);
}

function sanitizeSummaries<Item extends object>(items: Item[]): Item[] {
  return items.map((item) =>
    "summary" in item && typeof item.summary === "string" ? { ...item, summary: sanitizeHtml(item.summary) } : item,
  );
}

/**
 * A copy of resume data with every rich-text field passed through `sanitizeHtml`: the
 * summary section's content, each item's summary (built-in and custom sections) and the
 * private notes. Custom fields in basics are plain text and rendered as text; one that
 * nevertheless holds markup is sanitised too, so no stored field carries an event handler
 * or a script whatever renders it later. Everything else is returned unchanged, and
 * sanitising the result again changes nothing.
 */
export function sanitizeResumeData(data: ResumeData): ResumeData {
  const sections = { ...data.sections };
  sections.summary = { ...sections.summary, content: sanitizeHtml(sections.summary.content) };
  for (const id of itemSectionIds) {
    // Each section keeps its own item type; the mapping only replaces string summaries.
    const section = sections[id] as { items: object[] };
    (sections as Record<string, unknown>)[id] = { ...section, items: sanitizeSummaries(section.items) };
  }
  sections.custom = Object.fromEntries(
    Object.entries(sections.custom).map(([key, section]) => [
      key,
      { ...section, items: sanitizeSummaries(section.items) },
    ]),
  );
  return {
    basics: {
      ...data.basics,
      customFields: data.basics.customFields.map((field) =>
        containsMarkup(field.value) ? { ...field, value: sanitizeHtml(field.value) } : field,
      ),
    },
    sections,
    metadata: { ...data.metadata, notes: sanitizeHtml(data.metadata.notes) },
  };
}
