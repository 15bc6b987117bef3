import { type ResumeData, sampleResume } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import type { DataChange } from "../db/schema";
import { applyChanges, dataOf, savedDataWrite } from "./stored-data";

const base = (): ResumeData => structuredClone(sampleResume);

function withHeadline(data: ResumeData, headline: string): ResumeData {
  return { ...data, basics: { ...data.basics, headline } };
}

describe("applyChanges", () => {
  it("sets, adds and removes at paths, sharing what no change touched and leaving its input alone", () => {
    const data = base();
    const before = structuredClone(data);
    const changes: DataChange[] = [
      { path: ["basics", "headline"], value: "Staff engineer" },
      { path: ["sections", "skills", "items", "0", "name"], value: "Go" },
      { path: ["metadata", "extra"], value: { a: 1 } },
      { path: ["basics", "phone"], removed: true },
    ];
    const result = applyChanges(data, changes) as ResumeData & { metadata: { extra?: unknown } };
    expect(result.basics.headline).toBe("Staff engineer");
    expect(result.sections.skills.items[0]!.name).toBe("Go");
    expect(result.metadata.extra).toEqual({ a: 1 });
    expect("phone" in result.basics).toBe(false);
    expect(data).toEqual(before);
    expect(result.sections.experience).toBe(data.sections.experience);
    expect(result.sections.skills.items[1]).toBe(data.sections.skills.items[1]);
  });

  it("applies changes in order, a later one on what an earlier one made", () => {
    const result = applyChanges(base(), [
      { path: ["metadata", "extra"], value: { list: [1, 2] } },
      { path: ["metadata", "extra", "list", "1"], value: 3 },
    ]) as ResumeData & { metadata: { extra?: unknown } };
    expect(result.metadata.extra).toEqual({ list: [1, 3] });
  });

  it("skips a change whose parent is missing or that would grow an array", () => {
    const data = base();
    const result = applyChanges(data, [
      { path: ["basics", "missing", "deep"], value: 1 },
      { path: ["sections", "skills", "items", "99"], value: {} },
    ]);
    expect(result).toEqual(data);
  });
});

describe("savedDataWrite", () => {
  it("adds a save's changes to the pending ones without writing the data", () => {
    const before = base();
    const after = withHeadline(before, "Staff engineer");
    const pending: DataChange[] = [{ path: ["basics", "name"], value: "Ada" }];
    const { write, pendingChanges } = savedDataWrite(before, pending, after);
    expect(write).toEqual({ pendingChanges });
    expect(pendingChanges).toEqual([...pending, { path: ["basics", "headline"], value: "Staff engineer" }]);
    expect(dataOf({ storedData: before, pendingChanges })).toEqual({ ...after, basics: { ...after.basics, name: "Ada" } });
  });

  it("keeps one change per place when the same field is edited again and again", () => {
    let data = base();
    let pending: DataChange[] | null = null;
    for (let save = 0; save < 100; save++) {
      const after = withHeadline(data, `Headline ${save}`);
      ({ pendingChanges: pending } = savedDataWrite(data, pending, after));
      data = after;
    }
    expect(pending).toEqual([{ path: ["basics", "headline"], value: "Headline 99" }]);
  });

  it("drops changes a later one overwrites from above", () => {
    const stored = base();
    const pending: DataChange[] = [{ path: ["sections", "skills", "items", "0", "name"], value: "Go" }];
    const before = dataOf({ storedData: stored, pendingChanges: pending });
    // An item removed: the list is set whole, over the pending change inside it.
    const after = { ...before, sections: { ...before.sections, skills: { ...before.sections.skills, items: before.sections.skills.items.slice(1) } } };
    const { pendingChanges } = savedDataWrite(before, pending, after);
    expect(pendingChanges).toEqual([{ path: ["sections", "skills", "items"], value: after.sections.skills.items }]);
    expect(dataOf({ storedData: stored, pendingChanges })).toEqual(after);
  });

  it("writes the data whole when the pending changes are not known", () => {
    const before = base();
    const after = withHeadline(before, "Staff engineer");
    expect(savedDataWrite(before, undefined, after)).toEqual({ write: { storedData: after, pendingChanges: null }, pendingChanges: null });
  });

  it("writes the data whole past 32 pending changes or 4,096 characters of them", () => {
    const before = base();
    const many: DataChange[] = Array.from({ length: 32 }, (_, index) => ({ path: ["metadata", `k${index}`], value: index }));
    expect(savedDataWrite(before, many, withHeadline(before, "A")).pendingChanges).toBeNull();
    expect(savedDataWrite(before, many.slice(1), withHeadline(before, "A")).pendingChanges).toHaveLength(32);

    const long = withHeadline(before, "x".repeat(4100));
    expect(savedDataWrite(before, null, long)).toEqual({ write: { storedData: long, pendingChanges: null }, pendingChanges: null });
  });

  it("writes the data whole when one save changes more than 16 places", () => {
    const before = base();
    const after = { ...before, metadata: { ...before.metadata, ...Object.fromEntries(Array.from({ length: 17 }, (_, index) => [`k${index}`, index])) } };
    expect(savedDataWrite(before, null, after).write).toEqual({ storedData: after, pendingChanges: null });
  });

  it("leaves nothing pending when a save changes nothing", () => {
    const before = base();
    expect(savedDataWrite(before, null, before)).toEqual({ write: { pendingChanges: null }, pendingChanges: null });
  });
});
