import { z } from "zod";

export const pageFormats = ["a4", "letter"] as const;

export const pageFormatSchema = z.enum(pageFormats);

export type PageFormat = z.infer<typeof pageFormatSchema>;

/**
 * Paper sizes in millimetres, portrait, exact: A4 is 210 × 297 mm (595.28 × 841.89 pt) and
 * Letter 8.5 × 11 in, 215.9 × 279.4 mm (612 × 792 pt). The PDF, the preview and the page
 * breaks all derive from these.
 */
export const pageSizes: Record<PageFormat, { width: number; height: number }> = {
  a4: { width: 210, height: 297 },
  letter: { width: 215.9, height: 279.4 },
};

/** PDF points (1/72 in) per millimetre. */
export const pointsPerMillimetre = 72 / 25.4;

/** CSS pixels per millimetre at the 96 dpi reference resolution browsers print with. */
export const pixelsPerMillimetre = 96 / 25.4;
