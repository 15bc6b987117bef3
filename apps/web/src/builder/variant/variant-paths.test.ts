import { createDefaultResumeData, sampleResume, resumeDataSchema } from "@vitae/schema";
import { produce } from "immer";
import { describe, expect, it } from "vitest";
import { itemListPath } from "./section-paths";
import { copyAtPath, setAtPath, valueAtPath } from "./variant-paths";

const sample = resumeDataSchema.parse(sampleResume);
const [first, second] = sample.sections.experience.items;
if (!first || !second) throw new Error("the sample needs two experience items");

describe("variant paths", () => {
  it("read a value through item ids, and nothing past a missing step", () => {
    expect(valueAtPath(sample, [...itemListPath("experience"), second.id, "company"])).toBe(second.company);
    expect(valueAtPath(sample, [...itemListPath("experience"), "nosuchitem", "company"])).toBeUndefined();
  });

  it("copy one field from the source into a draft, leaving the rest", () => {
    const source = produce(sample, (draft) => {
      draft.basics.name = "Source name";
      draft.basics.headline = "Source headline";
    });
    const result = produce(sample, (draft) => copyAtPath(draft, source, ["basics", "name"]));
    expect(result.basics.name).toBe("Source name");
    expect(result.basics.headline).toBe(sample.basics.headline);
  });

  it("copy an item by id, remove one the source lacks, and add one the target lacks", () => {
    const list = itemListPath("experience");
    const source = produce(sample, (draft) => {
      const item = draft.sections.experience.items[1];
      if (item) item.company = "Changed";
    });
    const changed = produce(sample, (draft) => copyAtPath(draft, source, [...list, second.id]));
    expect(changed.sections.experience.items[1]?.company).toBe("Changed");
    expect(changed.sections.experience.items[0]).toBe(sample.sections.experience.items[0]);

    const without = produce(source, (draft) => {
      draft.sections.experience.items.splice(0, 1);
    });
    const removed = produce(sample, (draft) => copyAtPath(draft, without, [...list, first.id]));
    expect(removed.sections.experience.items.map((item) => item.id)).not.toContain(first.id);
    const added = produce(without, (draft) => copyAtPath(draft, sample, [...list, first.id]));
    expect(added.sections.experience.items.map((item) => item.id)).toContain(first.id);
  });

  it("write a value at a path, and ignore a path whose parent is missing", () => {
    const data = createDefaultResumeData();
    const written = produce(data, (draft) => setAtPath(draft, ["sections", "summary", "name"], "Profil"));
    expect(written.sections.summary.name).toBe("Profil");
    const ignored = produce(data, (draft) => setAtPath(draft, ["sections", "experience", "items", "missing", "position"], "X"));
    expect(ignored).toBe(data);
  });
});
