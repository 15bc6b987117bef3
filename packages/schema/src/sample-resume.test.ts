import { describe, expect, it } from "vitest";

import { isTemplateName } from "./constants/templates";
import { idSchema } from "./shared/id";
import { hrefSchema } from "./shared/url";
import { customSectionKey, itemSectionIds } from "./resume/sections";
import { resumeDataSchema } from "./resume/resume-data";
import { sampleResume } from "./sample-resume";

describe("sampleResume", () => {
  it("validates and survives a parse unchanged", () => {
    const result = resumeDataSchema.safeParse(sampleResume);
    expect(result.error?.issues).toBeUndefined();
    expect(result.data).toEqual(sampleResume);
  });

  it("uses the default styling", () => {
    const { metadata } = sampleResume;
    expect(metadata.template).toBe("glalie");
    expect(isTemplateName(metadata.template)).toBe(true);
    expect(metadata.page.margin).toBe(14);
    expect(metadata.typography.font.family).toBe("Merriweather");
    expect(metadata.typography.font.size).toBe(13);
    expect(metadata.typography.lineHeight).toBe(1.75);
    expect(metadata.theme.primary).toBe("#ca8a04");
  });

  it("has content in every section, incl. basics, custom fields and a custom section", () => {
    const { basics, sections } = sampleResume;
    expect(basics.name).not.toBe("");
    expect(basics.headline).not.toBe("");
    expect(basics.customFields.length).toBeGreaterThan(0);
    expect(sections.summary.content.length).toBeGreaterThan(50);
    for (const id of itemSectionIds) {
      expect(sections[id].items.length, id).toBeGreaterThan(0);
      expect(sections[id].visible, id).toBe(true);
    }
    const custom = Object.values(sections.custom);
    expect(custom).toHaveLength(1);
    expect(custom[0]?.items.length).toBeGreaterThan(0);
  });

  it("gives profiles simple-icons slugs", () => {
    for (const profile of sampleResume.sections.profiles.items) {
      expect(profile.icon).toMatch(/^[a-z0-9]+$/);
      expect(profile.url.href).not.toBe("");
    }
  });

  it("places every section exactly once in the layout", () => {
    const placed = sampleResume.metadata.layout.flat(2);
    const expected = [
      "summary",
      ...itemSectionIds,
      ...Object.keys(sampleResume.sections.custom).map(customSectionKey),
    ];
    expect([...placed].sort()).toEqual([...expected].sort());
  });

  it("uses unique cuid2 ids and valid links throughout", () => {
    const ids: string[] = [];
    const hrefs: string[] = [];
    JSON.stringify(sampleResume, (key, value: unknown) => {
      if (key === "id" && typeof value === "string" && !/^[a-z]+$/.test(value)) ids.push(value);
      if (key === "href" && typeof value === "string") hrefs.push(value);
      return value;
    });
    expect(ids.length).toBeGreaterThan(20);
    for (const id of ids) expect(idSchema.safeParse(id).success, id).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const href of hrefs) expect(hrefSchema.safeParse(href).success, href).toBe(true);
  });

  it("contains no placeholder text", () => {
    expect(JSON.stringify(sampleResume)).not.toMatch(/lorem|ipsum/i);
  });
});
