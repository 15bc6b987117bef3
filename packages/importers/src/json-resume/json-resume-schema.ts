// The JSON Resume schema (jsonresume.org, v1.0.0; a copy is in src/__fixtures__/json-resume-upstream),
// as a table of the fields each part holds and what each field is, so that one lenient
// reader (read-json-resume.ts) handles every part the same way. `aliases` are the keys the
// pre-1.0 schema (0.0.x) and common hand-written files use for the same field.

/** What a field holds: text, a list of texts, an ISO date or an email address. */
export type JsonResumeFieldKind = "text" | "texts" | "date" | "email";

export interface JsonResumePart {
  fields: Record<string, JsonResumeFieldKind>;
  /** Other key → the v1.0 key it stands for. */
  aliases: Record<string, string>;
}

const dated = { startDate: "date", endDate: "date" } as const;

/** Every list section of a JSON Resume document, with its entries' fields. */
export const jsonResumeSections = {
  work: {
    fields: { name: "text", location: "text", description: "text", position: "text", url: "text", ...dated, summary: "text", highlights: "texts" },
    aliases: { company: "name", website: "url" },
  },
  volunteer: {
    fields: { organization: "text", position: "text", url: "text", ...dated, summary: "text", highlights: "texts" },
    aliases: { name: "organization", website: "url" },
  },
  education: {
    fields: { institution: "text", url: "text", area: "text", studyType: "text", ...dated, score: "text", courses: "texts" },
    aliases: { gpa: "score", website: "url" },
  },
  awards: { fields: { title: "text", date: "date", awarder: "text", summary: "text" }, aliases: { name: "title" } },
  certificates: { fields: { name: "text", date: "date", url: "text", issuer: "text" }, aliases: { website: "url" } },
  publications: {
    fields: { name: "text", publisher: "text", releaseDate: "date", url: "text", summary: "text" },
    aliases: { website: "url", date: "releaseDate" },
  },
  skills: { fields: { name: "text", level: "text", keywords: "texts" }, aliases: {} },
  languages: { fields: { language: "text", fluency: "text" }, aliases: { name: "language", level: "fluency" } },
  interests: { fields: { name: "text", keywords: "texts" }, aliases: {} },
  references: { fields: { name: "text", reference: "text" }, aliases: {} },
  projects: {
    fields: {
      name: "text",
      description: "text",
      highlights: "texts",
      keywords: "texts",
      ...dated,
      url: "text",
      roles: "texts",
      entity: "text",
      type: "text",
    },
    aliases: { website: "url" },
  },
} as const satisfies Record<string, JsonResumePart>;

export type JsonResumeSectionKey = keyof typeof jsonResumeSections;

/** Top-level keys that name a section under another name. */
export const jsonResumeSectionAliases: Record<string, JsonResumeSectionKey> = { certifications: "certificates" };

export const jsonResumeBasics = {
  fields: { name: "text", label: "text", image: "text", email: "email", phone: "text", url: "text", summary: "text" },
  aliases: { website: "url", picture: "image" },
} as const satisfies JsonResumePart;

export const jsonResumeLocation = {
  fields: { address: "text", postalCode: "text", city: "text", countryCode: "text", region: "text" },
  aliases: {},
} as const satisfies JsonResumePart;

export const jsonResumeProfile = {
  fields: { network: "text", username: "text", url: "text" },
  aliases: { website: "url" },
} as const satisfies JsonResumePart;

export const jsonResumeMeta = {
  fields: { canonical: "text", version: "text", lastModified: "text" },
  aliases: {},
} as const satisfies JsonResumePart;

type FieldValue<Kind extends JsonResumeFieldKind> = Kind extends "texts" ? string[] : string;
type Entry<Part extends JsonResumePart> = { -readonly [Key in keyof Part["fields"]]?: FieldValue<Part["fields"][Key]> };

export type JsonResumeLocation = Entry<typeof jsonResumeLocation>;
export type JsonResumeProfile = Entry<typeof jsonResumeProfile>;
export type JsonResumeEntry<Key extends JsonResumeSectionKey> = Entry<(typeof jsonResumeSections)[Key]>;

/** A JSON Resume v1.0.0 document, as far as it is read and written. */
export type JsonResume = {
  $schema?: string;
  basics?: Entry<typeof jsonResumeBasics> & { location?: JsonResumeLocation; profiles?: JsonResumeProfile[] };
  meta?: Entry<typeof jsonResumeMeta>;
} & { [Key in JsonResumeSectionKey]?: JsonResumeEntry<Key>[] };
