import type { CounterStore, CounterWindow } from "./counter-store";

/** Counters of one process. Bounded: under a flood of distinct keys the oldest go first. */
export class MemoryCounterStore implements CounterStore {
  private readonly windows = new Map<string, CounterWindow>();

  constructor(private readonly capacity = 50_000) {}

  async increment(key: string, windowMs: number, now: number): Promise<CounterWindow> {
    const live = this.live(key, now);
    const window = live ? { count: live.count + 1, resetAt: live.resetAt } : { count: 1, resetAt: now + windowMs };
    // Re-inserted so the map's order is least recently counted first.
    this.windows.delete(key);
    this.windows.set(key, window);
    if (this.windows.size > this.capacity) {
      const oldest = this.windows.keys().next().value;
      if (oldest !== undefined) this.windows.delete(oldest);
    }
    return { ...window };
  }

  async get(key: string, now: number): Promise<CounterWindow | null> {
    const live = this.live(key, now);
    return live ? { ...live } : null;
  }

  async delete(key: string): Promise<void> {
    this.windows.delete(key);
  }

  private live(key: string, now: number): CounterWindow | undefined {
    const window = this.windows.get(key);
    if (window && window.resetAt <= now) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }
}
