import type { ResumeData } from "./resume/resume-data";
import { itemSectionIds } from "./resume/sections";
import { sanitizeHtml } from "./sanitize-html";

/** Whether plain text holds something a browser would read as a tag or comment. */
function containsMarkup(text: string): boolean {
  return /<[a-z!/?]/i.test(text);
}

type Sanitize = (html: string) => string;

/** `list` with `change` made to each entry; the same list when it changes none. */
function changeEntries<Entry>(list: Entry[], change: (entry: Entry) => Entry): Entry[] {
  let changed: Entry[] | undefined;
  for (const [index, entry] of list.entries()) {
    const next = change(entry);
    if (next === entry) continue;
    changed ??= [...list];
    changed[index] = next;
  }
  return changed ?? list;
}

/** `items` with each string summary sanitised; the same array when no summary changes. */
function sanitizeSummaries<Item extends object>(items: Item[], sanitize: Sanitize): Item[] {
  return changeEntries(items, (item) => {
    if (!("summary" in item) || typeof item.summary !== "string") return item;
    const summary = sanitize(item.summary);
    return summary === item.summary ? item : { ...item, summary };
  });
}

/** `object` with `changes` set, or `object` itself when every change is the value it holds. */
function withChanges<Value extends object>(object: Value, changes: Partial<Value>): Value {
  const changed = (Object.keys(changes) as (keyof Value)[]).some((key) => changes[key] !== object[key]);
  return changed ? { ...object, ...changes } : object;
}

/**
 * Resume data with every rich-text field passed through `sanitizeHtml`: the summary section's
 * content, each item's summary (built-in and custom sections) and the private notes. Custom
 * fields in basics are plain text and rendered as text; one that nevertheless holds markup is
 * sanitised too, so no stored field carries an event handler or a script whatever renders it
 * later. Sanitising the result again changes nothing.
 *
 * Every object and list in which nothing changes is the input's own, the data itself when
 * nothing does: a save that sanitises a resume differing from the stored one in one field
 * then differs from it in that field's path alone, which is what the save compares and writes
 * (and no 40 KB copy is made per autosave). So the result is not to be changed in place.
 */
export function sanitizeResumeData(data: ResumeData, sanitize: Sanitize = sanitizeHtml): ResumeData {
  const changedSections: Partial<Record<keyof ResumeData["sections"], unknown>> = {};
  const summary = data.sections.summary;
  changedSections.summary = withChanges(summary, { content: sanitize(summary.content) });
  for (const id of itemSectionIds) {
    // Each section keeps its own item type; only string summaries are replaced.
    const section = data.sections[id] as { items: object[] };
    changedSections[id] = withChanges(section, { items: sanitizeSummaries(section.items, sanitize) });
  }
  let custom = data.sections.custom;
  for (const [key, section] of Object.entries(data.sections.custom)) {
    const sanitized = withChanges(section, { items: sanitizeSummaries(section.items, sanitize) });
    if (sanitized !== section) custom = { ...custom, [key]: sanitized };
  }
  changedSections.custom = custom;
  const fields = changeEntries(data.basics.customFields, (field) =>
    containsMarkup(field.value) ? withChanges(field, { value: sanitize(field.value) }) : field,
  );
  return withChanges(data, {
    basics: withChanges(data.basics, { customFields: fields }),
    sections: withChanges(data.sections, changedSections as Partial<ResumeData["sections"]>),
    metadata: withChanges(data.metadata, { notes: sanitize(data.metadata.notes) }),
  });
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
