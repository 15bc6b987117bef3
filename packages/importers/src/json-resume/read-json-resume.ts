import { optionalEmailSchema } from "@vitae/schema";
import { describeValue } from "../check";
import { isoDatePattern } from "../date-range";
import type { ImportIssue, IssuePath } from "../import-issue";
import {
  type JsonResume,
  type JsonResumeEntry,
  type JsonResumeFieldKind,
  type JsonResumeLocation,
  type JsonResumePart,
  type JsonResumeProfile,
  type JsonResumeSectionKey,
  jsonResumeBasics,
  jsonResumeLocation,
  jsonResumeProfile,
  jsonResumeSectionAliases,
  jsonResumeSections,
} from "./json-resume-schema";

/** A value of the file that has no field of its own: placed by the converter, and named in a warning. */
export interface Extra {
  path: IssuePath;
  key: string;
  value: unknown;
  /** Why it has no field: a key JSON Resume does not have, or a known key holding the wrong kind of value. */
  reason: "unknown" | "wrongType";
  /** For a value of the wrong kind: what was expected, in words. */
  expected?: string;
}

const expectedOf: Record<JsonResumeFieldKind, string> = {
  text: "text",
  texts: "a list of texts",
  date: "a date",
  email: "an email address such as name@example.com",
};

/** Fields read from one object of the file, with where it sits and what was left over. */
export interface Read<T> {
  value: T;
  path: IssuePath;
  extras: Extra[];
}

/** A JSON Resume document read leniently: every usable value in its v1.0 field, everything else as extras. */
export interface ReadJsonResume {
  basics: Read<NonNullable<JsonResume["basics"]>>;
  location?: Read<JsonResumeLocation>;
  profiles: Read<JsonResumeProfile>[];
  sections: { [Key in JsonResumeSectionKey]: Read<JsonResumeEntry<Key>>[] };
  /** The file's `meta`, its texts and numbers as text. */
  meta?: Record<string, string>;
  /** Top-level keys that are not JSON Resume's. */
  extras: Extra[];
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** Empty and null values count as absent: they say nothing. */
export function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === "string" && value.trim() === "") ||
    (Array.isArray(value) && value.every(isEmpty)) ||
    (isRecord(value) && Object.values(value).every(isEmpty))
  );
}

/** Text from a text field: numbers and true/false as written; anything else is not text. */
function asText(value: unknown): string | undefined {
  if (typeof value === "string") return value.trim() === "" ? undefined : value.trim();
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return undefined;
}

const isoDateTime = /^(\d{4}-\d{2}-\d{2})T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?$/;

/**
 * A date as written: ISO dates (YYYY, YYYY-MM, YYYY-MM-DD) as they are, a date-time as its
 * date; anything else ("Summer 2019", "03/2019") is kept as written, since our dates are
 * free text, with a warning that other JSON Resume tools will not read it.
 */
function readDate(text: string, path: IssuePath, warnings: ImportIssue[]): string {
  if (isoDatePattern.test(text)) return text;
  const dateTime = isoDateTime.exec(text);
  if (dateTime?.[1]) return dateTime[1];
  warnings.push({
    path,
    message: `Kept ${describeValue(text)} as written: it is not an ISO 8601 date (expected YYYY, YYYY-MM or YYYY-MM-DD, e.g. 2019-03)`,
  });
  return text;
}

/**
 * The fields of `part` in `source`: each key (or its pre-1.0 alias) read as its kind; a
 * value of the wrong kind, a key the schema lacks, or an alias whose v1.0 key is also
 * there becomes an extra.
 */
export function readPart<Part extends JsonResumePart>(
  part: Part,
  source: Record<string, unknown>,
  path: IssuePath,
  warnings: ImportIssue[],
  skip: readonly string[] = [],
): Read<Record<string, string | string[]>> {
  const value: Record<string, string | string[]> = {};
  const extras: Extra[] = [];
  for (const [key, raw] of Object.entries(source)) {
    if (skip.includes(key) || isEmpty(raw)) continue;
    const at = [...path, key];
    const field = key in part.fields ? key : part.aliases[key];
    const kind: JsonResumeFieldKind | undefined = field === undefined ? undefined : part.fields[field];
    if (field === undefined || kind === undefined || (field !== key && !isEmpty(source[field]))) {
      extras.push({ path: at, key, value: raw, reason: "unknown" });
      continue;
    }
    if (kind === "texts") {
      const entries = Array.isArray(raw) ? raw : [raw];
      const texts: string[] = [];
      entries.forEach((entry, index) => {
        const text = asText(entry);
        if (text !== undefined) texts.push(text);
        else if (!isEmpty(entry)) extras.push({ path: Array.isArray(raw) ? [...at, index] : at, key, value: entry, reason: "wrongType", expected: "text" });
      });
      if (texts.length > 0) value[field] = texts;
      continue;
    }
    const text = asText(raw);
    if (text === undefined) {
      extras.push({ path: at, key, value: raw, reason: "wrongType", expected: expectedOf[kind] });
    } else if (kind === "date") {
      value[field] = readDate(text, at, warnings);
    } else if (kind === "email" && !optionalEmailSchema.safeParse(text).success) {
      // Our email field only takes an address; the text stays visible as a custom field.
      extras.push({ path: at, key, value: text, reason: "wrongType", expected: expectedOf.email });
    } else {
      value[field] = text;
    }
  }
  return { value, path, extras };
}

/** The entries of a list section; a lone object is one entry, a text an entry of that name. */
function readEntries<Part extends JsonResumePart>(
  part: Part,
  raw: unknown,
  path: IssuePath,
  warnings: ImportIssue[],
): Read<Record<string, string | string[]>>[] {
  const [nameField = "name"] = Object.keys(part.fields);
  const entries = Array.isArray(raw) ? raw : [raw];
  return entries.flatMap((entry, index) => {
    const at = Array.isArray(raw) ? [...path, index] : path;
    if (isEmpty(entry)) return [];
    if (isRecord(entry)) return [readPart(part, entry, at, warnings)];
    const text = asText(entry);
    if (text !== undefined) return [{ value: { [nameField]: text }, path: at, extras: [] }];
    warnings.push({ path: at, message: `Skipped ${describeValue(entry)}: expected an entry (an object with "${nameField}")` });
    return [];
  });
}

/**
 * Reads a parsed JSON Resume document (v1.0 or pre-1.0) without refusing it over single
 * values: empty and null values are absent, numbers are read as text, dates that are not
 * ISO are kept as written, and whatever has no field comes back as extras for the
 * converter to place. Returns undefined when the document is not an object.
 */
export function readJsonResume(document: unknown, warnings: ImportIssue[]): ReadJsonResume | undefined {
  if (!isRecord(document)) return undefined;
  const sections = Object.fromEntries(Object.keys(jsonResumeSections).map((key) => [key, []])) as unknown as ReadJsonResume["sections"];
  const extras: Extra[] = [];
  let basics: ReadJsonResume["basics"] = { value: {}, path: ["basics"], extras: [] };
  let location: ReadJsonResume["location"];
  let profiles: ReadJsonResume["profiles"] = [];
  let meta: ReadJsonResume["meta"];

  for (const [key, raw] of Object.entries(document)) {
    if (key === "$schema" || isEmpty(raw)) continue;
    const path = [key];
    if (key === "basics" && isRecord(raw)) {
      basics = readPart(jsonResumeBasics, raw, path, warnings, ["location", "profiles"]);
      const rawLocation = raw.location;
      if (isRecord(rawLocation)) location = readPart(jsonResumeLocation, rawLocation, [...path, "location"], warnings);
      else if (!isEmpty(rawLocation)) {
        const text = asText(rawLocation);
        if (text !== undefined) location = { value: { address: text }, path: [...path, "location"], extras: [] };
        else basics.extras.push({ path: [...path, "location"], key: "location", value: rawLocation, reason: "wrongType", expected: "an object" });
      }
      if (!isEmpty(raw.profiles)) profiles = readEntries(jsonResumeProfile, raw.profiles, [...path, "profiles"], warnings);
      continue;
    }
    if (key === "meta" && isRecord(raw)) {
      // meta is the file's own bookkeeping (canonical, version, theme), not résumé content: kept for the export.
      meta = Object.fromEntries(Object.entries(raw).flatMap(([field, value]) => {
        const text = asText(value);
        return text === undefined || field === "vitae" ? [] : [[field, text]];
      }));
      continue;
    }
    const section = key in jsonResumeSections ? (key as JsonResumeSectionKey) : jsonResumeSectionAliases[key];
    if (section !== undefined && sections[section].length === 0 && (Array.isArray(raw) || isRecord(raw) || asText(raw) !== undefined)) {
      (sections[section] as Read<Record<string, unknown>>[]) = readEntries(jsonResumeSections[section], raw, path, warnings);
      continue;
    }
    const known = key === "basics" || key === "meta" || section !== undefined;
    extras.push({ path, key, value: raw, reason: known ? "wrongType" : "unknown", expected: known ? (key === "basics" || key === "meta" ? "an object" : "a list") : undefined });
  }
  return { basics, location, profiles, sections, meta, extras };
}

/** Why an extra has no field, for its warning: `"keywords" is not a JSON Resume field`. */
export function extraReason(extra: Extra): string {
  return extra.reason === "unknown"
    ? `"${extra.key}" is not a JSON Resume field`
    : `Expected ${extra.expected ?? "another kind of value"} for "${extra.key}", got ${describeValue(extra.value)}`;
}
