import { describe, expect, it } from "vitest";
import { parseTwitterHandles, parseWebsites } from "./linkedin-lists";

describe("parseTwitterHandles", () => {
  it("reads bracketed lists and bare handles, without the @", () => {
    expect(parseTwitterHandles("[ada_l,@babbage]")).toEqual(["ada_l", "babbage"]);
    expect(parseTwitterHandles("@ada")).toEqual(["ada"]);
    expect(parseTwitterHandles("[]")).toEqual([]);
    expect(parseTwitterHandles("")).toEqual([]);
  });
});

describe("parseWebsites", () => {
  it("reads LinkedIn's KIND:address list, keeping commas inside addresses", () => {
    expect(parseWebsites("[PORTFOLIO:https://a.dev/x?a=1,b=2,COMPANY:https://b.com,OTHER:c.org]")).toEqual([
      { kind: "Portfolio", url: "https://a.dev/x?a=1,b=2" },
      { kind: "Company", url: "https://b.com" },
      { kind: "Other", url: "c.org" },
    ]);
  });

  it("reads a bare address and a multi-word kind", () => {
    expect(parseWebsites("https://a.dev")).toEqual([{ kind: "", url: "https://a.dev" }]);
    expect(parseWebsites("[RSS_FEED:https://a.dev/rss]")).toEqual([{ kind: "Rss feed", url: "https://a.dev/rss" }]);
    expect(parseWebsites("[HTTPS://UPPER.EXAMPLE]")).toEqual([{ kind: "", url: "HTTPS://UPPER.EXAMPLE" }]);
  });
});
