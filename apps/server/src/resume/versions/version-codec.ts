import { deflateSync, inflateSync } from "node:zlib";
import type { ResumeData } from "@vitae/schema";
import { diffLines } from "diff";

/**
 * How a version's data is stored: a keyframe is the whole data as JSON, a delta the changes
 * of lines from the version before it, and either is zlib-compressed. The JSON is written one
 * value per line (`JSON.stringify(data, null, 1)`), so a small edit changes a few lines and
 * its delta is a few hundred bytes, where a compressed copy of a 40 KB resume takes about
 * 10 KB: a thousand versions made by small edits fit in well under 2 MB. A chain of deltas
 * never grows longer than `maxDepth`, so reading a version inflates one keyframe and applies
 * at most that many deltas. docs/resume-api.md, "Versions", explains the choice.
 */
export const maxDepth = 40;

/**
 * One step of a delta, over the base's lines in order: a count copies that many lines, a
 * negative count skips (deletes) that many, a string array inserts those lines.
 */
type DeltaOp = number | string[];

export function dataText(data: ResumeData): string {
  return JSON.stringify(data, null, 1);
}

function compress(value: unknown): Uint8Array {
  return deflateSync(Buffer.from(JSON.stringify(value)));
}

function decompress(payload: Uint8Array): unknown {
  return JSON.parse(inflateSync(payload).toString("utf8"));
}

export function encodeKeyframe(text: string): Uint8Array {
  return compress(text);
}

/**
 * The most lines a delta may insert and delete together. The line diff costs about the
 * texts' length times the edit distance, so two versions far apart (a restore of an old one)
 * took most of a restore; past this many changed lines the delta would be large anyway, and
 * the version is stored whole instead.
 */
export const maxDeltaLines = 400;

/**
 * The delta that turns `from` into `to`, both `dataText` results, or null when they differ
 * in more than `maxDeltaLines` lines (store `to` whole then).
 */
export function encodeDelta(from: string, to: string): Uint8Array | null {
  const changes = diffLines(from, to, { maxEditLength: maxDeltaLines });
  if (!changes) return null;
  const ops: DeltaOp[] = [];
  for (const change of changes) {
    const lines = change.value.split("\n");
    // diffLines keeps each line's "\n"; the text after the last one is a line too.
    if (lines.at(-1) === "") lines.pop();
    if (change.added) ops.push(lines);
    else if (change.removed) ops.push(-lines.length);
    else ops.push(lines.length);
  }
  // Checked before it is stored: a delta that would not give back `to` must never be kept.
  if (applyDelta(from.split("\n"), ops).join("\n") !== to) throw new CorruptVersionError("a delta does not rebuild its version");
  return compress(ops);
}

export class CorruptVersionError extends Error {}

function applyDelta(base: string[], ops: DeltaOp[]): string[] {
  const out: string[] = [];
  let at = 0;
  for (const op of ops) {
    if (Array.isArray(op)) out.push(...op);
    else if (op >= 0) {
      if (at + op > base.length) throw new CorruptVersionError("a delta copies past the end of its base");
      for (let index = 0; index < op; index++) out.push(base[at + index] as string);
      at += op;
    } else at -= op;
  }
  if (at !== base.length) throw new CorruptVersionError("a delta does not cover its whole base");
  return out;
}

/** The text of the last of `chain` (a keyframe's payload first, then each delta on it in order). */
export function decodeChain(chain: { payload: Uint8Array; isKeyframe: boolean }[]): string {
  const [keyframe, ...deltas] = chain;
  if (!keyframe?.isKeyframe) throw new CorruptVersionError("a version's chain does not start with a whole copy");
  let lines = (decompress(keyframe.payload) as string).split("\n");
  for (const delta of deltas) lines = applyDelta(lines, decompress(delta.payload) as DeltaOp[]);
  return lines.join("\n");
}
