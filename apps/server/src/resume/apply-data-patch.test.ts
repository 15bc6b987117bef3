import { resumeDataSchema, sampleResume } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import { applyDataPatch } from "./apply-data-patch";

// The data a patch is applied to may be a cached value other saves still read: it must
// come out of every patch, applied or refused, exactly as it went in.
describe("applyDataPatch", () => {
  const stored = () => resumeDataSchema.parse(structuredClone(sampleResume));

  it("applies every operation without changing the data it was given", () => {
    const base = stored();
    const before = structuredClone(base);
    const { data, bytes } = applyDataPatch(base, [
      { op: "replace", path: "/basics/headline", value: "Staff engineer" },
      { op: "remove", path: "/sections/skills/items/0" },
      { op: "move", from: "/sections/experience/items/1", path: "/sections/experience/items/0" },
      { op: "copy", from: "/sections/experience/items/0/company", path: "/basics/location" },
    ]);
    expect(base).toEqual(before);
    expect(data.basics.headline).toBe("Staff engineer");
    expect(data.sections.skills.items).toEqual(before.sections.skills.items.slice(1));
    expect(data.sections.experience.items[0]).toEqual(before.sections.experience.items[1]);
    expect(data.basics.location).toBe(before.sections.experience.items[1]!.company);
    expect(bytes).toBe(Buffer.byteLength(JSON.stringify(data)));
  });

  it("leaves the data unchanged when an operation is refused after others applied", () => {
    const base = stored();
    const before = structuredClone(base);
    expect(() =>
      applyDataPatch(base, [
        { op: "replace", path: "/sections/experience/items/0/company", value: "Changed" },
        { op: "replace", path: "/sections/experience/items/999/company", value: "Missing" },
      ]),
    ).toThrow(/Operation 1 does not apply/);
    expect(() => applyDataPatch(base, [{ op: "replace", path: "/basics/email", value: "not an address" }])).toThrow();
    expect(base).toEqual(before);
  });

  it("copies the containers of a path once, however many operations use it", () => {
    const base = stored();
    const { data } = applyDataPatch(base, [
      { op: "replace", path: "/basics/headline", value: "One" },
      { op: "replace", path: "/basics/name", value: "Two" },
    ]);
    expect([data.basics.headline, data.basics.name]).toEqual(["One", "Two"]);
    expect([base.basics.headline, base.basics.name]).toEqual([sampleResume.basics.headline, sampleResume.basics.name]);
  });
});
