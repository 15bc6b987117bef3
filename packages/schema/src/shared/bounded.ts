import { z } from "zod";

import { resumeLimits } from "../constants/limits";

/** Text of at most `max` characters; the message names the limit (the path names the field). */
export function boundedString(max: number) {
  return z.string().max(max, { error: `Must be at most ${max} characters` });
}

/** A number within `range`, finite (zod refuses NaN and Infinity); the message names the range. */
export function boundedNumber(range: { min: number; max: number }) {
  const error = `Must be a number from ${range.min} to ${range.max}`;
  return z.number().min(range.min, { error }).max(range.max, { error });
}

/** A list of at most `max` entries. */
export function boundedArray<Item extends z.ZodType>(item: Item, max: number) {
  return z.array(item).max(max, { error: `Must hold at most ${max} entries` });
}

/** One rich-text (HTML) field: a summary, an item's summary or the notes. */
export const richTextSchema = boundedString(resumeLimits.richTextMaxLength);

/** Size of resume data as the UTF-8 JSON it is sent and stored as, in bytes. */
export function resumeDataBytes(data: unknown): number {
  return new TextEncoder().encode(JSON.stringify(data) ?? "").length;
}

/** Why resume data of `bytes` is refused, or undefined when it is within `resumeLimits.dataMaxBytes`. */
export function resumeDataSizeProblem(bytes: number): string | undefined {
  const max = resumeLimits.dataMaxBytes;
  return bytes > max ? `Must be at most ${max} bytes (1 MB) as JSON; this is ${bytes} bytes` : undefined;
}
