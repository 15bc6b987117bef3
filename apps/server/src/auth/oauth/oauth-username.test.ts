import { usernameSchema } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import { baseUsername, firstFreeUsername } from "./oauth-username";

describe("baseUsername", () => {
  it.each([
    ["Octo.Cat", "octo.cat"],
    ["Jöhn Dœ+work", "jhndwork"],
    ["ab", "ab-user"],
    ["!!", "user"],
    ["x".repeat(300), "x".repeat(245)],
  ])("turns %j into %j", (handle, expected) => {
    expect(baseUsername(handle)).toBe(expected);
    expect(usernameSchema.safeParse(baseUsername(handle)).success).toBe(true);
  });
});

describe("firstFreeUsername", () => {
  it("adds the first free numeric suffix", () => {
    expect(firstFreeUsername("ada", new Set())).toBe("ada");
    expect(firstFreeUsername("ada", new Set(["ada", "ada1", "ada3"]))).toBe("ada2");
  });
});
