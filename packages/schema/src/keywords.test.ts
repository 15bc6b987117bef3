import { describe, expect, it } from "vitest";

import { mergeKeywords, splitKeywords } from "./keywords";

describe("splitKeywords", () => {
  it("splits on commas and line breaks and trims", () => {
    expect(splitKeywords("React, TypeScript,Node.js")).toEqual(["React", "TypeScript", "Node.js"]);
    expect(splitKeywords("Go\nRust\r\nZig")).toEqual(["Go", "Rust", "Zig"]);
  });

  it("drops empty pieces and repeats, keeping the first", () => {
    expect(splitKeywords(" , ,a,,b , a,\n\n b")).toEqual(["a", "b"]);
    expect(splitKeywords("")).toEqual([]);
    expect(splitKeywords("   ")).toEqual([]);
  });

  it("keeps spaces inside a keyword", () => {
    expect(splitKeywords("machine learning, data viz")).toEqual(["machine learning", "data viz"]);
  });
});

describe("mergeKeywords", () => {
  it("adds only new keywords and leaves the input list alone", () => {
    const existing = ["Go", "Rust"];
    expect(mergeKeywords(existing, "Rust, Zig")).toEqual(["Go", "Rust", "Zig"]);
    expect(existing).toEqual(["Go", "Rust"]);
  });
});
