import type { CounterStore } from "./counter-store";

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit over our `CounterStore`, so its per-address limits are
 * shared by every instance on PostgreSQL like the failure counters. Keys are prefixed per
 * route (the plugin counts each route apart).
 */
export function counterRateLimitStore(counters: CounterStore, now: () => number = Date.now) {
  return class CounterRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = "ip",
    ) {}

    // At run time the plugin passes its merged route parameters, the route under `routeInfo`.
    child(routeOptions: object): CounterRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      const method = Array.isArray(route?.method) ? route.method.join(",") : (route?.method ?? "");
      return new CounterRateLimitStore(undefined, `ip:${method} ${route?.url ?? ""}`);
    }

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      const at = now();
      counters
        .increment(`${this.prefix}:${key}`, timeWindow, at)
        .then((window) => callback(null, { current: window.count, ttl: Math.max(0, window.resetAt - at) }))
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    }
  };
}
