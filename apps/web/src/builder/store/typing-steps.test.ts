import { describe, expect, it } from "vitest";
import { changedText, startsUndoStep } from "./typing-steps";

describe("changedText", () => {
  it("finds the one text an edit changed, by its path", () => {
    const shared = { items: [{ name: "Go" }] };
    const before = { basics: { name: "Ada", headline: "" }, sections: shared };
    const after = { basics: { name: "Ada L", headline: "" }, sections: shared };
    expect(changedText(before, after)).toEqual({ path: "/basics/name", before: "Ada", after: "Ada L" });
  });

  it("is null when nothing, several things or something other than a text changed", () => {
    const before = { a: "x", b: "y", n: 1 };
    expect(changedText(before, before)).toBeNull();
    expect(changedText(before, { ...before, a: "x1", b: "y1" })).toBeNull();
    expect(changedText(before, { ...before, n: 2 })).toBeNull();
    expect(changedText({ list: ["a"] }, { list: ["a", "b"] })).toBeNull();
  });
});

describe("startsUndoStep", () => {
  const change = (before: string, after: string, path = "/name") => ({ path, before, after });

  it("joins letters of a word, and starts a step at the space after a word", () => {
    expect(startsUndoStep(change("", "S"), change("S", "So"))).toBe(false);
    expect(startsUndoStep(change("Soft", "Softw"), change("Softw", "Softw "))).toBe(true);
    expect(startsUndoStep(change("Softw", "Softw "), change("Softw ", "Softw  "))).toBe(false);
    expect(startsUndoStep(change("Softw ", "Softw E"), change("Softw E", "Softw En"))).toBe(false);
  });

  it("starts a step for another field, another kind of edit, or a change that is not typing at the end", () => {
    expect(startsUndoStep(null, change("", "a"))).toBe(true);
    expect(startsUndoStep(change("", "a", "/other"), change("", "a"))).toBe(true);
    expect(startsUndoStep(change("ab", "abc"), change("abc", "ab"))).toBe(true);
    expect(startsUndoStep(change("abc", "ab"), change("ab", "a"))).toBe(false);
    expect(startsUndoStep(change("ab", "abc"), change("abc", "xabc"))).toBe(true);
    expect(startsUndoStep(change("ab", "abc"), null)).toBe(true);
  });
});
