import { createId, type ResumeData, sampleResume } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import { CorruptVersionError, dataText, decodeChain, encodeDelta, encodeKeyframe, maxDeltaLines } from "./version-codec";

/** A deterministic walk of small edits: words changed, items added, removed and moved. */
function edits(count: number): ResumeData[] {
  let seed = 7;
  const random = (below: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % below;
  };
  const states: ResumeData[] = [];
  let data = structuredClone(sampleResume);
  for (let step = 0; step < count; step++) {
    data = structuredClone(data);
    const items = data.sections.experience.items;
    const pick = random(4);
    if (pick === 0) data.basics.headline = `${data.basics.headline.split(" ").slice(0, 3).join(" ")} ${step}`;
    else if (pick === 1 && items.length > 0) items.push(items.splice(random(items.length), 1)[0] as (typeof items)[number]);
    else if (pick === 2 && items[0]) items.push({ ...items[0], id: createId(), summary: `<p>Step ${step}</p>` });
    else if (items.length > 1) items.splice(random(items.length), 1);
    states.push(data);
  }
  return states;
}

/** The delta of two close texts, which must exist. */
function delta(from: string, to: string): Uint8Array {
  const payload = encodeDelta(from, to);
  if (!payload) throw new Error("no delta for two close texts");
  return payload;
}

describe("version storage", () => {
  it("rebuilds every state of a chain of deltas exactly", () => {
    const states = edits(60);
    const chain = [{ payload: encodeKeyframe(dataText(states[0] as ResumeData)), isKeyframe: true }];
    for (let index = 1; index < states.length; index++) {
      chain.push({ payload: delta(dataText(states[index - 1] as ResumeData), dataText(states[index] as ResumeData)), isKeyframe: false });
      expect(JSON.parse(decodeChain(chain))).toEqual(states[index]);
    }
  });

  it("stores a small edit in far less than a compressed whole copy", () => {
    const before = dataText(sampleResume);
    const changed = structuredClone(sampleResume);
    changed.basics.headline = "Changed headline";
    expect(delta(before, dataText(changed)).length).toBeLessThan(encodeKeyframe(before).length / 10);
  });

  it("gives up on texts that differ in more lines than a delta may hold (they are stored whole)", () => {
    const lines = (prefix: string) => Array.from({ length: maxDeltaLines }, (_, index) => `${prefix} ${index}`).join("\n");
    expect(encodeDelta(lines("a"), lines("b"))).toBeNull();
    const half = Array.from({ length: maxDeltaLines / 4 }, (_, index) => `b ${index}`).join("\n");
    expect(encodeDelta(lines("a"), `${lines("a")}\n${half}`)).not.toBeNull();
  });

  it("refuses a chain that does not start with a whole copy, or whose delta does not fit its base", () => {
    const payload = delta("a\nb", "a\nc");
    expect(() => decodeChain([{ payload, isKeyframe: false }])).toThrow(CorruptVersionError);
    const chain = [{ payload: encodeKeyframe("x"), isKeyframe: true }, { payload, isKeyframe: false }];
    expect(() => decodeChain(chain)).toThrow(CorruptVersionError);
  });
});
