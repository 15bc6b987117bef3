import type { ResumeData } from "@vitae/schema";

/**
 * The fields of each kind of item that hold names rather than prose: employers, schools,
 * organisations, places, and the tools a skill or project lists. Job titles and degrees are
 * not here: they are ordinary words, which the spelling check should still judge.
 */
const nameFields: Record<string, readonly string[]> = {
  experience: ["company", "location"],
  education: ["institution"],
  volunteer: ["organization", "location"],
  awards: ["awarder"],
  certifications: ["issuer"],
  publications: ["publisher"],
  projects: ["name", "keywords"],
  skills: ["name", "keywords"],
  profiles: ["network", "username"],
  references: ["name"],
  custom: ["name", "location"],
};

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * The words of the names the resume itself gives (the person's name and place, employers,
 * schools, places, tools), lowercased: a name is spelt as its owner spells it, so the
 * spelling check does not judge these words wherever the prose repeats them.
 */
export function ownNames(data: ResumeData): Set<string> {
  const texts: string[] = [data.basics.name, data.basics.location];
  const { custom, ...builtIn } = data.sections;
  const sections: [string, object][] = [...Object.entries(builtIn), ...Object.values(custom).map((section): [string, object] => ["custom", section])];
  for (const [kind, section] of sections) {
    const fields = nameFields[kind] ?? [];
    const items = "items" in section && Array.isArray(section.items) ? (section.items as Record<string, unknown>[]) : [];
    for (const item of items) {
      for (const field of fields) {
        const value = item[field];
        if (typeof value === "string") texts.push(value);
        else if (Array.isArray(value)) texts.push(...value.filter((entry): entry is string => typeof entry === "string"));
      }
    }
  }
  return new Set(texts.flatMap(wordsOf));
}
