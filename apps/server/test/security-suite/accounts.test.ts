/**
 * Security suite — accounts. A password guesser gets ten
 * tries per account per 15 minutes whatever addresses it spreads them over; the rest of the
 * accounts list is covered by the accounts API's own tests, referenced (and checked to still
 * exist and to still assert what they are named for) below rather than repeated.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultRateLimits } from "../../src/auth/rate-limits";
import { createTestApp, type TestApp } from "../../src/test/test-app";
import { type CoveredBy, itIsCoveredBy } from "./coverage-index";
import { type Person, signedUpPerson } from "./suite-fixtures";

describe("101 failed logins on one account within an hour, each from another address", () => {
  const hour = 60 * 60 * 1000;
  const window = defaultRateLimits.failuresPerAccount.timeWindowMs;
  let now = Date.UTC(2031, 0, 6, 9, 0, 0);
  let testApp: TestApp;
  let victim: Person;

  // The production limits, on a clock the test moves.
  beforeAll(async () => {
    testApp = await createTestApp({ rateLimits: defaultRateLimits, now: () => now });
    victim = await signedUpPerson(testApp.app);
  });
  afterAll(() => testApp?.close());

  const attempt = (password: string, attemptNumber: number) =>
    testApp.app.inject({
      method: "POST",
      url: "/api/auth/login",
      // Switching between the email and the username buys no extra guesses.
      payload: {
        identifier: attemptNumber % 2 ? victim.registration.email.toUpperCase() : victim.registration.username,
        password,
      },
      remoteAddress: `198.51.${Math.floor(attemptNumber / 200)}.${(attemptNumber % 200) + 1}`,
    });

  it("lets at most 10 per 15 minutes be tried, refuses the rest with 429 and Retry-After, and then the right password too", async () => {
    const start = now;
    const statuses: number[] = [];
    for (let n = 0; n < 101; n++) {
      now = start + Math.floor((n * hour) / 101);
      const response = await attempt(`wrong-password-${n}`, n);
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        const retryAfter = Number(response.headers["retry-after"]);
        expect(retryAfter, `attempt ${n}`).toBeGreaterThan(0);
        expect(retryAfter * 1000, `attempt ${n}`).toBeLessThanOrEqual(window);
        expect(response.json().code).toBe("TooManyRequests");
      } else {
        expect(response.statusCode, `attempt ${n}: ${response.body}`).toBe(401);
      }
    }
    const guesses = statuses.filter((status) => status === 401).length;
    expect(guesses).toBeLessThanOrEqual((hour / window) * defaultRateLimits.failuresPerAccount.max);
    expect(statuses.filter((status) => status === 429).length).toBe(101 - guesses);
    // Every 15 minutes the first ten are tried, then the account is locked again.
    expect(statuses.slice(0, 11)).toEqual([...Array<number>(10).fill(401), 429]);

    // Locked now: the right password is refused as well, from a fresh address, so a guesser
    // cannot tell that it was right…
    const locked = await attempt(victim.registration.password, 1000);
    expect(locked.statusCode).toBe(429);
    const retryAfter = Number(locked.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    // …until the window has passed, and not a moment before.
    now += (retryAfter - 2) * 1000;
    expect((await attempt(victim.registration.password, 1001)).statusCode).toBe(429);
    now += 2000;
    const open = await attempt(victim.registration.password, 1002);
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json().status).toBe("authenticated");
  }, 60_000);
});

/** What the accounts API tests must cover, each with the test that covers it. */
const accountsCoverage: CoveredBy[] = [
  { item: "wrong password", file: "apps/server/src/auth/register-login.test.ts", test: "answers InvalidCredentials for a wrong password", asserts: ["InvalidCredentials"] },
  { item: "unknown user", file: "apps/server/src/auth/register-login.test.ts", test: "answers an unknown user exactly like a wrong password", asserts: ["nobody", "toEqual(wrong.json())"] },
  { item: "duplicate email", file: "apps/server/src/auth/register-login.test.ts", test: "answers UserAlreadyExists for a taken email, in any case", asserts: ["UserAlreadyExists"] },
  { item: "duplicate username", file: "apps/server/src/auth/register-login.test.ts", test: "answers UserAlreadyExists for a taken username", asserts: ["UserAlreadyExists"] },
  { item: "expired reset token", file: "apps/server/src/auth/password.test.ts", test: "refuses a token older than an hour", asserts: ["InvalidResetToken"] },
  { item: "reused reset token", file: "apps/server/src/auth/password.test.ts", test: "mails a one-hour, single-use link", asserts: ["reused", "InvalidResetToken"] },
  { item: "reused TOTP code", file: "apps/server/src/auth/two-factor/two-factor.test.ts", test: "completes the login with a current code, once only", asserts: ["reused", "InvalidTwoFactorCode"] },
  { item: "reused backup code", file: "apps/server/src/auth/two-factor/two-factor.test.ts", test: "completes the login with a backup code, each code once", asserts: ["reused", "InvalidTwoFactorBackupCode"] },
  { item: "replayed refresh token revokes the chain", file: "apps/server/src/auth/session.test.ts", test: "revokes the whole chain when a used refresh token comes back", asserts: ["/api/auth/refresh", "401"] },
  { item: "2FA-pending token refused on /api/user/me", file: "apps/server/src/auth/two-factor/two-factor.test.ts", test: "asks for the second factor and sets only a 2fa-scope cookie that opens nothing else", asserts: ['"/api/user/me"', "Unauthorized"] },
  { item: "open redirects ignored (OAuth)", file: "apps/server/src/auth/oauth/oauth.test.ts", test: "only ever redirect to the app's own pages", asserts: ['"//evil.example"', '"https://evil.example"'] },
  { item: "open redirects ignored (?redirect=)", file: "apps/web/src/auth/sanitize-redirect.test.ts", test: "refuses %j", asserts: ['"//evil.example"', '"https://evil.example"'] },
  { item: "rate limit reached (per address)", file: "apps/server/src/auth/rate-limits.test.ts", test: "answer 429 with Retry-After once an address has used up %s", asserts: ["expectTooManyRequests"] },
  { item: "rate limit reached (per account)", file: "apps/server/src/auth/rate-limits.test.ts", test: "lock an account after failed logins from any address", asserts: ["expectTooManyRequests"] },
  { item: "rate limit reached (second factor)", file: "apps/server/src/auth/two-factor/two-factor.test.ts", test: "lock after repeated failures", asserts: ["429"] },
];

describe("the accounts issue's security list", () => {
  itIsCoveredBy(accountsCoverage);
});
