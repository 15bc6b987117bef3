import { AppError } from "../errors/app-error";
import type { CounterStore } from "../limits/counter-store";

export interface Limit {
  max: number;
  timeWindowMs: number;
}

/** 429 with the seconds until `resetAt` in Retry-After. */
export function tooManyRequests(resetAt: number, now: number, message: string): AppError {
  const retryAfter = Math.max(1, Math.ceil((resetAt - now) / 1000));
  return new AppError("TooManyRequests", message, { "retry-after": String(retryAfter) });
}

/**
 * Counts failed attempts per key (an account and address, a user id…) and refuses
 * further attempts once `max` failures fall in one window. Kept beside
 * @fastify/rate-limit rather than built on it: that plugin counts every request and has
 * no way to forget a key, while here only failures count and a success clears them.
 * The counts live in a `CounterStore`, shared by every instance on PostgreSQL.
 */
export class FailureThrottle {
  constructor(
    private readonly store: CounterStore,
    /** Prefix of this throttle's keys in the shared store. */
    private readonly name: string,
    private readonly limit: Limit,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether `key` has used up its failures. */
  async isBlocked(key: string): Promise<{ blocked: false } | { blocked: true; resetAt: number }> {
    const window = await this.store.get(this.keyOf(key), this.now());
    if (!window || window.count < this.limit.max) return { blocked: false };
    return { blocked: true, resetAt: window.resetAt };
  }

  /** Throws 429 TooManyRequests with Retry-After when `key` has used up its failures. */
  async assertAllowed(key: string): Promise<void> {
    const state = await this.isBlocked(key);
    if (state.blocked) throw tooManyRequests(state.resetAt, this.now(), "Too many failed attempts; wait before trying again.");
  }

  async recordFailure(key: string): Promise<void> {
    await this.store.increment(this.keyOf(key), this.limit.timeWindowMs, this.now());
  }

  async clear(key: string): Promise<void> {
    await this.store.delete(this.keyOf(key));
  }

  private keyOf(key: string): string {
    return `${this.name}:${key}`;
  }
}

/**
 * Counts every call per key (a user's uploads, prints…) and answers 429 beyond `max` a
 * window, like @fastify/rate-limit does per address, for limits keyed by something else.
 */
export class RequestRate {
  constructor(
    private readonly store: CounterStore,
    private readonly name: string,
    private readonly limit: Limit,
    private readonly now: () => number = Date.now,
  ) {}

  async consume(key: string, message = "Too many requests; wait a moment and try again."): Promise<void> {
    const now = this.now();
    const window = await this.store.increment(`${this.name}:${key}`, this.limit.timeWindowMs, now);
    if (window.count > this.limit.max) throw tooManyRequests(window.resetAt, now, message);
  }
}
