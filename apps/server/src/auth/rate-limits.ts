import type { RateLimitOptions } from "@fastify/rate-limit";

/**
 * Every rate limit of the accounts API in one place. `buildApp({ rateLimits })` replaces
 * them, so tests can reach a limit in a few calls (or lift them for flows that sign in
 * often).
 */
export interface RateLimits {
  /** Per client address, per route: login, register, forgot/reset password, 2FA verify/backup/enable. */
  perIp: { max: number; timeWindowMs: number };
  /** Failed logins per identifier (and failed second factors per account); success clears them. */
  failuresPerAccount: { max: number; timeWindowMs: number };
}

export const defaultRateLimits: RateLimits = {
  perIp: { max: 10, timeWindowMs: 60_000 },
  failuresPerAccount: { max: 10, timeWindowMs: 15 * 60_000 },
};

/** Route config for @fastify/rate-limit; its 429 reaches our error handler as TooManyRequests. */
export function perIpRateLimit(limits: RateLimits): RateLimitOptions {
  return { max: limits.perIp.max, timeWindow: limits.perIp.timeWindowMs };
}
