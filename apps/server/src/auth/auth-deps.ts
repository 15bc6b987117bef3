import type { Db } from "../db/database";
import type { Env } from "../env";
import type { MailOutbox } from "../mail/mail-outbox";
import type { AuthKeys } from "./auth-secret";
import { FailureThrottle } from "./failure-throttle";
import type { RateLimits } from "./rate-limits";

/** What the accounts services share: built once in `buildApp`, passed to every route module. */
export interface AuthDeps {
  db: Db;
  env: Env;
  keys: AuthKeys;
  outbox: MailOutbox;
  limits: RateLimits;
  /** Failed logins per identifier. */
  loginFailures: FailureThrottle;
  /** Failed second factors per user. */
  twoFactorFailures: FailureThrottle;
  /** Milliseconds since the epoch; tests move it to expire tokens or pick a TOTP step. */
  now: () => number;
}

export function createAuthDeps(options: Omit<AuthDeps, "loginFailures" | "twoFactorFailures">): AuthDeps {
  return {
    ...options,
    loginFailures: new FailureThrottle(options.limits.failuresPerAccount, options.now),
    twoFactorFailures: new FailureThrottle(options.limits.failuresPerAccount, options.now),
  };
}
