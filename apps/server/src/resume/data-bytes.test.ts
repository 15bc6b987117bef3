import { resumeDataBytes, resumeDataSchema, resumeLimits, type ResumeDataPatch, sampleResume } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import { applyDataPatch } from "./apply-data-patch";
import { jsonBytes, resizedJsonBytes } from "./data-bytes";
import { cleanData } from "./service";

const stored = () => resumeDataSchema.parse(structuredClone(sampleResume));
const interest = { ...sampleResume.sections.interests.items[0]!, id: "i9", name: "Gö ✓ 日本" };

// Each patch changes the data in another way: values of other lengths and scripts, items
// added, removed and moved, rich text that sanitising changes, a whole section replaced.
const patches: ResumeDataPatch[] = [
  [{ op: "replace", path: "/basics/headline", value: "Ingénieure — 日本語 😀" }],
  [{ op: "add", path: "/sections/interests/items/-", value: interest }],
  [{ op: "remove", path: "/sections/skills/items/1" }, { op: "replace", path: "/metadata/notes", value: "<p>n<script>x</script></p>" }],
  [{ op: "move", from: "/sections/experience/items/0", path: "/sections/experience/items/1" }],
  [{ op: "copy", from: "/basics/name", path: "/basics/headline" }],
  [{ op: "replace", path: "/sections/summary/content", value: '<p onclick="x()">Short <b>and</b> <img src=x onerror=y></p>' }],
  [{ op: "replace", path: "/sections/interests", value: { ...sampleResume.sections.interests, items: [] } }],
  [{ op: "replace", path: "/basics/headline", value: "" }],
];

describe("jsonBytes", () => {
  it("measures what the schema package's resumeDataBytes measures, in every script, emoji and lone surrogates included", () => {
    const values = [stored(), "Gö ✓ 日本 😀 مرحبا עברית हिन्दी", "\ud800 alone \udfff", { nested: ["\u0000", "é".normalize("NFD")] }, ""];
    for (const value of values) expect(jsonBytes(value)).toBe(resumeDataBytes(value));
  });
});

describe("resizedJsonBytes", () => {
  it("gives the exact size of patched, validated and sanitised data from the old size and the changed containers", async () => {
    let data = stored();
    let bytes = resumeDataBytes(data);
    for (const patch of patches) {
      const applied = applyDataPatch(data, patch, bytes);
      expect(applied.changed).not.toBeNull();
      const cleaned = await cleanData(applied.data, () => false);
      const resized = resizedJsonBytes(data, bytes, cleaned, applied.changed!);
      expect(resized).toBe(resumeDataBytes(cleaned));
      data = cleaned;
      bytes = resized!;
    }
  });

  it("is undefined when a container is not in both values", () => {
    expect(resizedJsonBytes({ a: { b: 1 } }, 13, { c: 1 }, [["a"]])).toBeUndefined();
    expect(resizedJsonBytes({ a: 1 }, 7, { a: { b: 1 } }, [["a", "b"]])).toBeUndefined();
    expect(resizedJsonBytes({ a: { b: 1 } }, 13, { a: { b: 22 } }, [["a"]])).toBe(jsonBytes({ a: { b: 22 } }));
  });
});

describe("applyDataPatch's size limit, measured from the stored size", () => {
  it("refuses a patch that takes data of the given size over the limit, and lets one that reaches it through", () => {
    const data = stored();
    // As if the stored data were 10 bytes under the limit (the rest of it, unchanged, is not measured).
    const bytes = resumeLimits.dataMaxBytes - 10;
    const headline = (extra: number): ResumeDataPatch => [{ op: "replace", path: "/basics/headline", value: data.basics.headline + "x".repeat(extra) }];
    expect(() => applyDataPatch(data, headline(10), bytes)).not.toThrow();
    expect(() => applyDataPatch(data, headline(11), bytes)).toThrow(/bytes \(1 MB\) as JSON/);
    // Without the stored size, the whole data is measured: far under the limit.
    expect(() => applyDataPatch(data, headline(11))).not.toThrow();
  });
});
