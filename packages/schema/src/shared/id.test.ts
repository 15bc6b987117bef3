import { describe, expect, it } from "vitest";

import { createId, idSchema, withNewId } from "./id";

describe("idSchema", () => {
  it("accepts generated cuid2 ids", () => {
    for (let i = 0; i < 20; i++) {
      const id = createId();
      expect(id).toMatch(/^[a-z][a-z0-9]{23}$/);
      expect(idSchema.safeParse(id).success).toBe(true);
    }
  });

  it("draws every allowed character: the leading letter from a-z, the rest from a-z and 0-9", () => {
    const ids = Array.from({ length: 2000 }, () => createId());
    expect(new Set(ids.map((id) => id[0])).size).toBe(26);
    expect(new Set(ids.flatMap((id) => [...id.slice(1)])).size).toBe(36);
  });

  it("generates distinct ids", () => {
    const ids = new Set(Array.from({ length: 1000 }, () => createId()));
    expect(ids.size).toBe(1000);
  });

  it.each(["", "ABC123", "has space", "dash-ed", "under_score", "ünïcode"])("rejects %j", (value) => {
    expect(idSchema.safeParse(value).success).toBe(false);
  });

  it("rejects non-strings", () => {
    expect(idSchema.safeParse(42).success).toBe(false);
    expect(idSchema.safeParse(null).success).toBe(false);
  });
});

describe("withNewId", () => {
  it("copies the value with a fresh valid id and leaves the original alone", () => {
    const original = { id: "", name: "x" };
    const copy = withNewId(original);
    expect(copy.name).toBe("x");
    expect(idSchema.safeParse(copy.id).success).toBe(true);
    expect(original.id).toBe("");
  });
});
