import { pageSizes, pointsPerMillimetre } from "@vitae/schema";
import { describe, expect, it } from "vitest";

import { pageSizePx } from "./page-size";

describe("pageSizePx", () => {
  it("gives a4 (210x297 mm) and letter (8.5x11 in) at 96 dpi, rounded down to 1/64 px", () => {
    expect(pageSizePx("a4")).toEqual({ width: 793.6875, height: 1122.515625 });
    expect(pageSizePx("letter")).toEqual({ width: 816, height: 1056 });
  });

  it("is the paper within half a point, as the preview and the page breaks use it", () => {
    const paper = { a4: [595.28, 841.89], letter: [612, 792] } as const;
    const toPoints = (px: number) => (px * 72) / 96;
    for (const [format, [width, height]] of Object.entries(paper)) {
      const size = pageSizePx(format);
      expect(Math.abs(toPoints(size.width) - width), `${format} width`).toBeLessThanOrEqual(0.5);
      expect(Math.abs(toPoints(size.height) - height), `${format} height`).toBeLessThanOrEqual(0.5);
      // Each page of a long layout page lands where the paper's does, to a tenth of a pixel.
      expect((height * 96) / 72 - size.height, `${format} drift per page`).toBeLessThan(0.1);
    }
  });

  it("matches the paper in PDF points: a4 595.28 x 841.89, letter 612 x 792", () => {
    const points = (millimetres: number) => Math.round(millimetres * pointsPerMillimetre * 100) / 100;
    expect([points(pageSizes.a4.width), points(pageSizes.a4.height)]).toEqual([595.28, 841.89]);
    expect([points(pageSizes.letter.width), points(pageSizes.letter.height)]).toEqual([612, 792]);
  });

  it("never exceeds the paper", () => {
    for (const [format, mm] of [["a4", [210, 297]], ["letter", [215.9, 279.4]]] as const) {
      const size = pageSizePx(format);
      expect(size.width).toBeLessThanOrEqual((mm[0] / 25.4) * 96);
      expect(size.height).toBeLessThanOrEqual((mm[1] / 25.4) * 96);
      expect((mm[1] / 25.4) * 96 - size.height).toBeLessThan(1 / 64);
    }
  });

  it("treats an unknown format as a4", () => {
    expect(pageSizePx("legal")).toEqual(pageSizePx("a4"));
  });
});
