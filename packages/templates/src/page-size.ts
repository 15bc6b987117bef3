import { type PageFormat, pageFormats, pageSizes, pixelsPerMillimetre } from "@vitae/schema";

/** A page box in CSS pixels. */
export interface PageSizePx {
  width: number;
  height: number;
}

/** Whether a stored format is one this build knows (stored data may come from elsewhere). */
function isPageFormat(value: string): value is PageFormat {
  return (pageFormats as readonly string[]).includes(value);
}

/**
 * Chromium lays out in 1/64 px. A page box rounded down to that grid is as close to the paper
 * as layout can be (A4 is 793.6875 x 1122.515625 px: 595.27 x 841.89 pt) and never a fraction past
 * it, which would push a blank page into the PDF. Whole pixels would cost A4 half a point of
 * width and let the cuts drift half a pixel further from the paper's on every page.
 */
const layoutUnitsPerPx = 64;

// Letter is exact (816 x 1056); floating point must not round it down by one unit.
const floorPx = (millimetres: number) =>
  Math.floor(millimetres * pixelsPerMillimetre * layoutUnitsPerPx + 1e-6) / layoutUnitsPerPx;

/**
 * The size of one physical page in CSS pixels at 96 dpi: a4 (210x297 mm) is 793.6875 x 1122.515625
 * and letter (8.5x11 in) is 816 x 1056, rounded down to Chromium's layout unit. Unknown
 * formats are a4.
 */
export function pageSizePx(format: PageFormat | string): PageSizePx {
  const size = pageSizes[isPageFormat(format) ? format : "a4"];
  return { width: floorPx(size.width), height: floorPx(size.height) };
}
