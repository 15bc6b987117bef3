import { AppError } from "../errors/app-error";

interface Window {
  failures: number;
  startedAt: number;
}

/**
 * Counts failed attempts per account key (a login identifier, a user id) and refuses
 * further attempts once `max` failures fall in one window. Kept beside
 * @fastify/rate-limit rather than built on it: that plugin counts every request and has
 * no way to forget a key, while here only failures count and a success clears them.
 * In memory, per instance, like the plugin's own store.
 */
export class FailureThrottle {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly limit: { max: number; timeWindowMs: number },
    private readonly now: () => number = Date.now,
    /** Bounds memory under a flood of distinct identifiers; the oldest entries go first. */
    private readonly capacity = 10_000,
  ) {}

  /** Throws 429 TooManyRequests with Retry-After when `key` has used up its failures. */
  assertAllowed(key: string): void {
    const window = this.current(key);
    if (!window || window.failures < this.limit.max) return;
    const retryAfter = Math.ceil((window.startedAt + this.limit.timeWindowMs - this.now()) / 1000);
    throw new AppError("TooManyRequests", "Too many failed attempts; wait before trying again.", {
      "retry-after": String(Math.max(1, retryAfter)),
    });
  }

  recordFailure(key: string): void {
    const window = this.current(key) ?? { failures: 0, startedAt: this.now() };
    window.failures += 1;
    this.windows.delete(key);
    this.windows.set(key, window);
    if (this.windows.size > this.capacity) {
      const oldest = this.windows.keys().next().value;
      if (oldest !== undefined) this.windows.delete(oldest);
    }
  }

  clear(key: string): void {
    this.windows.delete(key);
  }

  private current(key: string): Window | undefined {
    const window = this.windows.get(key);
    if (window && window.startedAt + this.limit.timeWindowMs <= this.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }
}
