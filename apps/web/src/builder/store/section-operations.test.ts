import { type ResumeData, createDefaultResumeData, defaultCustomItem, defaultSectionItems } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import {
  addCustomSection,
  clearSectionItems,
  createItem,
  defaultSectionName,
  deleteItem,
  duplicateItem,
  findSection,
  moveItem,
  removeCustomSection,
  renameSection,
  sectionItems,
  setSectionBreak,
  setSectionColumns,
  toggleItemVisibility,
  toggleSectionVisibility,
  updateItem,
} from "./section-operations";

const skill = (name: string) => ({ ...defaultSectionItems.skills, name });

function withSkills(...names: string[]): ResumeData {
  const data = createDefaultResumeData();
  for (const name of names) createItem(data, "skills", skill(name));
  return data;
}

const names = (data: ResumeData) => data.sections.skills.items.map((item) => item.name);

describe("item operations", () => {
  it("create appends the item with a fresh id, whatever id it carried", () => {
    const data = withSkills("TypeScript");
    const id = createItem(data, "skills", { ...skill("Go"), id: "taken" });
    expect(names(data)).toEqual(["TypeScript", "Go"]);
    expect(id).toMatch(/^[a-z][a-z0-9]{23}$/);
    expect(data.sections.skills.items[1]?.id).toBe(id);
    expect(new Set(data.sections.skills.items.map((item) => item.id)).size).toBe(2);
  });

  it("update replaces the item with the same id and leaves others alone", () => {
    const data = withSkills("A", "B");
    const [first] = data.sections.skills.items;
    updateItem(data, "skills", { ...first!, name: "A+" });
    expect(names(data)).toEqual(["A+", "B"]);
    updateItem(data, "skills", { ...first!, id: "missing", name: "ghost" });
    expect(names(data)).toEqual(["A+", "B"]);
  });

  it("duplicate appends a deep copy with a new id", () => {
    const data = withSkills("A");
    data.sections.skills.items[0]!.keywords = ["x"];
    const original = data.sections.skills.items[0]!;
    const copyId = duplicateItem(data, "skills", original.id);
    const copy = data.sections.skills.items[1]!;
    expect(copy.id).toBe(copyId);
    expect(copy.id).not.toBe(original.id);
    copy.keywords.push("y");
    expect(original.keywords).toEqual(["x"]);
    expect(duplicateItem(data, "skills", "missing")).toBeUndefined();
  });

  it("delete removes only the item with that id", () => {
    const data = withSkills("A", "B", "C");
    deleteItem(data, "skills", data.sections.skills.items[1]!.id);
    expect(names(data)).toEqual(["A", "C"]);
  });

  it("toggles an item's visibility", () => {
    const data = withSkills("A");
    const id = data.sections.skills.items[0]!.id;
    toggleItemVisibility(data, "skills", id);
    expect(data.sections.skills.items[0]!.visible).toBe(false);
    toggleItemVisibility(data, "skills", id);
    expect(data.sections.skills.items[0]!.visible).toBe(true);
  });

  it("moves an item and ignores out-of-range moves", () => {
    const data = withSkills("A", "B", "C");
    moveItem(data, "skills", 0, 2);
    expect(names(data)).toEqual(["B", "C", "A"]);
    moveItem(data, "skills", 2, 0);
    expect(names(data)).toEqual(["A", "B", "C"]);
    moveItem(data, "skills", 0, 3);
    moveItem(data, "skills", -1, 0);
    expect(names(data)).toEqual(["A", "B", "C"]);
  });

  it("works on custom sections and does nothing for unknown keys", () => {
    const data = createDefaultResumeData();
    const key = addCustomSection(data, "Talks");
    createItem(data, key, { ...defaultCustomItem, name: "JSConf" });
    expect(sectionItems(data, key)).toHaveLength(1);
    const before = structuredClone(data);
    createItem(data, "custom.nope", skill("x"));
    clearSectionItems(data, "custom.nope");
    expect(data).toEqual(before);
    expect(sectionItems(data, "custom.nope")).toEqual([]);
  });
});

describe("section operations", () => {
  it("toggles visibility, renames, resets the name and sets columns 1 to 5 only", () => {
    const data = createDefaultResumeData();
    toggleSectionVisibility(data, "summary");
    expect(data.sections.summary.visible).toBe(false);
    renameSection(data, "experience", "Work");
    expect(data.sections.experience.name).toBe("Work");
    renameSection(data, "experience", defaultSectionName("experience"));
    expect(data.sections.experience.name).toBe("Experience");
    expect(defaultSectionName("volunteer")).toBe("Volunteering");
    setSectionColumns(data, "skills", 3);
    setSectionColumns(data, "skills", 0);
    setSectionColumns(data, "skills", 6);
    setSectionColumns(data, "skills", 2.5);
    expect(data.sections.skills.columns).toBe(3);
  });

  it("turns page-break choices on, and off by removing them, on any section", () => {
    const data = createDefaultResumeData();
    const key = addCustomSection(data);
    const id = key.slice("custom.".length);
    setSectionBreak(data, "experience", "keepTogether", true);
    setSectionBreak(data, "summary", "startOnNewPage", true);
    setSectionBreak(data, key, "startOnNewPage", true);
    expect(data.sections.experience.keepTogether).toBe(true);
    expect(data.sections.summary.startOnNewPage).toBe(true);
    expect(data.sections.custom[id]?.startOnNewPage).toBe(true);
    setSectionBreak(data, "experience", "keepTogether", false);
    expect(data.sections.experience).not.toHaveProperty("keepTogether");
    expect(data.sections.experience).toEqual(createDefaultResumeData().sections.experience);
    const before = structuredClone(data);
    setSectionBreak(data, "custom.missing", "keepTogether", true);
    expect(data).toEqual(before);
  });

  it("clears all items of a section", () => {
    const data = withSkills("A", "B");
    clearSectionItems(data, "skills");
    expect(data.sections.skills.items).toEqual([]);
  });

  it("adds a custom section to the first column of the last page", () => {
    const data = createDefaultResumeData();
    data.metadata.layout.push([["education"], []]);
    const key = addCustomSection(data);
    expect(key).toMatch(/^custom\.[a-z0-9]+$/);
    expect(data.metadata.layout[1]?.[0]).toEqual(["education", key]);
    expect(findSection(data, key)?.name).toBe("Custom Section");
  });

  it("removes only custom sections, from the data and every page of the layout", () => {
    const data = createDefaultResumeData();
    const key = addCustomSection(data, "Talks");
    data.metadata.layout[0]?.[1]?.push(key);
    expect(removeCustomSection(data, "skills")).toBe(false);
    expect(removeCustomSection(data, "custom.unknown")).toBe(false);
    expect(removeCustomSection(data, key)).toBe(true);
    expect(data.sections.custom).toEqual({});
    expect(data.metadata.layout.flat(2)).not.toContain(key);
    expect(data.sections.skills).toBeDefined();
  });
});
