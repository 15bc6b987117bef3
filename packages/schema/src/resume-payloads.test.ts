import { describe, expect, it } from "vitest";

import {
  createResumeRequestSchema,
  createResumeSchema,
  duplicate,
  duplicateResumeSchema,
  importResumeSchema,
  lockResumeSchema,
  patchResumeSchema,
  slugify,
  updateResumeSchema,
  uploadImageResponseSchema,
} from "./resume-payloads";
import { defaultResumeData } from "./resume/resume-data";
import { sampleResume } from "./sample-resume";

describe("slugify", () => {
  it.each([
    ["My Resume", "my-resume"],
    ["  Senior   Engineer -- 2024  ", "senior-engineer-2024"],
    ["Résumé für Zoë", "resume-fur-zoe"],
    ["already-a-slug", "already-a-slug"],
    ["C++ / Rust!", "c-rust"],
    ["UPPER_case", "upper-case"],
    ["!!!", ""],
  ])("%j -> %j", (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });
});

describe("create resume", () => {
  it("normalises the slug and defaults to private", () => {
    expect(createResumeSchema.parse({ title: "My Resume", slug: "My Resume" })).toEqual({
      title: "My Resume",
      slug: "my-resume",
      visibility: "private",
    });
  });

  it("needs a title and a slug with at least one character left after normalising", () => {
    expect(createResumeSchema.safeParse({ title: "", slug: "x" }).success).toBe(false);
    expect(createResumeSchema.safeParse({ title: "x", slug: "" }).success).toBe(false);
    expect(createResumeSchema.safeParse({ title: "x", slug: "---" }).success).toBe(false);
  });

  it("takes only public or private", () => {
    expect(createResumeSchema.parse({ title: "x", slug: "x", visibility: "public" }).visibility).toBe("public");
    expect(createResumeSchema.safeParse({ title: "x", slug: "x", visibility: "secret" }).success).toBe(false);
  });
});

describe("update resume", () => {
  it("takes any subset of title, slug, visibility and data", () => {
    expect(updateResumeSchema.parse({})).toEqual({});
    expect(updateResumeSchema.parse({ slug: "New Name" })).toEqual({ slug: "new-name" });
    expect(updateResumeSchema.safeParse({ data: defaultResumeData }).success).toBe(true);
    expect(updateResumeSchema.safeParse({ data: { basics: {} } }).success).toBe(false);
  });
});

describe("import resume", () => {
  it("needs data; title and slug are optional", () => {
    expect(importResumeSchema.safeParse({ data: sampleResume }).success).toBe(true);
    expect(importResumeSchema.parse({ data: sampleResume, title: "Sample", slug: "The Sample" }).slug).toBe(
      "the-sample",
    );
    expect(importResumeSchema.safeParse({ title: "x" }).success).toBe(false);
  });
});

describe("lock resume", () => {
  it("takes a boolean set", () => {
    expect(lockResumeSchema.parse({ set: true })).toEqual({ set: true });
    expect(lockResumeSchema.safeParse({ set: "true" }).success).toBe(false);
    expect(lockResumeSchema.safeParse({}).success).toBe(false);
  });
});

describe("duplicate", () => {
  it("appends ' (Copy)' to the title and '-copy' to the slug", () => {
    expect(duplicate({ title: "My Resume", slug: "my-resume" })).toEqual({
      title: "My Resume (Copy)",
      slug: "my-resume-copy",
    });
  });
});

describe("create resume request", () => {
  it("derives nothing itself but leaves the slug optional and defaults sample to false", () => {
    expect(createResumeRequestSchema.parse({ title: "My Resume" })).toEqual({
      title: "My Resume",
      visibility: "private",
      sample: false,
    });
    expect(createResumeRequestSchema.parse({ title: "x", slug: "A B", sample: true })).toMatchObject({
      slug: "a-b",
      sample: true,
    });
    expect(createResumeRequestSchema.safeParse({ title: "x", slug: "!!!" }).success).toBe(false);
    expect(createResumeRequestSchema.safeParse({ title: " " }).success).toBe(false);
  });
});

describe("patch resume", () => {
  it("needs the version when data is sent", () => {
    const result = patchResumeSchema.safeParse({ data: defaultResumeData });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["version"]);
    expect(patchResumeSchema.safeParse({ data: defaultResumeData, version: 3 }).success).toBe(true);
  });

  it("takes title, slug and visibility with or without a version", () => {
    expect(patchResumeSchema.parse({ title: "T" })).toEqual({ title: "T" });
    expect(patchResumeSchema.parse({ slug: "New Slug", version: 2 })).toEqual({ slug: "new-slug", version: 2 });
    expect(patchResumeSchema.safeParse({ title: "T", version: 0 }).success).toBe(false);
    expect(patchResumeSchema.safeParse({ title: "T", version: 1.5 }).success).toBe(false);
  });
});

describe("duplicate resume request", () => {
  it("takes an optional title and slug", () => {
    expect(duplicateResumeSchema.parse({})).toEqual({});
    expect(duplicateResumeSchema.parse({ title: "Copy", slug: "The Copy" })).toEqual({ title: "Copy", slug: "the-copy" });
    expect(duplicateResumeSchema.safeParse({ slug: "" }).success).toBe(false);
  });
});

describe("upload image response", () => {
  it("holds an origin-relative storage address", () => {
    expect(uploadImageResponseSchema.safeParse({ data: "/api/storage/a/b.webp" }).success).toBe(true);
    expect(uploadImageResponseSchema.safeParse({ data: "https://cv.example.org/api/storage/a/b.webp" }).success).toBe(false);
    expect(uploadImageResponseSchema.safeParse({ data: "//evil.example/api/storage/a.webp" }).success).toBe(false);
  });
});
