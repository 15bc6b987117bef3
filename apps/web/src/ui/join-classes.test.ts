import { describe, expect, it } from "vitest";
import { joinClasses } from "./join-classes";

describe("joinClasses", () => {
  it("joins names and conditional names", () => {
    const hidden = false;
    expect(joinClasses("flex gap-2", hidden && "hidden", { "text-sm": true, "text-lg": false }, undefined)).toBe("flex gap-2 text-sm");
  });

  it("throws in development and tests when one utility would override another", () => {
    expect(() => joinClasses("h-9 px-4", "h-8")).toThrow(/h-9 would be overridden/);
    expect(() => joinClasses("justify-center", "justify-start")).toThrow(/justify-center/);
    // Different sides or variants are not conflicts.
    expect(joinClasses("rounded-md rounded-s-none", "hover:bg-zinc-100 bg-white")).toBe("rounded-md rounded-s-none hover:bg-zinc-100 bg-white");
  });
});
