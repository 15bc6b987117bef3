import { sampleResume } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import { parseSaved } from "./resume-api";

const record = {
  id: "ckv0resume0000000000000",
  title: "Mine",
  slug: "mine",
  visibility: "private",
  locked: false,
  version: 4,
  masterId: null,
  language: null,
  purpose: null,
  differences: null,
  userId: "ckv0user000000000000000",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-02T00:00:00.000Z",
};

describe("parseSaved", () => {
  it("takes the answer to a JSON Patch save, which has no data", () => {
    const saved = parseSaved(record);
    expect(saved).toMatchObject({ version: 4, updatedAt: new Date("2026-01-02T00:00:00.000Z") });
    expect(saved).not.toHaveProperty("data");
  });

  it("takes the answer to a whole-data save with its data", () => {
    expect(parseSaved({ ...record, data: sampleResume })).toMatchObject({ version: 4, data: { basics: { name: sampleResume.basics.name } } });
  });

  it("refuses an answer without a valid version", () => {
    expect(() => parseSaved({ ...record, version: 0 })).toThrow();
    const { version: _version, ...withoutVersion } = record;
    expect(() => parseSaved(withoutVersion)).toThrow(/no valid version/);
  });
});
