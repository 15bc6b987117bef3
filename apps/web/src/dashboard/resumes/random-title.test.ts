import { describe, expect, it } from "vitest";
import { randomTitle } from "./random-title";

/** A repeatable `Math.random` stand-in cycling through `values`. */
const sequence = (...values: number[]) => {
  let index = 0;
  return () => values[index++ % values.length] ?? 0;
};

describe("randomTitle", () => {
  it("is three capitalised words", () => {
    for (let run = 0; run < 200; run += 1) {
      expect(randomTitle()).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+ [A-Z][a-z]+$/);
    }
  });

  it("covers the ends of the random range", () => {
    expect(randomTitle(sequence(0))).toMatch(/^Amber Anchor \w+$/);
    expect(randomTitle(sequence(0.999999))).toMatch(/^Witty Willow \w+$/);
  });

  it("never repeats the same noun twice in a row", () => {
    const [, first, second] = randomTitle(sequence(0.5)).split(" ");
    expect(first).not.toBe(second);
  });
});
