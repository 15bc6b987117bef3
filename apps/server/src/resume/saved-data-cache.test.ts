import { resumeDataSchema, sampleResume } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import { SavedDataCache } from "./saved-data-cache";

const data = resumeDataSchema.parse(structuredClone(sampleResume));

describe("SavedDataCache", () => {
  it("answers a resume's data only for the version it was saved as", () => {
    const cache = new SavedDataCache();
    cache.remember("a", 3, data, 1000);
    expect(cache.get("a", 3)).toBe(data);
    expect(cache.get("a", 2)).toBeUndefined();
    expect(cache.get("a", 4)).toBeUndefined();
    expect(cache.get("b", 3)).toBeUndefined();
  });

  it("keeps only the newest save of a resume", () => {
    const cache = new SavedDataCache();
    cache.remember("a", 3, data, 1000);
    const next = { ...data };
    cache.remember("a", 4, next, 1000);
    expect(cache.get("a", 3)).toBeUndefined();
    expect(cache.get("a", 4)).toBe(next);
  });

  it("drops the least recently saved resumes past its number of entries or of bytes", () => {
    const cache = new SavedDataCache(2, 5000);
    cache.remember("a", 1, data, 1000);
    cache.remember("b", 1, data, 1000);
    cache.remember("c", 1, data, 1000);
    expect(cache.get("a", 1)).toBeUndefined();
    expect(cache.get("b", 1)).toBe(data);
    expect(cache.get("c", 1)).toBe(data);
    cache.remember("b", 2, data, 4500);
    expect(cache.get("c", 1)).toBeUndefined();
    expect(cache.get("b", 2)).toBe(data);
    cache.remember("d", 1, data, 6000);
    expect(cache.get("d", 1)).toBeUndefined();
    expect(cache.get("b", 2)).toBe(data);
  });
});
