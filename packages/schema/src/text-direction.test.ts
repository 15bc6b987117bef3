import { describe, expect, it } from "vitest";
import { resumeDirection, textDirection } from "./text-direction";

describe("textDirection", () => {
  it("runs Arabic, Hebrew, Persian and Urdu right to left, the others left to right", () => {
    expect(["ar-SA", "he-IL", "fa-IR", "ur-PK", "ur", "AR"].map(textDirection)).toEqual(["rtl", "rtl", "rtl", "rtl", "rtl", "rtl"]);
    expect(["en-US", "de-DE", "hi-IN", "zh-CN"].map(textDirection)).toEqual(["ltr", "ltr", "ltr", "ltr"]);
  });
});

describe("resumeDirection", () => {
  it("follows the language a variant states, either way", () => {
    expect(resumeDirection("ar-SA")).toBe("rtl");
    expect(resumeDirection("he-IL")).toBe("rtl");
    expect(resumeDirection("en-US")).toBe("ltr");
  });

  it("lays out a resume that states no language left to right", () => {
    expect(resumeDirection(null)).toBe("ltr");
    expect(resumeDirection(undefined)).toBe("ltr");
    expect(resumeDirection("")).toBe("ltr");
  });
});
