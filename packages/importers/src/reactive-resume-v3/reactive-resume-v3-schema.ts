import {
  type Check,
  type ShapeOf,
  boolean,
  either,
  list,
  nullable,
  numeric,
  optional,
  shape,
  text,
} from "../check";

// Reactive Resume v3's export, as its own parser describes it (AmruthPillai/Reactive-Resume,
// libs/parser/src/reactive-resume-v3/schema.ts). Real files carry nulls in odd places, so
// every field is optional and may be null; items themselves may be null and are skipped.
const str = optional(nullable(text));
const num = optional(nullable(numeric));
const flag = optional(nullable(boolean));
/** v3 wrote some text fields as numbers (a skill's level "7"). */
const textual: Check<string> = either(text, (value, path, issues) => {
  const number = numeric(value, path, issues);
  return typeof number === "number" ? String(number) : number;
});
const keywords = optional(nullable(list(nullable(text))));
const dateRange = optional(nullable(shape({ start: str, end: str })));

function section<S extends Record<string, Check<unknown>>>(item: S) {
  return optional(
    nullable(
      shape({
        name: str,
        columns: num,
        visible: flag,
        items: optional(nullable(list(nullable(shape(item))))),
      }),
    ),
  );
}

export const reactiveResumeV3Shape = {
  public: flag,
  basics: shape({
    name: str,
    // Checked while converting: one that is not an address is kept as a custom field, not refused.
    email: str,
    phone: str,
    headline: str,
    summary: optional(nullable(either(text, shape({ body: str, visible: flag, heading: str })))),
    birthdate: str,
    website: str,
    profiles: optional(nullable(list(nullable(shape({ url: str, network: str, username: str }))))),
    location: optional(
      nullable(shape({ address: str, postalCode: str, city: str, country: str, region: str })),
    ),
    photo: optional(
      nullable(
        shape({
          visible: flag,
          url: str,
          filters: optional(nullable(shape({ shape: str, size: num, border: flag, grayscale: flag }))),
        }),
      ),
    ),
  }),
  sections: shape({
    work: section({ url: str, date: dateRange, name: str, position: str, summary: str }),
    awards: section({ url: str, date: str, title: str, awarder: str, summary: str }),
    skills: section({ name: str, level: optional(nullable(textual)), keywords, levelNum: num }),
    projects: section({ url: str, date: dateRange, name: str, summary: str, keywords, description: str }),
    education: section({
      url: str,
      area: str,
      date: dateRange,
      score: str,
      degree: str,
      courses: keywords,
      summary: str,
      institution: str,
    }),
    interests: section({ name: str, keywords }),
    languages: section({ name: str, level: optional(nullable(textual)), levelNum: num }),
    volunteer: section({ organization: str, position: str, date: dateRange, url: str, summary: str }),
    references: section({ name: str, email: str, phone: str, summary: str, relationship: str }),
    publications: section({ url: str, date: str, name: str, publisher: str, summary: str }),
    certifications: section({ url: str, date: str, name: str, issuer: str, summary: str }),
  }),
  metadata: optional(
    nullable(
      shape({
        date: optional(nullable(shape({ format: str }))),
        css: optional(nullable(shape({ value: str, visible: flag }))),
        theme: optional(nullable(shape({ text: str, primary: str, background: str }))),
        layout: optional(nullable(list(list(list(nullable(text)))))),
        locale: str,
        template: str,
        typography: optional(
          nullable(
            shape({
              size: optional(nullable(shape({ body: num, heading: num }))),
              family: optional(nullable(shape({ body: str, heading: str }))),
            }),
          ),
        ),
      }),
    ),
  ),
};

export type ReactiveResumeV3 = ShapeOf<typeof reactiveResumeV3Shape>;

export const reactiveResumeV3Schema = shape(reactiveResumeV3Shape);
