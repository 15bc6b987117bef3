import { describe, expect, it } from "vitest";

import { defaultLayout, layoutSchema } from "./layout";
import { defaultCss, defaultMetadata, metadataSchema } from "./metadata";

describe("metadata defaults", () => {
  it("are what a new resume starts with", () => {
    expect(defaultMetadata.template).toBe("rhyhorn");
    expect(defaultMetadata.page).toEqual({
      margin: 18,
      format: "a4",
      options: { breakLine: true, pageNumbers: true },
    });
    expect(defaultMetadata.theme).toEqual({ background: "#ffffff", text: "#000000", primary: "#dc2626" });
    expect(defaultMetadata.typography).toEqual({
      font: { family: "IBM Plex Serif", subset: "latin", variants: ["regular"], size: 14 },
      lineHeight: 1.5,
      hideIcons: false,
      underlineLinks: true,
    });
    expect(defaultMetadata.notes).toBe("");
    expect(defaultMetadata.css.visible).toBe(false);
  });

  it("ship CSS that outlines boxes with 1px", () => {
    expect(defaultMetadata.css.value).toBe(defaultCss);
    expect(defaultCss).toMatch(/outline:\s*1px solid/);
  });

  it("lay out one page: main then sidebar", () => {
    expect(defaultMetadata.layout).toEqual([
      [
        ["profiles", "summary", "experience", "education", "projects", "volunteer", "references"],
        ["skills", "interests", "certifications", "awards", "publications", "languages"],
      ],
    ]);
    expect(defaultLayout).toEqual(defaultMetadata.layout);
  });

  it("validate", () => {
    expect(metadataSchema.parse(defaultMetadata)).toEqual(defaultMetadata);
  });

  it("are filled in by the schema for fields an input leaves out", () => {
    const parsed = metadataSchema.parse({
      css: {},
      page: { options: {} },
      theme: {},
      typography: { font: {} },
    });
    expect(parsed).toEqual({
      template: "rhyhorn",
      layout: [
        [
          ["profiles", "summary", "experience", "education", "projects", "volunteer", "references"],
          ["skills", "interests", "certifications", "awards", "publications", "languages"],
        ],
      ],
      css: { value: defaultCss, visible: false },
      page: { margin: 18, format: "a4", options: { breakLine: true, pageNumbers: true } },
      theme: { background: "#ffffff", text: "#000000", primary: "#dc2626" },
      typography: {
        font: { family: "IBM Plex Serif", subset: "latin", variants: ["regular"], size: 14 },
        lineHeight: 1.5,
        hideIcons: false,
        underlineLinks: true,
      },
      notes: "",
    });
  });

  it("give each parse its own default layout and variants", () => {
    const input = { css: {}, page: { options: {} }, theme: {}, typography: { font: {} } };
    const a = metadataSchema.parse(input);
    const b = metadataSchema.parse(input);
    expect(a.layout).not.toBe(b.layout);
    expect(a.typography.font.variants).not.toBe(b.typography.font.variants);
    expect(a.layout).not.toBe(defaultLayout);
  });
});

describe("metadata validation", () => {
  it("accepts only a4 and letter", () => {
    const page = (format: string) => ({ ...defaultMetadata, page: { ...defaultMetadata.page, format } });
    expect(metadataSchema.safeParse(page("letter")).success).toBe(true);
    expect(metadataSchema.safeParse(page("a5")).success).toBe(false);
  });

  it("needs at least one page in the layout", () => {
    expect(layoutSchema.safeParse([]).success).toBe(false);
    expect(layoutSchema.safeParse([[[], []]]).success).toBe(true);
    expect(layoutSchema.safeParse([[["summary"], [1]]]).success).toBe(false);
  });
});
