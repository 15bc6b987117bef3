import { describe, expect, it } from "vitest";
import { AppError } from "../errors/app-error";
import { MemoryCounterStore } from "../limits/memory-counter-store";
import { FailureThrottle, RequestRate } from "./failure-throttle";

describe("FailureThrottle", () => {
  it("refuses after max failures until the window has passed, with the seconds left", async () => {
    let now = 1_000_000;
    const throttle = new FailureThrottle(new MemoryCounterStore(), "t", { max: 2, timeWindowMs: 60_000 }, () => now);
    await throttle.recordFailure("ada");
    await throttle.assertAllowed("ada");
    await throttle.recordFailure("ada");
    now += 15_000;
    const caught = await throttle.assertAllowed("ada").catch((error: unknown) => error);
    expect(caught).toBeInstanceOf(AppError);
    expect((caught as AppError).code).toBe("TooManyRequests");
    expect((caught as AppError).headers).toEqual({ "retry-after": "45" });
    await throttle.assertAllowed("grace");
    now += 45_000;
    await throttle.assertAllowed("ada");
  });

  it("forgets a key on clear", async () => {
    const throttle = new FailureThrottle(new MemoryCounterStore(), "t", { max: 1, timeWindowMs: 60_000 });
    await throttle.recordFailure("ada");
    await expect(throttle.assertAllowed("ada")).rejects.toThrow(AppError);
    await throttle.clear("ada");
    await expect(throttle.assertAllowed("ada")).resolves.toBeUndefined();
  });

  it("keeps throttles of one store apart by name", async () => {
    const store = new MemoryCounterStore();
    const login = new FailureThrottle(store, "login", { max: 1, timeWindowMs: 60_000 });
    const other = new FailureThrottle(store, "other", { max: 1, timeWindowMs: 60_000 });
    await login.recordFailure("ada");
    await expect(login.assertAllowed("ada")).rejects.toThrow(AppError);
    await expect(other.assertAllowed("ada")).resolves.toBeUndefined();
  });
});

describe("MemoryCounterStore", () => {
  it("holds a bounded number of keys", async () => {
    const store = new MemoryCounterStore(2);
    await store.increment("a", 60_000, 0);
    await store.increment("b", 60_000, 0);
    await store.increment("c", 60_000, 0);
    expect(await store.get("a", 0)).toBeNull();
    expect(await store.get("c", 0)).toEqual({ count: 1, resetAt: 60_000 });
  });
});

describe("RequestRate", () => {
  it("answers 429 beyond max calls a window", async () => {
    let now = 0;
    const rate = new RequestRate(new MemoryCounterStore(), "r", { max: 2, timeWindowMs: 10_000 }, () => now);
    await rate.consume("ada");
    await rate.consume("ada");
    await expect(rate.consume("ada")).rejects.toMatchObject({ code: "TooManyRequests" });
    await rate.consume("grace");
    now = 10_000;
    await rate.consume("ada");
  });
});
