import { sampleResume } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import { changedPaths, type PathChange } from "./changed-paths";

/** `before` with the changes applied, as the database's jsonb_set and #- apply them. */
function applied(before: unknown, changes: PathChange[]): unknown {
  const result = structuredClone(before) as Record<string, unknown>;
  for (const change of changes) {
    const parent = change.path.slice(0, -1).reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, result);
    const key = change.path.at(-1)!;
    if ("removed" in change) delete parent[key];
    else parent[key] = structuredClone(change.value);
  }
  return result;
}

describe("changedPaths", () => {
  const before = structuredClone(sampleResume);

  it("finds the smallest changed places, and nothing for equal data", () => {
    expect(changedPaths(before, structuredClone(before), 16)).toEqual([]);
    const after = structuredClone(before);
    after.basics.headline = "New";
    after.sections.experience.items[0]!.summary = "<p>x</p>";
    expect(changedPaths(before, after, 16)).toEqual([
      { path: ["basics", "headline"], value: "New" },
      { path: ["sections", "experience", "items", "0", "summary"], value: "<p>x</p>" },
    ]);
  });

  it("sets an array whose length changed whole, adds new keys and removes missing ones", () => {
    const after = structuredClone(before) as unknown as Record<string, Record<string, unknown>>;
    (after.sections!.skills as { items: unknown[] }).items.pop();
    after.basics!.extra = { a: 1 };
    delete after.basics!.headline;
    const changes = changedPaths(before, after, 16)!;
    expect(changes).toContainEqual({ path: ["sections", "skills", "items"], value: (after.sections!.skills as { items: unknown[] }).items });
    expect(changes).toContainEqual({ path: ["basics", "extra"], value: { a: 1 } });
    expect(changes).toContainEqual({ path: ["basics", "headline"], removed: true });
    expect(applied(before, changes)).toEqual(after);
  });

  it("treats undefined as absent, like JSON", () => {
    const after = { ...structuredClone(before), basics: { ...before.basics, headline: undefined } };
    expect(changedPaths(before, after, 16)).toEqual([{ path: ["basics", "headline"], removed: true }]);
    expect(changedPaths({ a: 1 }, { a: 1, b: undefined }, 16)).toEqual([]);
  });

  it("gives up past its limit and when the roots differ", () => {
    const after = structuredClone(before);
    after.sections.experience.items.forEach((item, index) => (item.company = `C${index}`));
    expect(changedPaths(before, after, 1)).toBeNull();
    expect(applied(before, changedPaths(before, after, 16)!)).toEqual(after);
    expect(changedPaths([1], { a: 1 }, 16)).toBeNull();
    expect(changedPaths(1, 2, 16)).toBeNull();
  });
});
