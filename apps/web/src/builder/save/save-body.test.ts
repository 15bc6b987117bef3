import { sampleResume } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import { saveBodyFor } from "./save-body";

const base = { version: 4, data: sampleResume };

describe("saveBodyFor", () => {
  it("sends a one-word edit as a small JSON Patch of the base version", () => {
    const edited = structuredClone(sampleResume);
    edited.sections.experience.items[0]!.position = "Principal Engineer";
    const body = saveBodyFor(base, edited, 4);
    expect(body).toEqual({
      version: 4,
      patch: [{ op: "replace", path: "/sections/experience/items/0/position", value: "Principal Engineer" }],
    });
    expect(JSON.stringify(body).length).toBeLessThan(200);
  });

  it("sends whole data when the tab does not know the version's data", () => {
    const edited = { ...sampleResume, basics: { ...sampleResume.basics, name: "Other" } };
    expect(saveBodyFor(null, edited, 4)).toEqual({ version: 4, data: edited });
    expect(saveBodyFor(base, edited, 5)).toEqual({ version: 5, data: edited });
  });

  it("sends whole data when the patch would be larger", () => {
    // Every text changed: one operation per text, each with its path, outweighs the document.
    const rewritten = JSON.parse(JSON.stringify(sampleResume), (_key, value: unknown) =>
      typeof value === "string" && value !== "" ? `${value}!` : value,
    ) as typeof sampleResume;
    expect(saveBodyFor(base, rewritten, 4)).toEqual({ version: 4, data: rewritten });
  });

  it("answers nothing when the data equals the base", () => {
    expect(saveBodyFor(base, structuredClone(sampleResume), 4)).toBeUndefined();
  });
});
