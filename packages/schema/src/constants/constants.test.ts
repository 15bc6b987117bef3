import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

import { primaryColourPresets } from "./colours";
import { fontCatalogueEntrySchema, fontVariantSchema } from "./fonts";
import { importFileExtensions, importFormatSchema, importFormats } from "./import-formats";
import { pageFormatSchema } from "./page-formats";
import { clampToRange, numericControls } from "./presets";
import { versionLabel } from "./limits";
import { isTemplateName, templateNames } from "./templates";

// The constants' values are read where they are used; these tests cover what the
// constants' helpers and schemas do with them.

describe("page formats", () => {
  it("refuse a format we do not print", () => {
    expect(pageFormatSchema.safeParse("a4").success).toBe(true);
    expect(pageFormatSchema.safeParse("legal").success).toBe(false);
  });
});

describe("templates", () => {
  it("recognise only template names", () => {
    for (const name of templateNames) expect(isTemplateName(name)).toBe(true);
    expect(isTemplateName("unknown")).toBe(false);
    expect(isTemplateName("toString")).toBe(false);
  });
});

describe("fonts", () => {
  it("validate catalogue entries and variant names", () => {
    for (const variant of ["regular", "italic", "100", "900", "700italic"]) {
      expect(fontVariantSchema.safeParse(variant).success, variant).toBe(true);
    }
    for (const variant of ["bold", "1000", "50", "italic700"]) {
      expect(fontVariantSchema.safeParse(variant).success, variant).toBe(false);
    }
    const entry = {
      family: "Lora",
      category: "serif",
      subsets: ["latin"],
      variants: ["regular", "700italic"],
      files: { regular: "https://fonts.example/lora.woff2" },
    };
    expect(fontCatalogueEntrySchema.safeParse(entry).success).toBe(true);
    expect(fontCatalogueEntrySchema.safeParse({ ...entry, category: "fancy" }).success).toBe(false);
  });
});

describe("colours", () => {
  it("offer distinct presets, each a six-digit hex colour the colour inputs accept", () => {
    expect(new Set(primaryColourPresets).size).toBe(primaryColourPresets.length);
    for (const colour of primaryColourPresets) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe("numeric controls", () => {
  it("clamp and snap values", () => {
    expect(clampToRange(100, numericControls.pageMargin)).toBe(48);
    expect(clampToRange(-3, numericControls.pageMargin)).toBe(0);
    expect(clampToRange(13, numericControls.pageMargin)).toBe(14);
    expect(clampToRange(1.52, numericControls.lineHeight)).toBe(1.5);
    expect(clampToRange(0.01, numericControls.pictureAspectRatio)).toBe(0.1);
    expect(clampToRange(1.33, numericControls.pictureAspectRatio)).toBe(1.35);
  });
});

describe("import formats", () => {
  it("each have a file extension, and nothing else is a format", () => {
    for (const format of importFormats) expect(importFileExtensions[format]).toMatch(/^\.[a-z]+$/);
    expect(importFormatSchema.safeParse("pdf").success).toBe(false);
  });
});

describe("version label", () => {
  it("shows the version of the repository's package.json", () => {
    const { version } = JSON.parse(readFileSync(new URL("../../../../package.json", import.meta.url), "utf8")) as { version: string };
    expect(versionLabel).toBe(`v${version}`);
  });
});
