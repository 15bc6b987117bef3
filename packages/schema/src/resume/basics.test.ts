import { describe, expect, it } from "vitest";

import { basicsSchema, defaultBasics, defaultPicture, hasPicture, pictureSchema } from "./basics";

describe("basics defaults", () => {
  it("are what a new resume starts with", () => {
    expect(defaultBasics).toEqual({
      name: "",
      headline: "",
      email: "",
      phone: "",
      location: "",
      url: { label: "", href: "" },
      customFields: [],
      picture: {
        url: "",
        size: 64,
        aspectRatio: 1,
        borderRadius: 0,
        effects: { hidden: false, border: false, grayscale: false },
      },
    });
    expect(basicsSchema.safeParse(defaultBasics).success).toBe(true);
  });

  it("fill picture settings left out by the input", () => {
    const picture = pictureSchema.parse({ url: "", effects: {} });
    expect(picture).toEqual({
      url: "",
      size: 64,
      aspectRatio: 1,
      borderRadius: 0,
      effects: { hidden: false, border: false, grayscale: false },
    });
  });
});

describe("basics validation", () => {
  it("rejects an invalid email and accepts an empty one", () => {
    expect(basicsSchema.safeParse({ ...defaultBasics, email: "nope" }).success).toBe(false);
    expect(basicsSchema.safeParse({ ...defaultBasics, email: "" }).success).toBe(true);
    const bad = basicsSchema.safeParse({ ...defaultBasics, email: "nope" });
    expect(bad.error?.issues[0]?.path).toEqual(["email"]);
  });

  it("rejects an invalid website href", () => {
    const result = basicsSchema.safeParse({ ...defaultBasics, url: { label: "", href: "my site" } });
    expect(result.success).toBe(false);
  });

  it("requires custom fields to carry a cuid2 id, an icon, a name and a value", () => {
    const field = { id: "pta0leukfqwg407qr2dnosmu", icon: "globe", name: "Web", value: "x" };
    expect(basicsSchema.safeParse({ ...defaultBasics, customFields: [field] }).success).toBe(true);
    expect(
      basicsSchema.safeParse({ ...defaultBasics, customFields: [{ ...field, id: "Not An Id" }] }).success,
    ).toBe(false);
    const { icon: _icon, ...withoutIcon } = field;
    expect(basicsSchema.safeParse({ ...defaultBasics, customFields: [withoutIcon] }).success).toBe(false);
  });
});

describe("hasPicture", () => {
  it("is true only for a valid URL or same-origin path that is not hidden", () => {
    expect(hasPicture(defaultPicture)).toBe(false);
    expect(hasPicture({ ...defaultPicture, url: "https://example.com/me.jpg" })).toBe(true);
    expect(hasPicture({ ...defaultPicture, url: "/uploads/me.webp" })).toBe(true);
    expect(hasPicture({ ...defaultPicture, url: "//evil.example/me.jpg" })).toBe(false);
    expect(hasPicture({ ...defaultPicture, url: "me.jpg" })).toBe(false);
    expect(hasPicture({ ...defaultPicture, url: "javascript:alert(1)" })).toBe(false);
    expect(
      hasPicture({
        ...defaultPicture,
        url: "https://example.com/me.jpg",
        effects: { ...defaultPicture.effects, hidden: true },
      }),
    ).toBe(false);
  });
});
