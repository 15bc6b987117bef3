import { describe, expect, it } from "vitest";
import { itemListPath, sectionPath } from "./section-paths";

describe("section paths", () => {
  it("address built-in and custom sections and their item lists", () => {
    expect(sectionPath("summary")).toEqual(["sections", "summary"]);
    expect(itemListPath("experience")).toEqual(["sections", "experience", "items"]);
    expect(itemListPath("custom.abc")).toEqual(["sections", "custom", "abc", "items"]);
  });
});
