import type { RateLimitOptions } from "@fastify/rate-limit";
import type { Limit } from "./failure-throttle";

/**
 * Every rate limit of the API that is not the image proxy's, in one place (the rules are
 * in docs/auth-api.md, "Rate limits"). `buildApp({ rateLimits })` replaces them, so tests
 * can reach a limit in a few calls (or lift them for flows that sign in often).
 */
export interface RateLimits {
  /** Per client address, per route: login, register, forgot/reset password, 2FA, email code. */
  perIp: Limit;
  /**
   * Failed logins per account and client address, and per device that signed in before;
   * failed second factors per account. A success clears them.
   */
  failuresPerAccount: Limit;
  /**
   * Failed logins per account from all addresses together (but not from its known
   * devices): slower, against guessing spread over many addresses.
   */
  failuresPerAccountGlobal: Limit;
  /** Wrong current passwords per account (password change, 2FA disable, email change, deletion). */
  passwordChecks: Limit;
  /** Uploads per user. */
  uploadsPerUser: Limit;
  /** The owner's prints, previews and resume checks (which may print) per user, stored ones included. */
  printsPerUser: Limit;
}

export const defaultRateLimits: RateLimits = {
  perIp: { max: 10, timeWindowMs: 60_000 },
  failuresPerAccount: { max: 10, timeWindowMs: 15 * 60_000 },
  failuresPerAccountGlobal: { max: 100, timeWindowMs: 60 * 60_000 },
  passwordChecks: { max: 10, timeWindowMs: 15 * 60_000 },
  uploadsPerUser: { max: 30, timeWindowMs: 60_000 },
  printsPerUser: { max: 30, timeWindowMs: 60_000 },
};

/** Route config for @fastify/rate-limit; its 429 reaches our error handler as TooManyRequests. */
export function perIpRateLimit(limits: RateLimits): RateLimitOptions {
  return { max: limits.perIp.max, timeWindow: limits.perIp.timeWindowMs };
}
