import {
  type CustomField,
  type CustomItem,
  type CustomSection,
  type ResumeData,
  createCustomSection,
  createId,
  customSectionKey,
  defaultCustomItem,
} from "@vitae/schema";
import { formatDateRange } from "./date-range";
import type { ImportIssue, IssuePath } from "./import-issue";
import { joinLocation } from "./new-item";
import { normaliseUrl } from "./normalise-url";
import { joinHtml, markdownListToHtml, markdownToHtml } from "./rich-text";

/*
 * Where values go that have no field of their own in our schema, so that nothing a file
 * says is dropped silently (the rules are listed in docs/import-formats.md):
 * - a list of entries (objects) becomes a custom section named after its key;
 * - a single value, or a list of texts, at the top of the file or among the personal
 *   details becomes a custom field ("Nationality: German");
 * - inside an entry, it becomes a labelled line of the entry's summary ("Technologies: Go, Rust").
 */

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

function scalarText(value: unknown): string | undefined {
  if (typeof value === "string") return value.trim() === "" ? undefined : value.trim();
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return undefined;
}

/** A key as a label: "highlightGroups" → "Highlight groups", "birth_date" → "Birth date", "Bildung" as it is. */
export function humanLabel(key: string): string {
  const words = key
    .replace(/([a-z\d])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim();
  const sentence = words === key ? words : words.toLowerCase();
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** Whether a list holds entries (objects) rather than texts. */
export function isEntryList(value: unknown): value is unknown[] {
  return Array.isArray(value) && value.some(isRecord);
}

/** A value as Markdown under its label: a line for text, a bulleted list for entries. */
export function extraMarkdown(label: string, value: unknown, depth = 0): string {
  const indent = "  ".repeat(depth);
  const scalar = scalarText(value);
  if (scalar !== undefined) return `${indent}${depth === 0 ? "" : "- "}**${label}:** ${scalar}`;
  if (Array.isArray(value) && !isEntryList(value)) {
    const texts = value.map(scalarText).filter((text) => text !== undefined);
    return texts.length === 0 ? "" : `${indent}${depth === 0 ? "" : "- "}**${label}:** ${texts.join(", ")}`;
  }
  const entries = Array.isArray(value) ? value : [value];
  const lines = [`${indent}${depth === 0 ? "" : "- "}**${label}:**`];
  for (const entry of entries) {
    if (!isRecord(entry)) {
      const text = scalarText(entry);
      if (text !== undefined) lines.push(`${indent}- ${text}`);
      continue;
    }
    const texts = Object.entries(entry).filter(([, field]) => scalarText(field) !== undefined);
    const nested = Object.entries(entry).filter(([, field]) => scalarText(field) === undefined && field !== null);
    lines.push(`${indent}- ${texts.map(([key, field]) => (texts.length === 1 ? scalarText(field) : `${humanLabel(key)}: ${scalarText(field)}`)).join("; ")}`);
    for (const [key, field] of nested) {
      const markdown = extraMarkdown(humanLabel(key), field, depth + 1);
      if (markdown !== "") lines.push(markdown);
    }
  }
  return lines.join("\n");
}

/** Values as rich text, one labelled line or list each. */
export function extrasToHtml(extras: readonly { key: string; value: unknown }[]): string {
  return markdownToHtml(
    extras
      .map((extra) => extraMarkdown(humanLabel(extra.key), extra.value))
      .filter((markdown) => markdown !== "")
      .join("\n\n"),
  );
}

/** Custom fields from a value: one for text or a list of texts, one per text of an object (labelled "Key sub"). */
export function customFieldsFrom(label: string, value: unknown): CustomField[] {
  const scalar = scalarText(value);
  if (scalar !== undefined) return [{ id: createId(), icon: "", name: label, value: scalar }];
  if (Array.isArray(value)) {
    const texts = value.map(scalarText).filter((text) => text !== undefined);
    return texts.length === 0 ? [] : [{ id: createId(), icon: "", name: label, value: texts.join(", ") }];
  }
  if (isRecord(value)) return Object.entries(value).flatMap(([key, field]) => customFieldsFrom(`${label} ${humanLabel(key).toLowerCase()}`, field));
  return [];
}

const nameKeys = ["name", "title", "institution", "organization", "organisation", "company", "school", "employer", "language", "network", "label"];
const subtitleKeys = ["position", "role", "area", "studyType", "degree", "issuer", "awarder", "publisher", "level", "fluency", "subtitle"];
const summaryKeys = ["summary", "description", "details", "reference", "text"];
const listKeys = ["highlights", "courses", "items", "bullets"];

/** The first key of `keys` with text in `entry`, taken out of `rest`. */
function take(entry: Record<string, unknown>, rest: Set<string>, keys: readonly string[]): string {
  for (const key of keys) {
    const text = scalarText(entry[key]);
    if (rest.has(key) && text !== undefined) {
      rest.delete(key);
      return text;
    }
  }
  return "";
}

/**
 * An entry of an unknown list as a custom item: its name, subtitle, dates, location, link
 * and keywords in those fields (by the usual key names), its summary and highlights as
 * rich text, and every other value as a labelled line of the summary.
 */
function customItemFrom(entry: unknown, path: IssuePath, warnings: ImportIssue[]): CustomItem | undefined {
  if (!isRecord(entry)) {
    const text = scalarText(entry);
    return text === undefined ? undefined : { ...defaultCustomItem, id: createId(), name: text };
  }
  const rest = new Set(Object.keys(entry).filter((key) => entry[key] !== null && entry[key] !== undefined && entry[key] !== ""));
  const name = take(entry, rest, nameKeys);
  const description = take(entry, rest, subtitleKeys);
  const start = take(entry, rest, ["startDate", "start", "from"]);
  const end = take(entry, rest, ["endDate", "end", "to"]);
  const date = start !== "" ? formatDateRange(start, end) : take(entry, rest, ["date", "releaseDate", "year"]) || end;
  let location = take(entry, rest, ["location", "place", "city"]);
  if (location === "" && isRecord(entry.location)) {
    location = joinLocation(...Object.values(entry.location).map((part) => scalarText(part)));
    rest.delete("location");
  }
  const urlText = take(entry, rest, ["url", "website", "link"]);
  const keywords = Array.isArray(entry.keywords) ? entry.keywords.map(scalarText).filter((text) => text !== undefined) : [];
  if (keywords.length > 0) rest.delete("keywords");
  const summary = take(entry, rest, summaryKeys);
  const listKey = listKeys.find((key) => rest.has(key) && Array.isArray(entry[key]) && !isEntryList(entry[key]));
  const list = listKey ? (entry[listKey] as unknown[]).map(scalarText) : [];
  if (listKey) rest.delete(listKey);
  const leftover = [...rest].map((key) => ({ key, value: entry[key] }));
  return {
    ...defaultCustomItem,
    id: createId(),
    name,
    description,
    date,
    location,
    keywords,
    url: { label: "", href: normaliseUrl(urlText, [...path, "url"], warnings) },
    summary: joinHtml(markdownToHtml(summary), markdownListToHtml(list), extrasToHtml(leftover)),
  };
}

/**
 * A custom section from a list of entries, added to the data and (unless `placeInLayout`
 * is false, for a caller that places it itself) to the end of the layout's last page's main column.
 */
export function addCustomSectionFrom(
  data: ResumeData,
  label: string,
  entries: readonly unknown[],
  path: IssuePath,
  warnings: ImportIssue[],
  { placeInLayout = true } = {},
): CustomSection {
  const section = createCustomSection(label);
  section.items = entries.flatMap((entry, index) => customItemFrom(entry, [...path, index], warnings) ?? []);
  data.sections.custom[section.id] = section;
  if (!placeInLayout) return section;
  const key = customSectionKey(section.id);
  const lastPage = data.metadata.layout.at(-1);
  if (lastPage?.[0]) lastPage[0].push(key);
  else if (lastPage) lastPage[0] = [key];
  return section;
}

/**
 * Places a value that has no field among the personal details or at the top of the file:
 * a list of entries as a custom section, anything else as custom fields; with a warning
 * that names its path and where it went.
 */
export function placeTopLevelExtra(data: ResumeData, extra: { path: IssuePath; key: string; value: unknown }, why: string, warnings: ImportIssue[]): void {
  const label = humanLabel(extra.key);
  if (isEntryList(extra.value) || (isRecord(extra.value) && Object.values(extra.value).some(isEntryList))) {
    if (isRecord(extra.value)) {
      // An object of lists ({"Bildung": {"Schule": [...]}}): each list its own section, the rest as fields.
      for (const [key, value] of Object.entries(extra.value)) {
        placeTopLevelExtra(data, { path: [...extra.path, key], key: `${extra.key} ${key}`, value }, why, warnings);
      }
      return;
    }
    addCustomSectionFrom(data, label, extra.value, extra.path, warnings);
    warnings.push({ path: extra.path, message: `${why}: imported as the custom section "${label}"` });
    return;
  }
  const fields = customFieldsFrom(label, extra.value);
  if (fields.length === 0) {
    warnings.push({ path: extra.path, message: `${why}: left out, it holds no text` });
    return;
  }
  data.basics.customFields.push(...fields);
  warnings.push({ path: extra.path, message: `${why}: imported as the custom field${fields.length > 1 ? "s" : ""} ${fields.map((field) => `"${field.name}"`).join(", ")}` });
}
