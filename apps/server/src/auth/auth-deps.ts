import type { Db } from "../db/database";
import type { Env } from "../env";
import type { CounterStore } from "../limits/counter-store";
import type { MailOutbox } from "../mail/mail-outbox";
import type { AuthKeys } from "./auth-secret";
import { FailureThrottle, RequestRate } from "./failure-throttle";
import type { RateLimits } from "./rate-limits";

/** What the accounts services share: built once in `buildApp`, passed to every route module. */
export interface AuthDeps {
  db: Db;
  env: Env;
  keys: AuthKeys;
  outbox: MailOutbox;
  limits: RateLimits;
  /** Where every counter below keeps its counts (shared across instances on PostgreSQL). */
  counters: CounterStore;
  /** Failed logins per (account, address) and per known device. */
  loginFailures: FailureThrottle;
  /** Failed logins per account from anywhere but its known devices. */
  loginFailuresGlobal: FailureThrottle;
  /** Failed second factors per user. */
  twoFactorFailures: FailureThrottle;
  /** Wrong current passwords per user. */
  passwordChecks: FailureThrottle;
  /** Changes of email or username per client address: whether one is taken must not be probed fast. */
  identityProbes: RequestRate;
  /** Milliseconds since the epoch; tests move it to expire tokens or pick a TOTP step. */
  now: () => number;
}

export function createAuthDeps(
  options: Omit<AuthDeps, "loginFailures" | "loginFailuresGlobal" | "twoFactorFailures" | "passwordChecks" | "identityProbes">,
): AuthDeps {
  const throttle = (name: string, limit: keyof RateLimits) =>
    new FailureThrottle(options.counters, name, options.limits[limit], options.now);
  return {
    ...options,
    loginFailures: throttle("login", "failuresPerAccount"),
    loginFailuresGlobal: throttle("login-global", "failuresPerAccountGlobal"),
    twoFactorFailures: throttle("2fa", "failuresPerAccount"),
    passwordChecks: throttle("password-check", "passwordChecks"),
    // Limited like sign-up, the other place that tells whether an address is taken.
    identityProbes: new RequestRate(options.counters, "identity-probe", options.limits.perIp, options.now),
  };
}
