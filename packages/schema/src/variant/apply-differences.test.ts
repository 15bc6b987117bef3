import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { resumeDataSchema, type ResumeData } from "../resume/resume-data";
import { sampleResume } from "../sample-resume";
import { applyEdits, variantEditsArbitrary } from "../test/variant-edits";
import { applyDifferences } from "./apply-differences";
import { extractDifferences } from "./extract-differences";
import { resolvePath, startsWithPath } from "./json-value";
import { resetDifference } from "./reset-difference";
import { emptyDifferences, variantDifferencesSchema } from "./variant-differences";

const master: ResumeData = resumeDataSchema.parse(sampleResume);

/** A variant made by random edits, with its differences. */
const variantArbitrary = variantEditsArbitrary.map((edits) => {
  const data = applyEdits(master, edits);
  return { data, differences: extractDifferences(master, data) };
});

const valueAt = (data: unknown, path: string[]) => {
  const found = resolvePath(data, path);
  return "value" in found ? found.value : undefined;
};

describe("applyDifferences", () => {
  it("gives the master for no differences", () => {
    const result = applyDifferences(master, emptyDifferences());
    expect(result.data).toEqual(master);
    expect(result.dropped).toEqual([]);
  });

  it("leaves both arguments unchanged", () => {
    fc.assert(
      fc.property(variantArbitrary, ({ differences }) => {
        const before = structuredClone({ master, differences });
        applyDifferences(master, differences);
        expect({ master, differences }).toEqual(before);
      }),
    );
  });

  it("round-trips: applying the extracted differences gives the variant, and extracting again gives the same differences", () => {
    fc.assert(
      fc.property(variantArbitrary, ({ data, differences }) => {
        const applied = applyDifferences(master, differences);
        expect(applied.data).toEqual(data);
        expect(applied.dropped).toEqual([]);
        expect(extractDifferences(master, applied.data)).toEqual(differences);
      }),
    );
  });

  it("survives JSON: stored differences parse and apply the same", () => {
    fc.assert(
      fc.property(variantArbitrary, ({ data, differences }) => {
        const stored = variantDifferencesSchema.parse(JSON.parse(JSON.stringify(differences)));
        expect(resumeDataSchema.parse(applyDifferences(master, stored).data)).toEqual(data);
      }),
    );
  });

  it("resetting an overridden field gives the master's current value there", () => {
    fc.assert(
      fc.property(
        variantArbitrary.filter(({ differences }) => differences.overrides.length > 0),
        fc.nat(),
        ({ differences }, pick) => {
          const { path } = differences.overrides[pick % differences.overrides.length] ?? { path: [] };
          const reset = resetDifference(differences, { kind: "field", path });
          const shown = applyDifferences(master, reset).data;
          // A field of an item the variant hides is still that item's field: compare the field.
          expect(valueAt(shown, path)).toEqual(valueAt(master, path));
        },
      ),
    );
  });

  it("resetting an item gives the master's item (an item only the variant has is gone)", () => {
    fc.assert(
      fc.property(variantArbitrary, ({ data, differences }) => {
        const items = data.sections.experience.items;
        for (const item of items) {
          const list = ["sections", "experience", "items"];
          const shown = applyDifferences(master, resetDifference(differences, { kind: "item", list, id: item.id })).data;
          const masterItem = master.sections.experience.items.find((entry) => entry.id === item.id);
          expect(shown.sections.experience.items.find((entry) => entry.id === item.id)).toEqual(masterItem);
        }
      }),
    );
  });

  it("shows the master's edits of fields the variant does not override", () => {
    fc.assert(
      fc.property(variantArbitrary, variantEditsArbitrary, ({ differences }, masterEdits) => {
        const edited = applyEdits(master, masterEdits.filter((edit) => edit.kind !== "add"));
        const shown = applyDifferences(edited, differences).data;
        const overridden = (path: string[]) =>
          differences.overrides.some((override) => startsWithPath(path, override.path) || startsWithPath(override.path, path));
        for (const path of [
          ["basics", "name"],
          ["basics", "headline"],
          ["sections", "summary", "content"],
          ["metadata", "theme", "primary"],
          ["metadata", "template"],
        ]) {
          if (!overridden(path)) expect(valueAt(shown, path)).toEqual(valueAt(edited, path));
        }
        for (const item of edited.sections.experience.items) {
          const path = ["sections", "experience", "items", item.id, "position"];
          if (!overridden(path)) expect(valueAt(shown, path)).toEqual(item.position);
        }
      }),
    );
  });

  it("drops an item the master deletes, and its overrides with a note", () => {
    fc.assert(
      fc.property(variantArbitrary, fc.nat(), ({ differences }, pick) => {
        const items = master.sections.experience.items;
        const deleted = items[pick % items.length];
        if (!deleted) return;
        const edited = structuredClone(master);
        edited.sections.experience.items = items.filter((item) => item.id !== deleted.id);
        const itemPath = ["sections", "experience", "items", deleted.id];
        const result = applyDifferences(edited, differences);

        expect(result.data.sections.experience.items.some((item) => item.id === deleted.id)).toBe(false);
        const addressed = differences.overrides.filter((override) => startsWithPath(override.path, itemPath));
        expect(result.dropped.filter((note) => note.kind === "override")).toEqual(
          addressed.map((override) => ({ kind: "override", path: override.path, value: override.value, reason: "masterItemDeleted" })),
        );
        expect(result.differences.overrides.some((override) => startsWithPath(override.path, itemPath))).toBe(false);
        expect(result.differences.hiddenItems.some((hidden) => hidden.id === deleted.id)).toBe(false);
        expect(result.differences.dropped).toEqual(result.dropped);
      }),
    );
  });
});

describe("applyDifferences in detail", () => {
  const list = ["sections", "experience", "items"];
  const [first, second, third] = master.sections.experience.items;

  it("puts an item the master adds after the item it follows in the master, inside the variant's own order", () => {
    if (!first || !second || !third) throw new Error("the sample needs three experience items");
    const differences = { ...emptyDifferences(), itemOrder: [{ list, ids: [third.id, second.id, first.id] }] };
    const edited = structuredClone(master);
    const added = { ...first, id: "znewitem000000000000000a", company: "New" };
    edited.sections.experience.items.splice(1, 0, added);
    const ids = applyDifferences(edited, differences).data.sections.experience.items.map((item) => item.id);
    expect(ids.slice(0, 5)).toEqual([third.id, second.id, first.id, added.id, ...ids.slice(4, 5)]);
  });

  it("places a section the master adds in a variant with its own layout", () => {
    const differences = { ...emptyDifferences(), overrides: [{ path: ["metadata", "layout"], value: [[["summary"], ["skills"]]] }] };
    const shown = applyDifferences(master, differences).data.metadata.layout;
    expect(shown.flat(2).sort()).toEqual(master.metadata.layout.flat(2).sort());
    expect(shown[0]?.[0]?.[0]).toBe("summary");
  });

  it("removes an optional field with an override without value, and notes overrides of missing fields", () => {
    const differences = {
      ...emptyDifferences(),
      overrides: [{ path: ["metadata", "pdf"] }, { path: ["basics", "locationParts", "city"], value: "Berlin" }],
    };
    const withPdf = { ...master, metadata: { ...master.metadata, pdf: { attachData: false } } };
    const result = applyDifferences(withPdf, differences);
    expect(result.data.metadata.pdf).toBeUndefined();
    expect(result.dropped).toEqual([{ kind: "override", path: ["basics", "locationParts", "city"], value: "Berlin", reason: "masterFieldMissing" }]);
  });
});
