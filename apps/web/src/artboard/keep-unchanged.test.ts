import { sampleResume } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import { keepUnchanged } from "./keep-unchanged";

// As the artboard receives it: a structured clone of the builder's data.
const received = <T>(value: T): T => structuredClone(value);

describe("keepUnchanged", () => {
  it("answers the previous resume itself when nothing changed", () => {
    const first = structuredClone(sampleResume);
    expect(keepUnchanged(first, received(first))).toBe(first);
  });

  it("gives a changed field new parents up to the root and keeps every other part", () => {
    const first = structuredClone(sampleResume);
    const changed = received(first);
    changed.basics.name = "Someone Else";
    const kept = keepUnchanged(first, changed);
    expect(kept).toEqual(changed);
    expect(kept).not.toBe(first);
    expect(kept.basics).not.toBe(first.basics);
    expect(kept.basics.url).toBe(first.basics.url);
    expect(kept.sections).toBe(first.sections);
    expect(kept.metadata).toBe(first.metadata);
  });

  it("keeps the unchanged items of a changed list, matched by id when they move", () => {
    const first = structuredClone(sampleResume);
    expect(first.sections.experience.items.length).toBeGreaterThan(1);
    const changed = received(first);
    changed.sections.experience.items.reverse();
    changed.sections.experience.items[0]!.position = "Chief";
    const kept = keepUnchanged(first, changed);
    expect(kept).toEqual(changed);
    const items = kept.sections.experience.items;
    expect(items).not.toBe(first.sections.experience.items);
    expect(items[0]).not.toBe(first.sections.experience.items.at(-1));
    expect(items.slice(1)).toEqual(first.sections.experience.items.slice(0, -1).reverse());
    items.slice(1).forEach((item) => expect(first.sections.experience.items).toContain(item));
    expect(kept.sections.education).toBe(first.sections.education);
  });

  it("notices added, removed and retyped values", () => {
    expect(keepUnchanged({ a: 1 }, { a: 1, b: 2 })).toEqual({ a: 1, b: 2 });
    const previous = { a: 1, b: 2 };
    expect(keepUnchanged(previous, { a: 1 })).toEqual({ a: 1 });
    expect(keepUnchanged({ a: [1, 2] }, { a: [1] })).toEqual({ a: [1] });
    expect(keepUnchanged({ a: { b: 1 } }, { a: [1] })).toEqual({ a: [1] });
    expect(keepUnchanged({ a: undefined }, { b: undefined })).toEqual({ b: undefined });
    expect(keepUnchanged(null, { a: 1 })).toEqual({ a: 1 });
  });
});
