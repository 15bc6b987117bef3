import { describe, expect, it } from "vitest";
import { meets, parseVerdict, percentile, verdict, verdictAtLeast } from "./stats";

describe("bench verdict lines", () => {
  it("round-trip through the report parser", () => {
    expect(parseVerdict(verdict("login p95", 120.44, "ms", 500))).toEqual({
      name: "login p95",
      value: 120.4,
      unit: "ms",
      op: "<=",
      budget: 500,
    });
    expect(parseVerdict(`${verdictAtLeast("ours PDFs/s, 4 concurrent", 3.2, "/s", 5)}  (note)`)).toMatchObject({
      op: ">=",
      value: 3.2,
      budget: 5,
    });
    expect(parseVerdict("print: sample resume; ours 20 prints")).toBeNull();
  });

  it("judge ceilings and floors", () => {
    expect(verdict("x", 10, "ms", 5)).toMatch(/over$/);
    expect(verdictAtLeast("y", 6, "/s", 5)).toMatch(/pass$/);
    expect(meets({ value: 5, op: ">=", budget: 5 })).toBe(true);
    expect(meets({ value: 5.1, op: "<=", budget: 5 })).toBe(false);
  });

  it("take nearest-rank percentiles", () => {
    expect(percentile([5, 1, 4, 2, 3], 50)).toBe(3);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 95)).toBe(10);
    expect(Number.isNaN(percentile([], 50))).toBe(true);
  });
});
