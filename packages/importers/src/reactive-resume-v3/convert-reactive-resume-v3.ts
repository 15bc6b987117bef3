import {
  type ItemSectionId,
  type ResumeData,
  type Section,
  clampToRange,
  createDefaultResumeData,
  isTemplateName,
  numericControls,
  pictureBorderRadiusPresets,
} from "@vitae/schema";
import { formatDateRange } from "../date-range";
import type { ImportIssue, IssuePath } from "../import-issue";
import { type ItemFields, iconOf, itemsFrom, joinLocation, skillFields } from "../new-item";
import { normaliseUrl } from "../normalise-url";
import { joinHtml, listToHtml, textToHtml } from "../rich-text";
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
export function convertReactiveResumeV3(source: ReactiveResumeV3, warnings: ImportIssue[]): ResumeData {
  const data = createDefaultResumeData();
  const { basics: b, sections: v3 } = source;
  const url = (value: string | null | undefined, path: IssuePath) => ({
    label: "",
    href: normaliseUrl(value, path, warnings, { addScheme: false }),
  });
  const photo = b.photo;
  const filters = photo?.filters;
  const shape = filters?.shape ?? "";

  data.basics = {
    ...data.basics,
    name: b.name ?? "",
    headline: b.headline ?? "",
    email: b.email ?? "",
    phone: b.phone ?? "",
    location: joinLocation(b.location?.address, b.location?.city, b.location?.region, b.location?.postalCode, b.location?.country),
    url: url(b.website, ["basics", "website"]),
    picture: {
      ...data.basics.picture,
      url: normaliseUrl(photo?.url, ["basics", "photo", "url"], warnings, { addScheme: false }),
      size: typeof filters?.size === "number" && filters.size > 0 ? filters.size : data.basics.picture.size,
      borderRadius: Object.hasOwn(pictureBorderRadiusPresets, shape)
        ? pictureBorderRadiusPresets[shape as keyof typeof pictureBorderRadiusPresets]
        : data.basics.picture.borderRadius,
      effects: { hidden: photo?.visible === false, border: filters?.border ?? false, grayscale: filters?.grayscale ?? false },
    },
  };

  const summary = b.summary;
  if (typeof summary === "string") {
    data.sections.summary.content = textToHtml(summary);
  } else if (summary) {
    data.sections.summary = {
      ...data.sections.summary,
      name: summary.heading?.trim() || data.sections.summary.name,
      visible: summary.visible ?? true,
      content: textToHtml(summary.body),
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
    summary: textToHtml(item.summary),
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
    summary: joinHtml(textToHtml(item.summary), listToHtml(item.courses ?? [])),
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
    summary: joinHtml(textToHtml(item.summary), textToHtml([item.email, item.phone].filter(Boolean).join("\n"))),
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

  convertMetadata(source.metadata, data, warnings);
  return data;
}

function convertMetadata(metadata: ReactiveResumeV3["metadata"], data: ResumeData, warnings: ImportIssue[]): void {
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
  ours.layout = convertV3Layout(metadata.layout, warnings);
}
