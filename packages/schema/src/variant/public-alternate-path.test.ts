import { describe, expect, it } from "vitest";

import { publicAlternateLinks, publicAlternatePath, publicPagePath } from "./public-alternate-path";
import type { PublicAlternate } from "./variant-differences";

const master: PublicAlternate = { locale: "en-US", slug: "cv", master: true };
const german: PublicAlternate = { locale: "de-DE", slug: "cv-de", master: false };
const arabic: PublicAlternate = { locale: "ar-SA", slug: "سيرة", master: false };

describe("public alternate addresses", () => {
  it("encode every part", () => {
    expect(publicPagePath("ada", "my cv")).toBe("/ada/my%20cv");
    expect(publicPagePath("ada", "cv", "de-DE")).toBe("/ada/cv?lang=de-DE");
    expect(publicPagePath("a/b", "c?d", "x&y")).toBe("/a%2Fb/c%3Fd?lang=x%26y");
  });

  it("address each language at the master's address with ?lang=", () => {
    const alternates = [master, german, arabic];
    expect(publicAlternatePath("ada", alternates, german)).toBe("/ada/cv?lang=de-DE");
    expect(publicAlternatePath("ada", alternates, master)).toBe("/ada/cv?lang=en-US");
    expect(publicAlternateLinks("ada", alternates)).toEqual([
      { hreflang: "en-US", path: "/ada/cv?lang=en-US" },
      { hreflang: "de-DE", path: "/ada/cv?lang=de-DE" },
      { hreflang: "ar-SA", path: "/ada/cv?lang=ar-SA" },
      { hreflang: "x-default", path: "/ada/cv" },
    ]);
  });

  it("use the variants' own addresses, and no x-default, when the master is not public", () => {
    expect(publicAlternateLinks("ada", [german, arabic])).toEqual([
      { hreflang: "de-DE", path: "/ada/cv-de" },
      { hreflang: "ar-SA", path: `/ada/${encodeURIComponent("سيرة")}` },
    ]);
  });

  it("are none without alternates", () => {
    expect(publicAlternateLinks("ada", [])).toEqual([]);
  });
});
