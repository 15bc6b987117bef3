import { describe, expect, it } from "vitest";
import { sanitizeRedirect } from "./sanitize-redirect";

describe("sanitizeRedirect", () => {
  it.each([
    ["/dashboard", "/dashboard"],
    ["/builder/abc?tab=layout#top", "/builder/abc?tab=layout#top"],
    ["/ada/my-resume", "/ada/my-resume"],
    ["/a/../dashboard", "/dashboard"],
  ])("keeps the same-origin path %s", (value, expected) => {
    expect(sanitizeRedirect(value)).toBe(expected);
  });

  it.each([
    "//evil.example",
    "//evil.example/path",
    "https://evil.example",
    "http://evil.example/dashboard",
    "/\\evil",
    "/\\/evil.example",
    "\\\\evil.example",
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "data:text/html,hi",
    "dashboard",
    "/\t/evil.example",
    "/\n/evil.example",
    " /dashboard",
    "",
    null,
    undefined,
  ])("refuses %j", (value) => {
    expect(sanitizeRedirect(value)).toBeNull();
  });
});
