import { type ResumeData, createDefaultResumeData } from "@vitae/schema";
import { formatDateRange } from "../date-range";
import type { ImportIssue, IssuePath } from "../import-issue";
import { iconOf, itemsFrom, joinLocation, skillFields } from "../new-item";
import { normaliseUrl } from "../normalise-url";
import { joinHtml, listToHtml, textToHtml } from "../rich-text";
import type { JsonResume } from "./json-resume-schema";

/**
 * JSON Resume to our resume data (docs/import-formats.md): label becomes headline, image the picture,
 * work experience, certificates certifications, releaseDate the date; a skill's level
 * and a language's fluency become the description, a reference's text its summary; a
 * profile's icon is its network, lowercased; date ranges read 'start - end'. Plain text
 * becomes rich text; highlights and courses become a bulleted list under the summary.
 */
export function convertJsonResume(source: JsonResume, warnings: ImportIssue[]): ResumeData {
  const data = createDefaultResumeData();
  const b: NonNullable<JsonResume["basics"]> = source.basics ?? {};
  const url = (value: string | undefined, path: IssuePath) => ({ label: "", href: normaliseUrl(value, [...path, "url"], warnings) });
  const range = (item: { startDate?: string; endDate?: string }) => formatDateRange(item.startDate, item.endDate);

  data.basics = {
    ...data.basics,
    name: b.name ?? "",
    headline: b.label ?? "",
    email: b.email ?? "",
    phone: b.phone ?? "",
    location: joinLocation(b.location?.address, b.location?.city, b.location?.region, b.location?.postalCode, b.location?.countryCode),
    url: url(b.url, ["basics"]),
    picture: { ...data.basics.picture, url: normaliseUrl(b.image, ["basics", "image"], warnings, { requirePath: true }) },
  };
  data.sections.summary.content = textToHtml(b.summary);

  const s = data.sections;
  s.profiles.items = itemsFrom("profiles", b.profiles, ["basics", "profiles"], ["network", "username"], warnings, (item, path) => ({
    network: item.network,
    username: item.username,
    icon: iconOf(item.network ?? ""),
    url: url(item.url, path),
  }));
  s.experience.items = itemsFrom("experience", source.work, ["work"], ["name"], warnings, (item, path) => ({
    company: item.name,
    position: item.position,
    location: item.location,
    date: range(item),
    summary: joinHtml(textToHtml(item.description), textToHtml(item.summary), listToHtml(item.highlights)),
    url: url(item.url, path),
  }));
  s.volunteer.items = itemsFrom("volunteer", source.volunteer, ["volunteer"], ["organization"], warnings, (item, path) => ({
    organization: item.organization,
    position: item.position,
    date: range(item),
    summary: joinHtml(textToHtml(item.summary), listToHtml(item.highlights)),
    url: url(item.url, path),
  }));
  s.education.items = itemsFrom("education", source.education, ["education"], ["institution"], warnings, (item, path) => ({
    institution: item.institution,
    studyType: item.studyType,
    area: item.area,
    score: item.score,
    date: range(item),
    summary: listToHtml(item.courses),
    url: url(item.url, path),
  }));
  s.awards.items = itemsFrom("awards", source.awards, ["awards"], ["title"], warnings, (item) => ({
    title: item.title,
    awarder: item.awarder,
    date: item.date,
    summary: textToHtml(item.summary),
  }));
  s.certifications.items = itemsFrom("certifications", source.certificates, ["certificates"], ["name"], warnings, (item, path) => ({
    name: item.name,
    issuer: item.issuer,
    date: item.date,
    url: url(item.url, path),
  }));
  s.publications.items = itemsFrom("publications", source.publications, ["publications"], ["name"], warnings, (item, path) => ({
    name: item.name,
    publisher: item.publisher,
    date: item.releaseDate,
    summary: textToHtml(item.summary),
    url: url(item.url, path),
  }));
  s.skills.items = itemsFrom("skills", source.skills, ["skills"], [], warnings, (item) =>
    skillFields({ name: item.name ?? "", description: item.level ?? "", level: 0, keywords: item.keywords ?? [] }),
  );
  s.languages.items = itemsFrom("languages", source.languages, ["languages"], ["language"], warnings, (item) => ({
    name: item.language,
    description: item.fluency,
    level: 0,
  }));
  s.interests.items = itemsFrom("interests", source.interests, ["interests"], ["name"], warnings, (item) => ({
    name: item.name,
    keywords: item.keywords,
  }));
  s.references.items = itemsFrom("references", source.references, ["references"], ["name"], warnings, (item) => ({
    name: item.name,
    summary: textToHtml(item.reference),
  }));
  s.projects.items = itemsFrom("projects", source.projects, ["projects"], ["name"], warnings, (item, path) => ({
    name: item.name,
    description: item.description,
    date: range(item),
    summary: listToHtml(item.highlights),
    keywords: item.keywords,
    url: url(item.url, path),
  }));
  return data;
}
