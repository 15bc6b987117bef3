import { createDefaultResumeData } from "@vitae/schema";
import { produce } from "immer";
import { describe, expect, it } from "vitest";
import { describeDropped } from "./describe-dropped";

const data = produce(createDefaultResumeData(), (draft) => {
  draft.sections.experience.name = "Berufserfahrung";
});

describe("describeDropped", () => {
  it("names the section, the field and the variant's text of a field of a deleted item", () => {
    const note = {
      kind: "override" as const,
      path: ["sections", "experience", "items", "item1", "summary"],
      value: "<p>Led the <strong>payments</strong> team &amp; its on-call</p>",
      reason: "masterItemDeleted" as const,
    };
    expect(describeDropped(note, data)).toEqual({
      kind: "itemField",
      place: { section: "Berufserfahrung" },
      field: "summary",
      value: "Led the payments team & its on-call",
    });
  });

  it("names a hidden item's section and an added item by its name", () => {
    expect(describeDropped({ kind: "hiddenItem", path: ["sections", "experience", "items", "item1"], reason: "masterItemDeleted" }, data)).toEqual({
      kind: "hiddenItem",
      place: { section: "Berufserfahrung" },
      field: null,
      value: null,
    });
    const added = { kind: "addedItem" as const, path: ["sections", "custom", "gone", "items", "own"], value: { id: "own", name: "Kotlin talk" }, reason: "masterItemDeleted" as const };
    // The master deleted the custom section itself: there is no name left to show.
    expect(describeDropped(added, data)).toEqual({ kind: "addedItem", place: null, field: null, value: "Kotlin talk" });
  });

  it("places header fields and custom fields, and cuts long values", () => {
    const long = "x".repeat(300);
    const basics = describeDropped({ kind: "override", path: ["basics", "headline"], value: long, reason: "masterFieldMissing" }, data);
    expect(basics).toMatchObject({ kind: "field", place: { part: "basics" }, field: "headline" });
    expect(basics.value).toHaveLength(120);
    expect(basics.value?.endsWith("…")).toBe(true);
    const custom = describeDropped({ kind: "override", path: ["basics", "customFields", "f1", "value"], value: "ada.dev", reason: "masterItemDeleted" }, data);
    expect(custom).toEqual({ kind: "itemField", place: { part: "customFields" }, field: "value", value: "ada.dev" });
  });
});
