import type { ResumeData } from "./resume/resume-data";
import { itemSectionIds } from "./resume/sections";
import { sanitizeHtml } from "./sanitize-html";

/** Whether plain text holds something a browser would read as a tag or comment. */
function containsMarkup(text: string): boolean {
  return /<[a-z!/?]/i.test(text);
}

type Sanitize = (html: string) => string;

function sanitizeSummaries<Item extends object>(items: Item[], sanitize: Sanitize): Item[] {
  return items.map((item) =>
    "summary" in item && typeof item.summary === "string" ? { ...item, summary: sanitize(item.summary) } : item,
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
export function sanitizeResumeData(data: ResumeData, sanitize: Sanitize = sanitizeHtml): ResumeData {
  const sections = { ...data.sections };
  sections.summary = { ...sections.summary, content: sanitize(sections.summary.content) };
  for (const id of itemSectionIds) {
    // Each section keeps its own item type; the mapping only replaces string summaries.
    const section = sections[id] as { items: object[] };
    (sections as Record<string, unknown>)[id] = { ...section, items: sanitizeSummaries(section.items, sanitize) };
  }
  sections.custom = Object.fromEntries(
    Object.entries(sections.custom).map(([key, section]) => [
      key,
      { ...section, items: sanitizeSummaries(section.items, sanitize) },
    ]),
  );
  return {
    basics: {
      ...data.basics,
      customFields: data.basics.customFields.map((field) =>
        containsMarkup(field.value) ? { ...field, value: sanitize(field.value) } : field,
      ),
    },
    sections,
    metadata: { ...data.metadata, notes: sanitize(data.metadata.notes) },
  };
}

/**
 * Every rich-text value of `data`, as `sanitizeResumeData` visits them. Of stored (so already
 * sanitised) data these are the strings a save may keep without sanitising them again, since
 * sanitising a sanitised string changes nothing.
 */
export function richTextFields(data: ResumeData): string[] {
  const fields: string[] = [];
  sanitizeResumeData(data, (html) => {
    fields.push(html);
    return html;
  });
  return fields;
}

/**
 * `sanitizeResumeData` a few fields at a time, awaiting `pause` after every 16 K characters
 * sanitised: a server sanitising a large resume lets other requests run in between instead
 * of holding its event loop for the whole resume at once. The result is the same.
 * Strings `isKnownClean` vouches for (equal to a rich-text value of the stored, already
 * sanitised version a JSON Patch applies to) are kept as they are: only what an edit
 * changed is sanitised.
 */
export async function sanitizeResumeDataInSteps(
  data: ResumeData,
  pause: () => Promise<void>,
  isKnownClean: (html: string) => boolean = () => false,
): Promise<ResumeData> {
  const fields = richTextFields(data);
  const sanitized = new Map<string, string>();
  let sincePause = 0;
  for (const html of fields) {
    if (sanitized.has(html)) continue;
    if (isKnownClean(html)) {
      sanitized.set(html, html);
      continue;
    }
    sanitized.set(html, sanitizeHtml(html));
    sincePause += html.length;
    if (sincePause >= 16 * 1024) {
      sincePause = 0;
      await pause();
    }
  }
  return sanitizeResumeData(data, (html) => sanitized.get(html) ?? sanitizeHtml(html));
}
