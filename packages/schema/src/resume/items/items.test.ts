import { describe, expect, it } from "vitest";

import { withNewId } from "../../shared/id";
import { defaultSectionItems, itemSectionIds, sectionItemSchemas } from "../sections";
import { customItemSchema, defaultCustomItem } from "./custom-item";
import { defaultLanguage, languageSchema } from "./language";
import { defaultSkill, skillSchema } from "./skill";

/** The item fields that are required (min 1 char), per section. */
const requiredFields = {
  awards: ["title"],
  certifications: ["name"],
  education: ["institution"],
  experience: ["company"],
  volunteer: ["organization"],
  interests: ["name"],
  languages: ["name"],
  profiles: ["network", "username"],
  projects: ["name"],
  publications: ["name"],
  references: ["name"],
  skills: [],
} as const;

/** A valid item of each section: the default with a new id and every required field filled. */
function validItem(section: (typeof itemSectionIds)[number]): Record<string, unknown> {
  const item: Record<string, unknown> = withNewId({ ...defaultSectionItems[section] });
  for (const field of requiredFields[section]) item[field] = "Filled";
  return item;
}

describe("item schemas", () => {
  it.each(itemSectionIds)("%s: a filled-in default validates", (section) => {
    expect(sectionItemSchemas[section].safeParse(validItem(section)).success).toBe(true);
  });

  it.each(itemSectionIds)("%s: every item needs a cuid2 id and a visible flag", (section) => {
    const schema = sectionItemSchemas[section];
    expect(schema.safeParse({ ...validItem(section), id: "" }).success).toBe(false);
    expect(schema.safeParse({ ...validItem(section), id: "Bad Id" }).success).toBe(false);
    const { visible: _visible, ...withoutVisible } = validItem(section);
    expect(schema.safeParse(withoutVisible).success).toBe(false);
  });

  it.each(
    Object.entries(requiredFields).flatMap(([section, fields]) =>
      fields.map((field) => [section as keyof typeof requiredFields, field] as const),
    ),
  )("%s: %s is required", (section, field) => {
    const result = sectionItemSchemas[section].safeParse({ ...validItem(section), [field]: "" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it("skills need no name", () => {
    const skill = { ...withNewId(defaultSkill), name: "", keywords: ["HTML"] };
    expect(skillSchema.safeParse(skill).success).toBe(true);
  });

  it("item urls reject invalid hrefs", () => {
    const item = { ...validItem("projects"), url: { label: "", href: "nope" } };
    expect(sectionItemSchemas.projects.safeParse(item).success).toBe(false);
  });
});

describe("levels", () => {
  it("default to 1 in the schema and in the item defaults", () => {
    expect(defaultSkill.level).toBe(1);
    expect(defaultLanguage.level).toBe(1);
    const { level: _level, ...withoutLevel } = { ...withNewId(defaultLanguage), name: "French" };
    expect(languageSchema.parse(withoutLevel).level).toBe(1);
  });

  it.each([0, 1, 2, 3, 4, 5])("accept %d", (level) => {
    expect(skillSchema.safeParse({ ...withNewId(defaultSkill), level }).success).toBe(true);
    expect(languageSchema.safeParse({ ...withNewId(defaultLanguage), name: "French", level }).success).toBe(true);
  });

  it.each([-1, 6, 2.5, Number.NaN, "3"])("reject %j", (level) => {
    expect(skillSchema.safeParse({ ...withNewId(defaultSkill), level }).success).toBe(false);
    expect(languageSchema.safeParse({ ...withNewId(defaultLanguage), name: "French", level }).success).toBe(false);
  });
});

describe("keywords", () => {
  it("default to an empty list", () => {
    const { keywords: _keywords, ...withoutKeywords } = withNewId(defaultSkill);
    expect(skillSchema.parse(withoutKeywords).keywords).toEqual([]);
    expect(defaultSkill.keywords).toEqual([]);
    expect(defaultCustomItem.keywords).toEqual([]);
  });

  it("must be strings", () => {
    expect(skillSchema.safeParse({ ...withNewId(defaultSkill), keywords: [1] }).success).toBe(false);
  });
});

describe("custom items", () => {
  it("have name, description, date, location, summary, keywords and url, none required", () => {
    const item = withNewId(defaultCustomItem);
    expect(Object.keys(item).sort()).toEqual(
      ["date", "description", "id", "keywords", "location", "name", "summary", "url", "visible"].sort(),
    );
    expect(customItemSchema.safeParse(item).success).toBe(true);
  });
});
