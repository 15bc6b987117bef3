import { type ItemSectionId, type ResumeData, createDefaultResumeData } from "@vitae/schema";
import { formatDateRange } from "../date-range";
import { extrasToHtml, humanLabel, placeTopLevelExtra } from "../extra-values";
import type { ImportIssue, IssuePath } from "../import-issue";
import { type ItemFields, iconOf, joinLocation, newItem, skillFields } from "../new-item";
import { normaliseUrl } from "../normalise-url";
import { inlineMarkdownToHtml, joinHtml, markdownListToHtml, markdownToHtml } from "../rich-text";
import type { JsonResumeEntry, JsonResumeSectionKey } from "./json-resume-schema";
import { type Extra, type Read, type ReadJsonResume, extraReason } from "./read-json-resume";

/**
 * A work entry's description (of the company, "Search engine") as the summary's first
 * paragraph, in italics: shown above what the person did, and told apart from it by the
 * export, which writes such a paragraph back as `description`.
 */
function companyDescriptionHtml(description: string | undefined): string {
  const text = (description ?? "").replace(/\s+/g, " ").trim();
  return text === "" ? "" : `<p><em>${inlineMarkdownToHtml(text)}</em></p>`;
}

// A path relative to the résumé file ("images/me.jpg"): no scheme, no spaces.
const relativePath = /^(?![a-z][a-z0-9+.-]*:)(?!\/\/)[^\s<>"]+\.[a-z0-9]{2,5}$/i;

/**
 * The picture's address: a link as `normaliseUrl` makes it; a path relative to the résumé
 * file is kept as written (it cannot be shown here, but the export gives it back), with a
 * warning; anything else is dropped with a warning.
 */
function pictureUrl(image: string | undefined, warnings: ImportIssue[]): string {
  const path = ["basics", "image"];
  const value = (image ?? "").trim();
  const notes: ImportIssue[] = [];
  const link = normaliseUrl(value, path, notes, { requirePath: true });
  if (link === "" && relativePath.test(value)) {
    warnings.push({ path, message: `Kept the picture "${value}" as written: it is a path relative to the file, so it shows only once replaced by a full address` });
    return value;
  }
  warnings.push(...notes);
  return link;
}

/** The labelled lines a project's roles, entity and type become (and the export reads back). */
export const projectExtraLabels = { roles: "Roles", entity: "Entity", type: "Type" } as const;

/**
 * A read JSON Resume document as our resume data: label becomes headline, image the
 * picture, work experience, certificates certifications, releaseDate the date; a skill's
 * level and a language's fluency become the description, a reference's text its summary;
 * a profile's icon is its network, lowercased; date ranges read 'start - end'. Text is
 * read as Markdown (and HTML) into rich text; highlights and courses become a bulleted
 * list under the summary. Values without a field of ours are placed by the rules of
 * extra-values.ts, each with a warning.
 */
export function convertJsonResume(source: ReadJsonResume, warnings: ImportIssue[]): ResumeData {
  const data = createDefaultResumeData();
  const b = source.basics.value;
  const url = (value: string | undefined, path: IssuePath) => ({ label: "", href: normaliseUrl(value, [...path, "url"], warnings) });
  const range = (item: { startDate?: string; endDate?: string }) => formatDateRange(item.startDate, item.endDate);
  const l = source.location?.value ?? {};
  data.basics = {
    ...data.basics,
    name: b.name ?? "",
    headline: b.label ?? "",
    email: b.email ?? "",
    phone: b.phone ?? "",
    location: joinLocation(l.address, l.city, l.region, l.postalCode, l.countryCode),
    ...(source.location ? { locationParts: { ...l } } : {}),
    url: url(b.url, ["basics"]),
    picture: { ...data.basics.picture, url: pictureUrl(b.image, warnings) },
  };
  data.sections.summary.content = markdownToHtml(b.summary);
  for (const extra of [...source.basics.extras, ...(source.location?.extras ?? [])]) placeTopLevelExtra(data, extra, extraReason(extra), warnings);

  /** Extras of an entry as labelled lines of its summary, each with a warning. */
  const inSummary = (extras: Extra[]): string => {
    for (const extra of extras) warnings.push({ path: extra.path, message: `${extraReason(extra)}: kept in the entry's summary` });
    return extrasToHtml(extras);
  };
  /** Extras of an entry without a summary as "Label: value" texts, each with a warning. */
  const extraLines = (extras: Extra[], where: string): string[] =>
    extras.map((extra) => {
      warnings.push({ path: extra.path, message: `${extraReason(extra)}: kept in the entry's ${where}` });
      const value = typeof extra.value === "string" ? extra.value : JSON.stringify(extra.value);
      return `${humanLabel(extra.key)}: ${value}`;
    });
  /** A plain-text field with the entry's extras appended. */
  const inText = (extras: Extra[], text: string | undefined, where: string): string =>
    [text ?? "", ...extraLines(extras, where)].filter((part) => part !== "").join("; ");

  /** Items of a section; an entry without text in a required field is skipped with a warning. */
  function items<Id extends ItemSectionId, Key extends JsonResumeSectionKey>(
    section: Id,
    key: Key,
    required: (keyof JsonResumeEntry<Key> & string) | undefined,
    toFields: (entry: JsonResumeEntry<Key>, read: Read<JsonResumeEntry<Key>>) => ItemFields<Id> | null,
  ) {
    return source.sections[key].flatMap((read) => {
      const entry = read.value;
      const missing = required !== undefined && typeof entry[required] !== "string";
      const fields = missing ? null : toFields(entry, read);
      if (fields) return [newItem(section, fields)];
      const lost = Object.keys(entry).length + read.extras.length > 0 ? ` (it held ${Object.keys(entry).concat(read.extras.map((extra) => extra.key)).map((key) => `"${key}"`).join(", ")})` : "";
      warnings.push({ path: read.path, message: missing ? `Skipped an entry without "${required}"${lost}` : "Skipped an empty entry" });
      return [];
    });
  }

  const s = data.sections;
  s.profiles.items = source.profiles.flatMap((read) => {
    const item = read.value;
    const missing = (["network", "username"] as const).find((key) => !item[key]);
    if (missing) {
      warnings.push({ path: read.path, message: `Skipped an entry without "${missing}"` });
      return [];
    }
    for (const extra of read.extras) warnings.push({ path: extra.path, message: `${extraReason(extra)}: left out, a profile has no place for it` });
    return [newItem("profiles", { network: item.network, username: item.username, icon: iconOf(item.network ?? ""), url: url(item.url, read.path) })];
  });
  s.experience.items = items("experience", "work", "name", (item, read) => ({
    company: item.name,
    position: item.position,
    location: item.location,
    date: range(item),
    summary: joinHtml(companyDescriptionHtml(item.description), markdownToHtml(item.summary), markdownListToHtml(item.highlights), inSummary(read.extras)),
    url: url(item.url, read.path),
  }));
  s.volunteer.items = items("volunteer", "volunteer", "organization", (item, read) => ({
    organization: item.organization,
    position: item.position,
    date: range(item),
    summary: joinHtml(markdownToHtml(item.summary), markdownListToHtml(item.highlights), inSummary(read.extras)),
    url: url(item.url, read.path),
  }));
  s.education.items = items("education", "education", "institution", (item, read) => ({
    institution: item.institution,
    studyType: item.studyType,
    area: item.area,
    score: item.score,
    date: range(item),
    summary: joinHtml(markdownListToHtml(item.courses), inSummary(read.extras)),
    url: url(item.url, read.path),
  }));
  s.awards.items = items("awards", "awards", "title", (item, read) => ({
    title: item.title,
    awarder: item.awarder,
    date: item.date,
    summary: joinHtml(markdownToHtml(item.summary), inSummary(read.extras)),
  }));
  s.certifications.items = items("certifications", "certificates", "name", (item, read) => ({
    name: item.name,
    issuer: item.issuer,
    date: item.date,
    summary: inSummary(read.extras),
    url: url(item.url, read.path),
  }));
  s.publications.items = items("publications", "publications", "name", (item, read) => ({
    name: item.name,
    publisher: item.publisher,
    date: item.releaseDate,
    summary: joinHtml(markdownToHtml(item.summary), inSummary(read.extras)),
    url: url(item.url, read.path),
  }));
  s.skills.items = items("skills", "skills", undefined, (item, read) =>
    skillFields({ name: item.name ?? "", description: inText(read.extras, item.level, "description"), level: 0, keywords: item.keywords ?? [] }),
  );
  s.languages.items = items("languages", "languages", "language", (item, read) => ({
    name: item.language,
    description: inText(read.extras, item.fluency, "description"),
    level: 0,
  }));
  s.interests.items = items("interests", "interests", "name", (item, read) => ({
    name: item.name,
    keywords: [...(item.keywords ?? []), ...extraLines(read.extras, "keywords")],
  }));
  s.references.items = items("references", "references", "name", (item, read) => ({
    name: item.name,
    summary: joinHtml(markdownToHtml(item.reference), inSummary(read.extras)),
  }));
  s.projects.items = items("projects", "projects", "name", (item, read) => ({
    name: item.name,
    description: item.description,
    date: range(item),
    summary: joinHtml(
      markdownListToHtml(item.highlights),
      extrasToHtml(
        (Object.keys(projectExtraLabels) as (keyof typeof projectExtraLabels)[]).flatMap((key) =>
          item[key] === undefined ? [] : [{ key: projectExtraLabels[key], value: item[key] }],
        ),
      ),
      inSummary(read.extras),
    ),
    keywords: item.keywords,
    url: url(item.url, read.path),
  }));
  for (const extra of source.extras) placeTopLevelExtra(data, extra, extraReason(extra), warnings);
  if (source.meta && Object.keys(source.meta).length > 0) data.metadata.jsonResumeMeta = source.meta;
  return data;
}
