import type { Basics, ResumeData } from "@vitae/schema";
import { isoDate, parseDateRange } from "../date-range";
import { joinLocation } from "../new-item";
import { htmlToText } from "../rich-text";
import { projectExtraLabels } from "./convert-json-resume";
import { jsonResumeFingerprint } from "./json-resume-fingerprint";
import type { JsonResume, JsonResumeLocation } from "./json-resume-schema";

export const jsonResumeSchemaUrl = "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json";

/** A JSON Resume document with Vitae's own copy of the resume in `meta.vitae`. */
export type ExportedJsonResume = JsonResume & {
  meta: NonNullable<JsonResume["meta"]> & { vitae: { fingerprint: string; data: ResumeData } };
};

/** Drops empty strings and empty lists, so the document holds only what the resume says. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(
      ([, field]) => field !== undefined && field !== "" && !(Array.isArray(field) && field.length === 0),
    ),
  ) as T;
}

export interface JsonResumeExportOptions {
  /**
   * The app's public address (the server's PUBLIC_URL). The app keeps its own uploads as
   * origin-relative paths (`/api/storage/…`); a file that leaves the app writes them as
   * absolute URLs under this address. Without it they stay as they are.
   */
  publicUrl?: string;
}

/** An origin-relative path as an absolute URL under `publicUrl` (its path prefix kept); anything else unchanged. */
function absoluteUrl(url: string, publicUrl: string | undefined): string {
  if (publicUrl === undefined || !url.startsWith("/") || url.startsWith("//")) return url;
  return `${publicUrl.replace(/\/+$/, "")}${url}`;
}

/** Rich text as JSON Resume's plain summary, its list items as extra lines. */
function plain(html: string): string {
  const { text, items } = htmlToText(html);
  return [text, ...items.map((item) => `• ${item}`)].filter((part) => part !== "").join("\n");
}

/** Rich text as bullet points: its paragraphs, then its list items. */
function bullets(html: string): string[] {
  const { text, items } = htmlToText(html);
  return [...(text === "" ? [] : text.split("\n\n")), ...items];
}

/** The location with its parts when they still describe it (see `locationPartsSchema`), else as one address. */
function location(basics: Basics): JsonResumeLocation | undefined {
  if (basics.location === "") return undefined;
  const parts = basics.locationParts;
  if (parts && joinLocation(parts.address, parts.city, parts.region, parts.postalCode, parts.countryCode) === basics.location) {
    return compact({ ...parts });
  }
  return { address: basics.location };
}

/** A work summary's leading paragraph in italics alone, which the import makes of `description`, split off. */
function splitCompanyDescription(html: string): { description?: string; rest: string } {
  const match = /^<p><em>((?:(?!<\/?p\b|<\/em>)[\s\S])*)<\/em><\/p>/.exec(html);
  if (!match) return { rest: html };
  return { description: htmlToText(`<p>${match[1] ?? ""}</p>`).text, rest: html.slice(match[0].length) };
}

/** A project summary's closing "Roles:", "Entity:", "Type:" paragraphs, which the import makes of those fields, split off. */
function splitProjectFields(html: string): { roles?: string[]; entity?: string; type?: string; rest: string } {
  const fields: { roles?: string[]; entity?: string; type?: string } = {};
  let rest = html;
  for (;;) {
    const match = /<p><strong>([A-Za-z]+):<\/strong> ((?:(?!<\/?p\b)[\s\S])*)<\/p>$/.exec(rest);
    const key = (Object.keys(projectExtraLabels) as (keyof typeof projectExtraLabels)[]).find((field) => projectExtraLabels[field] === match?.[1]);
    if (!match || key === undefined || fields[key] !== undefined) break;
    const value = htmlToText(`<p>${match[2] ?? ""}</p>`).text;
    if (key === "roles") fields.roles = value.split(", ");
    else fields[key] = value;
    rest = rest.slice(0, match.index);
  }
  return { ...fields, rest };
}

/**
 * Our resume data as a JSON Resume document (jsonresume.org v1.0.0), for other JSON
 * Resume tools: the reverse of the JSON Resume import for everything JSON Resume can
 * hold; only visible sections and items are written; rich text becomes plain text with
 * list items as highlights; dates are written only when they are ISO dates. What it
 * cannot hold (layout, styling, custom sections, levels, hidden items) travels in
 * `meta.vitae` with a fingerprint of the rest: importing the file unchanged gives the
 * same resume back (but for the private notes, which are never written), while a file
 * edited elsewhere is converted from its JSON Resume content.
 */
export function exportJsonResume(data: ResumeData, options: JsonResumeExportOptions = {}): ExportedJsonResume {
  const { basics, sections } = data;
  const visible = <Item extends { visible: boolean }>(section: { visible: boolean; items: Item[] }): Item[] =>
    section.visible ? section.items.filter((item) => item.visible) : [];
  const summary = sections.summary.visible ? plain(sections.summary.content) : "";

  const document: JsonResume = compact({
    $schema: jsonResumeSchemaUrl,
    basics: compact({
      name: basics.name,
      label: basics.headline,
      image: absoluteUrl(basics.picture.url, options.publicUrl),
      email: basics.email,
      phone: basics.phone,
      url: basics.url.href,
      summary,
      location: location(basics),
      profiles: visible(sections.profiles).map((item) =>
        compact({ network: item.network, username: item.username, url: item.url.href }),
      ),
    }),
    work: visible(sections.experience).map((item) => {
      const { description, rest } = splitCompanyDescription(item.summary);
      const { text, items } = htmlToText(rest);
      return compact({
        name: item.company,
        position: item.position,
        location: item.location,
        description,
        url: item.url.href,
        ...parseDateRange(item.date),
        summary: text,
        highlights: items,
      });
    }),
    volunteer: visible(sections.volunteer).map((item) => {
      const { text, items } = htmlToText(item.summary);
      return compact({
        organization: item.organization,
        position: item.position,
        url: item.url.href,
        ...parseDateRange(item.date),
        summary: text,
        highlights: items,
      });
    }),
    education: visible(sections.education).map((item) =>
      compact({
        institution: item.institution,
        url: item.url.href,
        area: item.area,
        studyType: item.studyType,
        ...parseDateRange(item.date),
        score: item.score,
        courses: bullets(item.summary),
      }),
    ),
    awards: visible(sections.awards).map((item) =>
      compact({ title: item.title, date: isoDate(item.date), awarder: item.awarder, summary: plain(item.summary) }),
    ),
    certificates: visible(sections.certifications).map((item) =>
      compact({ name: item.name, date: isoDate(item.date), url: item.url.href, issuer: item.issuer }),
    ),
    publications: visible(sections.publications).map((item) =>
      compact({
        name: item.name,
        publisher: item.publisher,
        releaseDate: isoDate(item.date),
        url: item.url.href,
        summary: plain(item.summary),
      }),
    ),
    skills: visible(sections.skills).map((item) =>
      compact({ name: item.name, level: item.description, keywords: item.keywords }),
    ),
    languages: visible(sections.languages).map((item) => compact({ language: item.name, fluency: item.description })),
    interests: visible(sections.interests).map((item) => compact({ name: item.name, keywords: item.keywords })),
    references: visible(sections.references).map((item) => compact({ name: item.name, reference: plain(item.summary) })),
    projects: visible(sections.projects).map((item) => {
      const { rest, ...fields } = splitProjectFields(item.summary);
      return compact({
        name: item.name,
        description: item.description,
        highlights: bullets(rest),
        keywords: item.keywords,
        ...parseDateRange(item.date),
        url: item.url.href,
        ...fields,
      });
    }),
  });
  // The imported file's meta comes back as it was; a resume made here gets ours.
  const meta = { canonical: jsonResumeSchemaUrl, version: "v1.0.0", ...data.metadata.jsonResumeMeta };
  const fingerprint = jsonResumeFingerprint({ ...document, meta });
  // JSON Resume files get published (the registry reads public gists): private notes stay out.
  const copy = structuredClone(data);
  copy.metadata.notes = "";
  return { ...document, meta: { ...meta, vitae: { fingerprint, data: copy } } };
}
