/**
 * Security suite — accounts. A password guesser gets ten tries per account and address per
 * 15 minutes and a hundred an hour over all addresses, and none of it locks the owner's own
 * browser out; the rest of the
 * accounts list is covered by the accounts API's own tests, referenced (and checked to still
 * exist and to still assert what they are named for) below rather than repeated.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultRateLimits } from "../../src/auth/rate-limits";
import { TestClient } from "../../src/test/cookie-jar";
import { createTestApp, type TestApp } from "../../src/test/test-app";
import { type CoveredBy, itIsCoveredBy } from "./coverage-index";
import { type Person, signedUpPerson } from "./suite-fixtures";

describe("failed logins on one account, spread over many addresses", () => {
  const global = defaultRateLimits.failuresPerAccountGlobal;
  const local = defaultRateLimits.failuresPerAccount;
  let now = Date.UTC(2031, 0, 6, 9, 0, 0);
  let testApp: TestApp;
  let victim: Person;
  let ownerDevice: TestClient;

  // The production limits, on a clock the test moves.
  beforeAll(async () => {
    testApp = await createTestApp({ rateLimits: defaultRateLimits, now: () => now });
    victim = await signedUpPerson(testApp.app);
    // The owner has signed in from this browser before.
    ownerDevice = new TestClient(testApp.app);
    const first = await ownerDevice.post("/api/auth/login", {
      identifier: victim.registration.email,
      password: victim.registration.password,
    });
    expect(first.statusCode).toBe(200);
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

  it("allow one address 10 guesses per 15 minutes and all addresses together 100 an hour, then refuse even the right password", async () => {
    const oneAddress: number[] = [];
    for (let n = 0; n < local.max + 1; n++) {
      const response = await testApp.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { identifier: victim.registration.username, password: `wrong-${n}` },
        remoteAddress: "192.0.2.77",
      });
      oneAddress.push(response.statusCode);
    }
    expect(oneAddress).toEqual([...Array<number>(local.max).fill(401), 429]);

    const statuses: number[] = [];
    for (let n = 0; n < global.max + 1 - local.max; n++) {
      const response = await attempt(`wrong-password-${n}`, n);
      statuses.push(response.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((status) => status === 401)).toHaveLength(global.max - local.max);

    // Locked for strangers now: the right password from a fresh address is refused as well,
    // so a guesser cannot tell that it was right, and Retry-After stays within the hour…
    const locked = await attempt(victim.registration.password, 1000);
    expect(locked.statusCode).toBe(429);
    const retryAfter = Number(locked.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter * 1000).toBeLessThanOrEqual(global.timeWindowMs);

    // …but the owner's own browser is not locked out by anyone else's guesses.
    const owner = await ownerDevice.post("/api/auth/login", {
      identifier: victim.registration.email,
      password: victim.registration.password,
    });
    expect(owner.statusCode, owner.body).toBe(200);

    // Once the window has passed, strangers' addresses may try again.
    now += retryAfter * 1000;
    const open = await attempt(victim.registration.password, 1002);
    expect(open.statusCode, open.body).toBe(200);
  }, 90_000);
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
  { item: "rate limit reached (per account and address)", file: "apps/server/src/auth/rate-limits.test.ts", test: "lock an account after failed logins from one address, for that address only", asserts: ["expectTooManyRequests", "not locked out"] },
  { item: "a known device is not locked out by others", file: "apps/server/src/auth/rate-limits.test.ts", test: "let a device that signed in before through", asserts: ["Device", "expectTooManyRequests"] },
  { item: "current-password checks: 429 after 10 wrong", file: "apps/server/src/auth/rate-limits.test.ts", test: "answer 429 to %s after 10 wrong ones in 15 minutes", asserts: ["/api/auth/2fa/disable", "DELETE", "expectTooManyRequests"] },
  { item: "email-taken probes limited like sign-up", file: "apps/server/src/auth/rate-limits.test.ts", test: "are limited per address like sign-up", asserts: ["expectTooManyRequests"] },
  { item: "uploads: per-user rate", file: "apps/server/src/storage/upload-limits.test.ts", test: "are limited per user", asserts: ["429"] },
  { item: "uploads: per-user storage quota", file: "apps/server/src/storage/upload-limits.test.ts", test: "stop at the user's storage quota", asserts: ["StorageQuotaExceeded", "413"] },
  { item: "uploads: unattached pictures deleted after a day", file: "apps/server/src/storage/upload-limits.test.ts", test: "are deleted a day after upload", asserts: ["unattachedTtlMs", "404"] },
  { item: "uploads: pictures copied into a duplicate or an import count towards the quota", file: "apps/server/src/storage/upload-limits.test.ts", test: "copied into a duplicated or imported resume count towards the quota", asserts: ["/duplicate", "/api/resume/import", "StorageQuotaExceeded", "413"] },
  { item: "prints, previews and checks: per-user rate", file: "apps/server/src/storage/upload-limits.test.ts", test: "count the resume check too, which may print", asserts: ["/check", "/api/resume/print/", "429"] },
  { item: "print timeout is a clear 422", file: "apps/server/src/printer/printer-errors.test.ts", test: "answers a print that ran out of time with 422", asserts: ["ResumeTooLargeToPrint"] },
  { item: "a resume too large to print answers 422 and others still print", file: "apps/server/src/resume/print-timeout.test.ts", test: "answers 422 ResumeTooLargeToPrint while another user's print succeeds", asserts: ["toBe(422)", "ResumeTooLargeToPrint", "largeAnswered).toBe(false)"] },
  { item: "limits shared by instances on PostgreSQL", file: "apps/server/src/limits/shared-limits.test.ts", test: "refuse the 11th failed login whichever instance answers", asserts: ["attempt % 2", "429"] },
  { item: "parallel refreshes within the grace", file: "apps/server/src/auth/session.test.ts", test: "gives parallel refreshes of one token, and repeats within the grace, the same new token", asserts: ["[200, 200, 200]"] },
  { item: "rate limit reached (second factor)", file: "apps/server/src/auth/two-factor/two-factor.test.ts", test: "lock after repeated failures", asserts: ["429"] },
];

describe("the accounts issue's security list", () => {
  itIsCoveredBy(accountsCoverage);
});
