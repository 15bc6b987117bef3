import { hrefSchema } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import type { ImportIssue } from "./import-issue";
import { normaliseUrl } from "./normalise-url";

function normalise(value: string, options = {}) {
  const warnings: ImportIssue[] = [];
  const href = normaliseUrl(value, ["url"], warnings, options);
  expect(hrefSchema.safeParse(href).success).toBe(true);
  return { href, warnings: warnings.map((warning) => warning.message) };
}

describe("normaliseUrl", () => {
  it.each(["https://example.com", "http://example.com/a?b=1#c", "mailto:ada@example.com", "https://例子.中国/路径"])(
    "keeps %s",
    (url) => {
      expect(normalise(url)).toEqual({ href: url, warnings: [] });
    },
  );

  it("keeps nothing as nothing", () => {
    expect(normalise("   ")).toEqual({ href: "", warnings: [] });
    expect(normaliseUrl(undefined, [], [])).toBe("");
    expect(normaliseUrl(null, [], [])).toBe("");
  });

  it.each([
    ["example.com", "https://example.com"],
    ["www.example.co.uk/me?x=1", "https://www.example.co.uk/me?x=1"],
    ["//cdn.example.com/a.png", "https://cdn.example.com/a.png"],
    ["example.com:8080/x", "https://example.com:8080/x"],
    ["пример.рф/обо-мне", "https://пример.рф/обо-мне"],
  ])("adds https:// to %s, with a warning", (value, href) => {
    expect(normalise(value)).toEqual({ href, warnings: [`Added https:// to the address "${value}"`] });
  });

  it.each(["not a url", "javascript:alert(1)", "ftp://example.com/file", "data:text/html,hi", "localhost", "https://"])(
    "drops %s with a warning",
    (value) => {
      expect(normalise(value)).toEqual({ href: "", warnings: [`Dropped "${value}": not a valid URL`] });
    },
  );

  it("adds no scheme when told not to (Reactive Resume v3 keeps only valid URLs)", () => {
    expect(normalise("example.com", { addScheme: false }).href).toBe("");
  });

  it("needs a path for pictures, so a bare file name is not taken for a host", () => {
    expect(normalise("profile-image.png", { requirePath: true }).href).toBe("");
    expect(normalise("images.example.com/me.png", { requirePath: true }).href).toBe("https://images.example.com/me.png");
  });
});
