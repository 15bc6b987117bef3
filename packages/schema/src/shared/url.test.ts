import { describe, expect, it } from "vitest";

import { optionalEmailSchema } from "./email";
import { defaultUrl, hrefSchema, invalidUrlMessage, urlSchema } from "./url";

describe("hrefSchema", () => {
  it.each([
    "",
    "https://example.com",
    "http://localhost:3000/path?q=1#top",
    "https://sub.example.co.uk/a/b",
    "mailto:someone@example.com",
  ])("accepts %j", (href) => {
    expect(hrefSchema.safeParse(href).success).toBe(true);
  });

  it.each([
    "example.com",
    "www.example.com",
    "not a url",
    "https://",
    " ",
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
  ])("rejects %j with the URL hint", (href) => {
    const result = hrefSchema.safeParse(href);
    expect(result.success).toBe(false);
    expect(result.error?.issues.some((issue) => issue.message === invalidUrlMessage)).toBe(true);
  });
});

describe("urlSchema", () => {
  it("defaults to an empty label and href", () => {
    expect(defaultUrl).toEqual({ label: "", href: "" });
    expect(urlSchema.parse(defaultUrl)).toEqual({ label: "", href: "" });
  });

  it("requires both fields", () => {
    expect(urlSchema.safeParse({ href: "" }).success).toBe(false);
    expect(urlSchema.safeParse({ label: "" }).success).toBe(false);
  });

  it("puts a bad href issue on the href path", () => {
    const result = urlSchema.safeParse({ label: "Site", href: "nope" });
    expect(result.error?.issues[0]?.path).toEqual(["href"]);
  });
});

describe("optionalEmailSchema", () => {
  it.each(["", "a@b.co", "first.last+tag@example.org"])("accepts %j", (email) => {
    expect(optionalEmailSchema.safeParse(email).success).toBe(true);
  });

  it.each(["a", "a@", "@b.com", "a@b", "a b@c.com", " "])("rejects %j", (email) => {
    expect(optionalEmailSchema.safeParse(email).success).toBe(false);
  });
});
