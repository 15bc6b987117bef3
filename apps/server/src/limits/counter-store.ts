/** One key's count within its current window. */
export interface CounterWindow {
  count: number;
  /** Milliseconds since the epoch when the window ends and the count starts again at 0. */
  resetAt: number;
}

/**
 * Where rate limits and failure counters keep their counts: in memory for one process
 * (the embedded database), in PostgreSQL when several instances must share one limit.
 * Every operation is atomic per key, so concurrent requests never lose a count.
 */
export interface CounterStore {
  /** Adds one to `key`; a key whose window has ended starts a new one of `windowMs`. */
  increment(key: string, windowMs: number, now: number): Promise<CounterWindow>;
  /** The key's live window, or null when it has none (never counted, cleared or expired). */
  get(key: string, now: number): Promise<CounterWindow | null>;
  delete(key: string): Promise<void>;
}
