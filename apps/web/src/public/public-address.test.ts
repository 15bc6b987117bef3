import { describe, expect, it } from "vitest";
import { publicAddress } from "./public-address";

describe("publicAddress", () => {
  it("reads /{username}/{slug}, with or without a trailing slash, decoded", () => {
    expect(publicAddress("/grace/cv")).toEqual({ username: "grace", slug: "cv" });
    expect(publicAddress("/grace/my%20cv/")).toEqual({ username: "grace", slug: "my cv" });
  });

  it("refuses anything else", () => {
    expect(publicAddress("/")).toBeNull();
    expect(publicAddress("/grace")).toBeNull();
    expect(publicAddress("/a/b/c")).toBeNull();
    expect(publicAddress("/grace/%E0%A4%A")).toBeNull();
  });
});
