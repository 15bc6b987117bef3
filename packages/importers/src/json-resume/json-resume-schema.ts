import { optionalEmailSchema } from "@vitae/schema";
import { type ShapeOf, list, optional, refined, shape, text } from "../check";
import { isoDateMessage, isoDatePattern } from "../date-range";

// The JSON Resume schema (jsonresume.org, v1.0.0; a copy is in shared/fixtures/json-resume):
// every field is optional, but a field that is present must have its type, so null is
// refused. Addresses are plain text here: they are normalised or dropped, with a warning,
// while converting: a bad link never fails the whole import.
const str = optional(text);
const strings = optional(list(text));
const date = optional(refined((value) => isoDatePattern.test(value), isoDateMessage));
const email = optional(refined((value) => optionalEmailSchema.safeParse(value).success, "Expected an email address"));

const location = shape({ address: str, postalCode: str, city: str, countryCode: str, region: str });
const profile = shape({ network: str, username: str, url: str });
const dated = { startDate: date, endDate: date };

export const jsonResumeShape = {
  $schema: str,
  basics: optional(
    shape({
      name: str,
      label: str,
      image: str,
      email,
      phone: str,
      url: str,
      summary: str,
      location: optional(location),
      profiles: optional(list(profile)),
    }),
  ),
  work: optional(
    list(shape({ name: str, location: str, description: str, position: str, url: str, ...dated, summary: str, highlights: strings })),
  ),
  volunteer: optional(
    list(shape({ organization: str, position: str, url: str, ...dated, summary: str, highlights: strings })),
  ),
  education: optional(
    list(shape({ institution: str, url: str, area: str, studyType: str, ...dated, score: str, courses: strings })),
  ),
  awards: optional(list(shape({ title: str, date, awarder: str, summary: str }))),
  certificates: optional(list(shape({ name: str, date, url: str, issuer: str }))),
  publications: optional(list(shape({ name: str, publisher: str, releaseDate: date, url: str, summary: str }))),
  skills: optional(list(shape({ name: str, level: str, keywords: strings }))),
  languages: optional(list(shape({ language: str, fluency: str }))),
  interests: optional(list(shape({ name: str, keywords: strings }))),
  references: optional(list(shape({ name: str, reference: str }))),
  projects: optional(
    list(
      shape({
        name: str,
        description: str,
        highlights: strings,
        keywords: strings,
        ...dated,
        url: str,
        roles: strings,
        entity: str,
        type: str,
      }),
    ),
  ),
  meta: optional(shape({ canonical: str, version: str, lastModified: str })),
};

/** A JSON Resume document, as far as it is checked and converted. */
export type JsonResume = ShapeOf<typeof jsonResumeShape>;

export const jsonResumeSchema = shape(jsonResumeShape);
