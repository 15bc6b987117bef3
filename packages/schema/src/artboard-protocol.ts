import { z } from "zod";

import { resumeDataSchema } from "./resume/resume-data";

/** Builder -> artboard: render this resume. */
export const setResumeMessageSchema = z.object({
  type: z.literal("SET_RESUME"),
  payload: resumeDataSchema,
});

export type SetResumeMessage = z.infer<typeof setResumeMessageSchema>;

/** Artboard -> builder: the pages were laid out at this size in CSS pixels. */
export const pageLoadedMessageSchema = z.object({
  type: z.literal("PAGE_LOADED"),
  width: z.number().nonnegative(),
  height: z.number().nonnegative(),
});

export type PageLoadedMessage = z.infer<typeof pageLoadedMessageSchema>;

/**
 * Every postMessage between the builder and its preview frame. Both sides post to the
 * exact origin, check `event.origin` and parse each message with this schema.
 */
export const artboardMessageSchema = z.discriminatedUnion("type", [
  setResumeMessageSchema,
  pageLoadedMessageSchema,
]);

export type ArtboardMessage = z.infer<typeof artboardMessageSchema>;

export type ArtboardMessageType = ArtboardMessage["type"];

/**
 * The artboard message in `data` (a MessageEvent's data), or null when it is not one.
 * Null rather than a throw because frames also receive unrelated messages (devtools, extensions).
 */
export function parseArtboardMessage(data: unknown): ArtboardMessage | null {
  const result = artboardMessageSchema.safeParse(data);
  return result.success ? result.data : null;
}
