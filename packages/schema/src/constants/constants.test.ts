import { describe, expect, it } from "vitest";

import { defaultTheme, primaryColourPresets } from "./colours";
import { defaultFontFamily, defaultFontSubset, defaultFontVariants, fontCatalogueEntrySchema, fontVariantSchema, quickFonts } from "./fonts";
import { importFileExtensions, importFormatSchema, importFormats } from "./import-formats";
import { apiBase, breakpoints, defaultLocale, defaultPostLoginPath, duplicateSuffixes, limits, panelSizes, templateThumbnailRatio, versionLabel } from "./limits";
import { pageFormatSchema, pageFormats, pageSizes } from "./page-formats";
import { clampToRange, numericControls, pictureAspectRatioPresets, pictureBorderRadiusPresets } from "./presets";
import { defaultTemplate, isTemplateName, templateNames } from "./templates";

describe("page formats", () => {
  it("are a4 210x297 and letter 215.9x279.4 mm (8.5x11 in)", () => {
    expect(pageFormats).toEqual(["a4", "letter"]);
    expect(pageSizes).toEqual({ a4: { width: 210, height: 297 }, letter: { width: 215.9, height: 279.4 } });
    expect(pageFormatSchema.safeParse("legal").success).toBe(false);
  });
});

describe("picture presets", () => {
  it("match the product's values", () => {
    expect(pictureAspectRatioPresets).toEqual({ square: 1, portrait: 0.75, horizontal: 1.33 });
    expect(pictureBorderRadiusPresets).toEqual({ square: 0, rounded: 6, circle: 9999 });
  });
});

describe("templates", () => {
  it("are the twelve names, rhyhorn by default", () => {
    expect(templateNames).toEqual([
      "azurill", "bronzor", "chikorita", "ditto", "gengar", "glalie",
      "kakuna", "leafish", "nosepass", "onyx", "pikachu", "rhyhorn",
    ]);
    expect(defaultTemplate).toBe("rhyhorn");
    expect(isTemplateName("onyx")).toBe(true);
    expect(isTemplateName("unknown")).toBe(false);
  });
});

describe("fonts", () => {
  it("offer the ten quick fonts and the default family", () => {
    expect(quickFonts).toEqual([
      "Open Sans", "Merriweather", "Roboto Condensed", "Playfair Display", "Lato",
      "Lora", "PT Sans", "PT Serif", "IBM Plex Sans", "IBM Plex Serif",
    ]);
    expect(defaultFontFamily).toBe("IBM Plex Serif");
    expect(defaultFontSubset).toBe("latin");
    expect(defaultFontVariants).toEqual(["regular"]);
  });

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
  it("has 19 distinct primary presets from #475569 to #e11d48", () => {
    expect(primaryColourPresets).toHaveLength(19);
    expect(primaryColourPresets[0]).toBe("#475569");
    expect(primaryColourPresets[18]).toBe("#e11d48");
    expect(new Set(primaryColourPresets).size).toBe(19);
    for (const colour of primaryColourPresets) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
    expect(primaryColourPresets).toContain("#dc2626");
    expect(primaryColourPresets).toContain("#ca8a04");
  });

  it("default to white, black and red", () => {
    expect(defaultTheme).toEqual({ background: "#ffffff", text: "#000000", primary: "#dc2626" });
  });
});

describe("numeric controls", () => {
  it("match the product's ranges and steps", () => {
    expect(numericControls).toEqual({
      pictureAspectRatio: { min: 0.1, max: 2, step: 0.05 },
      pictureBorderRadius: { min: 0, max: 9999, step: 2 },
      pageMargin: { min: 0, max: 48, step: 2 },
      fontSize: { min: 12, max: 18, step: 0.05 },
      lineHeight: { min: 0, max: 3, step: 0.05 },
    });
  });

  it("clamp and snap values", () => {
    expect(clampToRange(100, numericControls.pageMargin)).toBe(48);
    expect(clampToRange(-3, numericControls.pageMargin)).toBe(0);
    expect(clampToRange(13, numericControls.pageMargin)).toBe(14);
    expect(clampToRange(1.52, numericControls.lineHeight)).toBe(1.5);
    expect(clampToRange(0.01, numericControls.pictureAspectRatio)).toBe(0.1);
    expect(clampToRange(1.33, numericControls.pictureAspectRatio)).toBe(1.35);
  });
});

describe("limits", () => {
  it("match the product's values", () => {
    expect(limits.passwordMinLength).toBe(6);
    expect(limits.twoFactorCodeLength).toBe(6);
    expect(limits.backupCodeLength).toBe(10);
    expect(limits.undoHistorySteps).toBe(100);
    expect(limits.saveDebounceMs).toBe(500);
    expect(limits.toastLimit).toBe(1);
    expect(limits.toastRemoveDelayMs).toBe(5000);
    expect(limits.levelMin).toBe(0);
    expect(limits.levelMax).toBe(5);
    expect(limits.sectionColumnsMin).toBe(1);
    expect(limits.sectionColumnsMax).toBe(5);
    expect(limits.layoutColumnsPerPage).toBe(2);
    expect(limits.twoFactorQrCodeSize).toBe(256);
    expect(limits.queryStaleTimeMs).toBe(60000);
    expect(panelSizes).toEqual({ min: 25, max: 45, default: 30 });
    expect(breakpoints).toEqual({ sm: 640, md: 768, lg: 1024, xl: 1280, "2xl": 1400 });
    expect(templateThumbnailRatio).toEqual({ width: 1, height: 1.4142 });
    expect(versionLabel).toBe("v4.0.5");
    expect(defaultLocale).toBe("en-US");
    expect(apiBase).toBe("/api");
    expect(defaultPostLoginPath).toBe("/dashboard");
    expect(duplicateSuffixes).toEqual({ title: " (Copy)", slug: "-copy" });
  });
});

describe("import formats", () => {
  it("are the four types with their file extensions", () => {
    expect(importFormats).toEqual([
      "reactive-resume-json",
      "reactive-resume-v3-json",
      "json-resume-json",
      "linkedin-data-export-zip",
    ]);
    expect(importFileExtensions).toEqual({
      "reactive-resume-json": ".json",
      "reactive-resume-v3-json": ".json",
      "json-resume-json": ".json",
      "linkedin-data-export-zip": ".zip",
    });
    expect(importFormatSchema.safeParse("pdf").success).toBe(false);
  });
});
