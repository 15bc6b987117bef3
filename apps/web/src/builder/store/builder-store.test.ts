import { limits } from "@vitae/schema";
import { beforeEach, describe, expect, it } from "vitest";
import { buildResume } from "@/test/resume-fixture";
import { redo, undo, useBuilderStore } from "./builder-store";
import { addCustomSection, createItem } from "./section-operations";

const history = () => useBuilderStore.temporal.getState();
const state = () => useBuilderStore.getState();
const rename = (name: string) => state().edit((data) => void (data.basics.name = name));

beforeEach(() => state().unload());

describe("builder store", () => {
  it("loads a resume, splitting record and data, with an empty history", () => {
    rename("ignored: nothing loaded");
    const resume = buildResume({ title: "CV", version: 4 });
    state().load(resume);
    expect(state().meta).toMatchObject({ id: resume.id, title: "CV", version: 4 });
    expect(state().data).toEqual(resume.data);
    // The store edits its own copy, never the loader's object.
    expect(state().data).not.toBe(resume.data);
    expect(history().pastStates).toHaveLength(0);
  });

  it("undoes and redoes data edits", () => {
    state().load(buildResume());
    rename("Ada");
    rename("Ada Lovelace");
    undo();
    expect(state().data?.basics.name).toBe("Ada");
    undo();
    expect(state().data?.basics.name).toBe("");
    redo();
    redo();
    expect(state().data?.basics.name).toBe("Ada Lovelace");
  });

  it("undoes typing a word at a time, never leaving the space before a word behind", () => {
    state().load(buildResume());
    const typed = "Software Engineer  at Vitae";
    for (let end = 1; end <= typed.length; end++) rename(typed.slice(0, end));
    const undone: string[] = [];
    while (history().pastStates.length > 0) {
      undo();
      undone.push(state().data?.basics.name ?? "");
    }
    expect(undone).toEqual(["Software Engineer  at", "Software Engineer", "Software", ""]);
    for (const value of undone) expect(value).toBe(value.trim());
    redo();
    redo();
    expect(state().data?.basics.name).toBe("Software Engineer");
  });

  it("undoes a run of backspaces as one step, and keeps other texts' edits apart", () => {
    state().load(buildResume());
    rename("Ada Lovelace");
    for (const value of ["Ada Lovelac", "Ada Lovela", "Ada Lovel"]) rename(value);
    state().edit((data) => void (data.basics.headline = "A"));
    state().edit((data) => void (data.basics.headline = "An"));
    undo();
    expect(state().data?.basics).toMatchObject({ name: "Ada Lovel", headline: "" });
    undo();
    expect(state().data?.basics.name).toBe("Ada Lovelace");
  });

  it("undoes item and section operations as single steps", () => {
    state().load(buildResume());
    state().edit((data) => void createItem(data, "skills", { id: "", visible: true, name: "Go", description: "", level: 1, keywords: [] }));
    state().edit((data) => void addCustomSection(data));
    undo();
    expect(state().data?.sections.custom).toEqual({});
    expect(state().data?.sections.skills.items).toHaveLength(1);
    undo();
    expect(state().data?.sections.skills.items).toHaveLength(0);
  });

  it("keeps at most 100 steps", () => {
    state().load(buildResume());
    for (let step = 1; step <= limits.undoHistorySteps + 20; step += 1) rename(`v${step}`);
    expect(history().pastStates).toHaveLength(limits.undoHistorySteps);
    for (let step = 0; step < limits.undoHistorySteps + 20; step += 1) undo();
    expect(state().data?.basics.name).toBe("v20");
  });

  it("never records record changes (saves) as steps, and undo keeps the saved version", () => {
    state().load(buildResume({ version: 1 }));
    rename("Ada");
    state().setMeta({ version: 2 });
    expect(history().pastStates).toHaveLength(1);
    undo();
    expect(state().meta?.version).toBe(2);
    expect(state().data?.basics.name).toBe("");
  });

  it("a new load clears the history of the previous resume", () => {
    state().load(buildResume());
    rename("Ada");
    state().load(buildResume());
    expect(history().pastStates).toHaveLength(0);
    expect(history().futureStates).toHaveLength(0);
  });
});
