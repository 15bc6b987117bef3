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

// Letter is a whole number of pixels (816 x 1056); floating point must not round it down by one.
const floorPx = (millimetres: number) => Math.floor(millimetres * pixelsPerMillimetre + 1e-6);

/**
 * The size of one physical page in CSS pixels at 96 dpi: a4 (210x297 mm) is 793x1122 and
 * letter (8.5x11 in) is 816x1056. Rounded down so the page box never ends a fraction of a
 * pixel past the paper, which would push a blank page into the PDF. Unknown formats are a4.
 */
export function pageSizePx(format: PageFormat | string): PageSizePx {
  const size = pageSizes[isPageFormat(format) ? format : "a4"];
  return { width: floorPx(size.width), height: floorPx(size.height) };
}
