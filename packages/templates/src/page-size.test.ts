import { pageSizes, pointsPerMillimetre } from "@vitae/schema";
import { describe, expect, it } from "vitest";

import { pageSizePx } from "./page-size";

describe("pageSizePx", () => {
  it("gives a4 (210x297 mm) and letter (8.5x11 in) at 96 dpi, rounded down", () => {
    expect(pageSizePx("a4")).toEqual({ width: 793, height: 1122 });
    expect(pageSizePx("letter")).toEqual({ width: 816, height: 1056 });
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
      expect((mm[1] / 25.4) * 96 - size.height).toBeLessThan(1);
    }
  });

  it("treats an unknown format as a4", () => {
    expect(pageSizePx("legal")).toEqual(pageSizePx("a4"));
  });
});
