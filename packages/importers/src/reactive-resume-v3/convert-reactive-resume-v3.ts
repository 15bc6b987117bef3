import {
  type ItemSectionId,
  type ResumeData,
  type Section,
  clampToRange,
  createDefaultResumeData,
  isTemplateName,
  numericControls,
  optionalEmailSchema,
  pictureBorderRadiusPresets,
} from "@vitae/schema";
import { addCustomSectionFrom, customFieldsFrom, placeTopLevelExtra } from "../extra-values";
import { formatDateRange } from "../date-range";
import type { ImportIssue, IssuePath } from "../import-issue";
import { type ItemFields, iconOf, itemsFrom, joinLocation, skillFields } from "../new-item";
import { normaliseUrl } from "../normalise-url";
import { joinHtml, listToHtml, markdownToHtml, textToHtml } from "../rich-text";
import { convertV3Layout } from "./convert-v3-layout";
import type { ReactiveResumeV3 } from "./reactive-resume-v3-schema";

type V3Sections = ReactiveResumeV3["sections"];
type V3Section<Key extends keyof V3Sections> = NonNullable<V3Sections[Key]>;
type V3Item<Key extends keyof V3Sections> = NonNullable<NonNullable<V3Section<Key>["items"]>[number]>;

const hexColour = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** v3's 0-10 levelNum as our 0-5 level: halved and rounded down. */
function level(levelNum: number | null | undefined): number {
  return Math.min(5, Math.max(0, Math.floor((levelNum ?? 0) / 2)));
}

function words(values: (string | null)[] | null | undefined): string[] {
  return (values ?? []).flatMap((value) => (value && value.trim() !== "" ? [value.trim()] : []));
}

/** v3 wrote null for many missing texts; our fields take "" (undefined keeps the default). */
const text = (value: string | null | undefined) => value ?? undefined;

function range(date: { start?: string | null; end?: string | null } | null | undefined): string {
  return formatDateRange(date?.start ?? "", date?.end ?? "");
}

/** v3's photo shapes as our border radius. */
const photoShapes: Record<string, number> = {
  square: pictureBorderRadiusPresets.square,
  "rounded-square": pictureBorderRadiusPresets.rounded,
  rounded: pictureBorderRadiusPresets.rounded,
  circle: pictureBorderRadiusPresets.circle,
};

/** The sections of a v3 export that are built in; any other entry of `sections` with items is a custom section. */
const builtInSections = new Set(["work", "awards", "skills", "projects", "education", "interests", "languages", "volunteer", "references", "publications", "certifications", "profiles"]);

/** v3's section name, column count and visibility over our defaults. */
function sectionSettings<S extends Section>(ours: S, theirs: V3Section<keyof V3Sections> | null | undefined): S {
  if (!theirs) return ours;
  return {
    ...ours,
    name: theirs.name?.trim() || ours.name,
    columns: typeof theirs.columns === "number" ? Math.min(5, Math.max(1, Math.round(theirs.columns))) : ours.columns,
    visible: theirs.visible ?? ours.visible,
  };
}

/**
 * Reactive Resume v3 to our resume data (docs/import-formats.md): null items are skipped, levelNum is
 * halved and rounded down, URLs are kept only when valid, work becomes experience,
 * degree becomes studyType, a reference's relationship its description, and the summary
 * may be text or an object with its own heading and visibility. Template, theme, custom
 * CSS, font and layout come along where we have an equivalent.
 */
export function convertReactiveResumeV3(source: ReactiveResumeV3, file: Record<string, unknown>, warnings: ImportIssue[]): ResumeData {
  const rawSections = file.sections as Record<string, unknown>;
  const data = createDefaultResumeData();
  const { basics: b, sections: v3 } = source;
  const url = (value: string | null | undefined, path: IssuePath) => ({
    label: "",
    href: normaliseUrl(value, path, warnings),
  });
  const photo = b.photo;
  const filters = photo?.filters;
  const shape = filters?.shape ?? "";

  data.basics = {
    ...data.basics,
    name: b.name ?? "",
    headline: b.headline ?? "",
    email: b.email && optionalEmailSchema.safeParse(b.email.trim()).success ? b.email.trim() : "",
    phone: b.phone ?? "",
    location: joinLocation(b.location?.address, b.location?.city, b.location?.region, b.location?.postalCode, b.location?.country),
    url: url(b.website, ["basics", "website"]),
    picture: {
      ...data.basics.picture,
      url: normaliseUrl(photo?.url, ["basics", "photo", "url"], warnings, { requirePath: true }),
      size: typeof filters?.size === "number" && filters.size > 0 ? filters.size : data.basics.picture.size,
      borderRadius: photoShapes[shape] ?? data.basics.picture.borderRadius,
      effects: { hidden: photo?.visible === false, border: filters?.border ?? false, grayscale: filters?.grayscale ?? false },
    },
  };

  if (shape !== "" && !Object.hasOwn(photoShapes, shape)) {
    warnings.push({ path: ["basics", "photo", "filters", "shape"], message: `The photo shape "${shape}" is not known here (expected square, rounded-square or circle): the picture keeps square corners` });
  }
  if (b.email && data.basics.email === "") {
    data.basics.customFields.push(...customFieldsFrom("Email", b.email));
    warnings.push({ path: ["basics", "email"], message: `"${b.email}" is not an email address (expected name@example.com): imported as the custom field "Email"` });
  }
  if (b.birthdate?.trim()) {
    // Our header has no birth date field; a custom field shows it where the person put it, among the details.
    data.basics.customFields.push(...customFieldsFrom("Date of birth", b.birthdate));
  }

  const summary = b.summary;
  if (typeof summary === "string") {
    data.sections.summary.content = markdownToHtml(summary);
  } else if (summary) {
    data.sections.summary = {
      ...data.sections.summary,
      name: summary.heading?.trim() || data.sections.summary.name,
      visible: summary.visible ?? true,
      content: markdownToHtml(summary.body),
    };
  }

  const s = data.sections;
  s.profiles.items = itemsFrom("profiles", b.profiles, ["basics", "profiles"], ["network", "username"], warnings, (item, path) => ({
    network: text(item.network),
    username: text(item.username),
    icon: iconOf(item.network ?? ""),
    url: url(item.url, [...path, "url"]),
  }));

  /** A section's settings and items; `toFields` maps one non-null item with `required` text. */
  const convert = <Id extends ItemSectionId, Key extends keyof V3Sections>(
    ours: Id,
    theirs: Key,
    required: readonly (keyof V3Item<Key> & string)[],
    toFields: (item: V3Item<Key>, path: IssuePath) => ItemFields<Id> | null,
  ) => {
    const items = v3[theirs]?.items as (V3Item<Key> | null)[] | null | undefined;
    const section = { ...sectionSettings(s[ours], v3[theirs]), items: itemsFrom(ours, items, ["sections", theirs, "items"], required, warnings, toFields) };
    (s as Record<ItemSectionId, unknown>)[ours] = section;
  };
  /** The summary and link most v3 items carry. */
  const linked = (item: { summary?: string | null; url?: string | null }, path: IssuePath) => ({
    summary: markdownToHtml(item.summary),
    url: url(item.url, [...path, "url"]),
  });

  convert("experience", "work", ["name"], (item, path) => ({
    company: text(item.name),
    position: text(item.position),
    date: range(item.date),
    ...linked(item, path),
  }));
  convert("awards", "awards", ["title"], (item, path) => ({
    title: text(item.title),
    awarder: text(item.awarder),
    date: text(item.date),
    ...linked(item, path),
  }));
  convert("skills", "skills", [], (item) =>
    skillFields({ name: item.name ?? "", description: item.level ?? "", level: level(item.levelNum), keywords: words(item.keywords) }),
  );
  convert("projects", "projects", ["name"], (item, path) => ({
    name: text(item.name),
    description: text(item.description),
    date: range(item.date),
    keywords: words(item.keywords),
    ...linked(item, path),
  }));
  convert("education", "education", ["institution"], (item, path) => ({
    institution: text(item.institution),
    studyType: text(item.degree),
    area: text(item.area),
    score: text(item.score),
    date: range(item.date),
    ...linked(item, path),
    summary: joinHtml(markdownToHtml(item.summary), listToHtml(item.courses ?? [])),
  }));
  convert("interests", "interests", ["name"], (item) => ({ name: text(item.name), keywords: words(item.keywords) }));
  convert("languages", "languages", ["name"], (item) => ({
    name: text(item.name),
    description: text(item.level),
    level: level(item.levelNum),
  }));
  convert("volunteer", "volunteer", ["organization"], (item, path) => ({
    organization: text(item.organization),
    position: text(item.position),
    date: range(item.date),
    ...linked(item, path),
  }));
  convert("references", "references", ["name"], (item) => ({
    name: text(item.name),
    description: text(item.relationship),
    summary: joinHtml(markdownToHtml(item.summary), textToHtml([item.email, item.phone].filter(Boolean).join("\n"))),
  }));
  convert("publications", "publications", ["name"], (item, path) => ({
    name: text(item.name),
    publisher: text(item.publisher),
    date: text(item.date),
    ...linked(item, path),
  }));
  convert("certifications", "certifications", ["name"], (item, path) => ({
    name: text(item.name),
    issuer: text(item.issuer),
    date: text(item.date),
    ...linked(item, path),
  }));

  const customKeys = new Map<string, string>();
  for (const [key, section] of Object.entries(rawSections)) {
    if (builtInSections.has(key) || section === null || typeof section !== "object" || !Array.isArray((section as { items?: unknown }).items)) continue;
    const { name, items, visible } = section as { name?: unknown; items: unknown[]; visible?: unknown };
    const label = typeof name === "string" && name.trim() !== "" ? name.trim() : key;
    const custom = addCustomSectionFrom(data, label, items.map(withV3Dates), ["sections", key, "items"], warnings, { placeInLayout: false });
    if (visible === false) custom.visible = false;
    customKeys.set(key, `custom.${custom.id}`);
  }

  convertMetadata(source.metadata, data, customKeys, warnings);
  // Keys a v3 export does not have (other tools and forks add some): kept by the rules for extra values.
  for (const [key, value] of Object.entries(file)) {
    if (v3TopLevelKeys.has(key) || value === null || value === "") continue;
    placeTopLevelExtra(data, { path: [key], key, value }, `"${key}" is not a Reactive Resume v3 field`, warnings);
  }
  return data;
}

const v3TopLevelKeys = new Set(["public", "basics", "sections", "metadata", "id", "shortId", "name", "slug", "image", "user", "createdAt", "updatedAt"]);

/** A v3 custom item's date range ({start, end}) as the fields the custom-item reader knows. */
function withV3Dates(item: unknown): unknown {
  if (item === null || typeof item !== "object") return item;
  const { date, id: _id, ...rest } = item as Record<string, unknown>;
  if (date !== null && typeof date === "object") {
    const { start, end } = date as { start?: unknown; end?: unknown };
    return { ...rest, startDate: start, endDate: end };
  }
  return { ...rest, date };
}

function convertMetadata(
  metadata: ReactiveResumeV3["metadata"],
  data: ResumeData,
  customKeys: ReadonlyMap<string, string>,
  warnings: ImportIssue[],
): void {
  const ours = data.metadata;
  if (!metadata) return;
  const template = metadata.template?.trim() ?? "";
  if (isTemplateName(template)) ours.template = template;
  else if (template !== "") {
    warnings.push({ path: ["metadata", "template"], message: `The template "${template}" does not exist here: ${ours.template} is used` });
  }
  for (const key of ["background", "text", "primary"] as const) {
    const colour = metadata.theme?.[key]?.trim() ?? "";
    if (hexColour.test(colour)) ours.theme[key] = colour;
  }
  if (metadata.css) {
    ours.css = { value: metadata.css.value ?? ours.css.value, visible: metadata.css.visible ?? ours.css.visible };
  }
  const family = metadata.typography?.family?.body?.trim();
  if (family) ours.typography.font = { ...ours.typography.font, family };
  const size = metadata.typography?.size?.body;
  if (typeof size === "number" && size > 0) ours.typography.font.size = clampToRange(size, numericControls.fontSize);
  const heading = metadata.typography?.size?.heading;
  if (typeof heading === "number") {
    warnings.push({ path: ["metadata", "typography", "size", "heading"], message: `Left out the heading size ${heading}: headings here are sized by the template` });
  }
  const headingFamily = metadata.typography?.family?.heading?.trim();
  if (headingFamily && headingFamily !== family) {
    warnings.push({ path: ["metadata", "typography", "family", "heading"], message: `Left out the heading font "${headingFamily}": one font (${ours.typography.font.family}) is used throughout` });
  }
  const locale = metadata.locale?.trim();
  if (locale) {
    warnings.push({ path: ["metadata", "locale"], message: `Left out the language "${locale}": the resume's headings are the ones written in the file` });
  }
  const dateFormat = metadata.date?.format?.trim();
  if (dateFormat) {
    warnings.push({ path: ["metadata", "date", "format"], message: `Left out the date format "${dateFormat}": dates are shown as they were written` });
  }
  ours.layout = convertV3Layout(metadata.layout, customKeys, warnings);
  // Custom sections the layout does not place go at the end of the first page's main column.
  const placed = new Set(ours.layout.flat(2));
  for (const key of customKeys.values()) if (!placed.has(key)) ours.layout[0]?.[0]?.push(key);
}
