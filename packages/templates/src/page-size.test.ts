import { describe, expect, it } from "vitest";

import { pageSizePx } from "./page-size";

describe("pageSizePx", () => {
  it("gives a4 (210x297 mm) and letter (216x279 mm) at 96 dpi, rounded down", () => {
    expect(pageSizePx("a4")).toEqual({ width: 793, height: 1122 });
    expect(pageSizePx("letter")).toEqual({ width: 816, height: 1054 });
  });

  it("never exceeds the paper", () => {
    for (const [format, mm] of [["a4", [210, 297]], ["letter", [216, 279]]] as const) {
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
