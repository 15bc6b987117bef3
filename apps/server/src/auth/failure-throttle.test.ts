import { describe, expect, it } from "vitest";
import { AppError } from "../errors/app-error";
import { FailureThrottle } from "./failure-throttle";

describe("FailureThrottle", () => {
  it("refuses after max failures until the window has passed, with the seconds left", () => {
    let now = 1_000_000;
    const throttle = new FailureThrottle({ max: 2, timeWindowMs: 60_000 }, () => now);
    throttle.recordFailure("ada");
    throttle.assertAllowed("ada");
    throttle.recordFailure("ada");
    now += 15_000;
    let caught: unknown;
    try {
      throttle.assertAllowed("ada");
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(AppError);
    expect((caught as AppError).code).toBe("TooManyRequests");
    expect((caught as AppError).headers).toEqual({ "retry-after": "45" });
    throttle.assertAllowed("grace");
    now += 45_000;
    throttle.assertAllowed("ada");
  });

  it("forgets a key on clear", () => {
    const throttle = new FailureThrottle({ max: 1, timeWindowMs: 60_000 });
    throttle.recordFailure("ada");
    expect(() => throttle.assertAllowed("ada")).toThrow(AppError);
    throttle.clear("ada");
    expect(() => throttle.assertAllowed("ada")).not.toThrow();
  });

  it("holds a bounded number of keys", () => {
    const throttle = new FailureThrottle({ max: 1, timeWindowMs: 60_000 }, Date.now, 2);
    throttle.recordFailure("a");
    throttle.recordFailure("b");
    throttle.recordFailure("c");
    expect(() => throttle.assertAllowed("a")).not.toThrow();
    expect(() => throttle.assertAllowed("c")).toThrow(AppError);
  });
});
