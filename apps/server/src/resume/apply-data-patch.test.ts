import { resumeDataSchema, sampleResume } from "@vitae/schema";
import { applyPatch, type Operation } from "rfc6902";
import { describe, expect, it } from "vitest";
import { applyDataPatch } from "./apply-data-patch";

// The data a patch is applied to may be a cached value other saves still read: it must
// come out of every patch, applied or refused, exactly as it went in.
describe("applyDataPatch", () => {
  const stored = () => resumeDataSchema.parse(structuredClone(sampleResume));

  it("applies every operation without changing the data it was given", () => {
    const base = stored();
    const before = structuredClone(base);
    const { data, changed } = applyDataPatch(base, [
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
    expect(changed).toEqual([["basics"], ["sections", "skills", "items"], ["sections", "experience", "items"]]);
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

  it("gives what validating the whole data gives, validating only what changed", () => {
    const base = stored();
    const interest = { ...sampleResume.sections.interests.items[0]!, id: "i9", name: "Go", unknownKey: "dropped" };
    const patches = [
      [{ op: "replace", path: "/basics/headline", value: "New" }],
      [{ op: "add", path: "/sections/interests/items/-", value: interest }],
      [{ op: "add", path: "/sections/interests/items/0/keywords/-", value: "k" }, { op: "remove", path: "/sections/skills/items/0" }],
      [{ op: "move", from: "/sections/experience/items/0", path: "/sections/experience/items/1" }],
      [{ op: "replace", path: "/metadata/css", value: { value: "a{}", visible: true, extra: 1 } }],
      [{ op: "test", path: "/basics/name", value: base.basics.name }],
    ] as const;
    for (const patch of patches) {
      const whole = structuredClone(base);
      for (const operation of patch) {
        const [error] = applyPatch(whole, [operation as Operation]);
        expect(error).toBeNull();
      }
      expect(applyDataPatch(base, patch as never).data).toEqual(resumeDataSchema.parse(whole));
    }
  });

  it("names the bad fields of what changed with their paths in the data", () => {
    const base = stored();
    const refused = (patch: object[]) => {
      try {
        applyDataPatch(base, patch as never);
      } catch (error) {
        return (error as { details?: { issues: { path: unknown[] }[] } }).details?.issues.map((issue) => issue.path);
      }
      throw new Error("the patch was applied");
    };
    expect(refused([{ op: "replace", path: "/basics/email", value: "not an address" }])).toEqual([["body", "data", "basics", "email"]]);
    expect(refused([{ op: "replace", path: "/sections/experience/items/1/company", value: 7 }])).toEqual([
      ["body", "data", "sections", "experience", "items", 1, "company"],
    ]);
  });
});
