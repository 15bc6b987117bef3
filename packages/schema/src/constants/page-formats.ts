import { z } from "zod";

export const pageFormats = ["a4", "letter"] as const;

export const pageFormatSchema = z.enum(pageFormats);

export type PageFormat = z.infer<typeof pageFormatSchema>;

/** Paper sizes in millimetres, portrait. */
export const pageSizes: Record<PageFormat, { width: number; height: number }> = {
  a4: { width: 210, height: 297 },
  letter: { width: 216, height: 279 },
};

/** CSS pixels per millimetre at the 96 dpi reference resolution browsers print with. */
export const pixelsPerMillimetre = 96 / 25.4;
