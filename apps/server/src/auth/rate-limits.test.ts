import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { users } from "../db/schema";
import { buildRegistration, signUp } from "../test/accounts";
import { TestClient } from "../test/cookie-jar";
import { createTestApp, relaxedRateLimits, type TestApp } from "../test/test-app";
import { defaultRateLimits } from "./rate-limits";

const apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((testApp) => testApp.close()));
});

async function appWith(limits: typeof defaultRateLimits, env: Record<string, string> = {}) {
  const testApp = await createTestApp({ rateLimits: limits, env });
  apps.push(testApp);
  return testApp;
}

function expectTooManyRequests(response: { statusCode: number; json(): unknown; headers: Record<string, unknown> }) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toMatchObject({ statusCode: 429, code: "TooManyRequests" });
  expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
}

describe("rate limits", () => {
  it("default to 10 a minute per address, 10 failures per 15 minutes per account and address, 100 an hour per account", () => {
    expect(defaultRateLimits).toEqual({
      perIp: { max: 10, timeWindowMs: 60_000 },
      failuresPerAccount: { max: 10, timeWindowMs: 900_000 },
      failuresPerAccountGlobal: { max: 100, timeWindowMs: 3_600_000 },
      passwordChecks: { max: 10, timeWindowMs: 900_000 },
      uploadsPerUser: { max: 30, timeWindowMs: 60_000 },
      printsPerUser: { max: 30, timeWindowMs: 60_000 },
    });
  });

  it.each([
    ["/api/auth/login", { identifier: "someone", password: "password" }],
    ["/api/auth/register", buildRegistration()],
    ["/api/auth/forgot-password", { email: "someone@example.com" }],
    ["/api/auth/reset-password", { token: "token", password: "password" }],
    ["/api/auth/2fa/verify", { code: "123456" }],
    ["/api/auth/2fa/backup", { code: "abcde12345" }],
  ])("answer 429 with Retry-After once an address has used up %s", async (url, payload) => {
    const testApp = await appWith({ ...relaxedRateLimits, perIp: { max: 2, timeWindowMs: 60_000 } });
    const browser = new TestClient(testApp.app);
    // 2FA calls need a (pending) session to reach the limit; without one they stop at 401 first.
    if (url.startsWith("/api/auth/2fa")) await signUp(browser);
    for (let call = 0; call < 2; call++) {
      expect((await browser.post(url, payload)).statusCode).not.toBe(429);
    }
    expectTooManyRequests(await browser.post(url, payload));
    // Other calls are counted apart.
    expect((await browser.get("/api/auth/providers")).statusCode).toBe(200);
  });

  it("limits 2FA enable per address", async () => {
    const testApp = await appWith({ ...relaxedRateLimits, perIp: { max: 1, timeWindowMs: 60_000 } });
    const browser = new TestClient(testApp.app);
    await signUp(browser);
    await browser.post("/api/auth/2fa/setup");
    expect((await browser.post("/api/auth/2fa/enable", { code: "000000" })).statusCode).toBe(401);
    expectTooManyRequests(await browser.post("/api/auth/2fa/enable", { code: "000000" }));
  });

  it("count addresses apart, by X-Forwarded-For behind a trusted proxy", async () => {
    const testApp = await appWith({ ...relaxedRateLimits, perIp: { max: 1, timeWindowMs: 60_000 } }, { TRUST_PROXY: "true" });
    const from = (ip: string) =>
      testApp.app.inject({
        method: "POST",
        url: "/api/auth/forgot-password",
        payload: { email: "a@example.com" },
        headers: { "x-forwarded-for": ip },
      });
    expect((await from("203.0.113.1")).statusCode).toBe(200);
    expect((await from("203.0.113.1")).statusCode).toBe(429);
    expect((await from("203.0.113.2")).statusCode).toBe(200);
  });

  it("ignore X-Forwarded-For without TRUST_PROXY", async () => {
    const testApp = await appWith({ ...relaxedRateLimits, perIp: { max: 1, timeWindowMs: 60_000 } });
    const from = (ip: string) =>
      testApp.app.inject({
        method: "POST",
        url: "/api/auth/forgot-password",
        payload: { email: "a@example.com" },
        headers: { "x-forwarded-for": ip },
      });
    expect((await from("203.0.113.1")).statusCode).toBe(200);
    expect((await from("203.0.113.2")).statusCode).toBe(429);
  });

  it("lock an account after failed logins from one address, for that address only", async () => {
    const testApp = await appWith({ ...relaxedRateLimits, failuresPerAccount: { max: 3, timeWindowMs: 60_000 } });
    const browser = new TestClient(testApp.app);
    const { registration } = await signUp(browser);
    const attempt = (password: string, ip: string, identifier = registration.username) =>
      testApp.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { identifier, password },
        remoteAddress: ip,
      });
    for (let call = 0; call < 3; call++) expect((await attempt("wrong-password", "198.51.100.1")).statusCode).toBe(401);
    // Even the right password is refused from there now: the attacker cannot tell it was right.
    expectTooManyRequests(await attempt(registration.password, "198.51.100.1"));
    // The account is locked for that address, not just the identifier typed.
    expectTooManyRequests(await attempt(registration.password, "198.51.100.1", registration.email));
    // The owner, elsewhere, is not locked out by a stranger's guesses.
    expect((await attempt(registration.password, "198.51.100.2")).statusCode).toBe(200);
    // Unknown identifiers are counted too.
    for (let call = 0; call < 3; call++) expect((await attempt("wrong-password", "198.51.100.5", "ghost")).statusCode).toBe(401);
    expectTooManyRequests(await attempt("wrong-password", "198.51.100.5", "GHOST"));
  });

  it("let a device that signed in before through, whatever others did from its address", async () => {
    const testApp = await appWith({
      ...relaxedRateLimits,
      failuresPerAccount: { max: 3, timeWindowMs: 60_000 },
      failuresPerAccountGlobal: { max: 5, timeWindowMs: 60_000 },
    });
    const { registration } = await signUp(new TestClient(testApp.app));
    const owner = new TestClient(testApp.app);
    const ownerLogin = (password: string) =>
      owner.request({
        method: "POST",
        url: "/api/auth/login",
        payload: { identifier: registration.email, password },
        remoteAddress: "203.0.113.9",
      });
    expect((await ownerLogin(registration.password)).statusCode).toBe(200);
    expect(owner.jar.get("Device")).toBeTruthy();

    const stranger = (ip: string) =>
      testApp.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { identifier: registration.email, password: "wrong-password" },
        remoteAddress: ip,
      });
    // A stranger on the owner's own network, then many addresses: the slower account-wide limit.
    for (let call = 0; call < 3; call++) expect((await stranger("203.0.113.9")).statusCode).toBe(401);
    expectTooManyRequests(await stranger("203.0.113.9"));
    for (const ip of ["198.51.100.1", "198.51.100.2"]) expect((await stranger(ip)).statusCode).toBe(401);
    expectTooManyRequests(await stranger("198.51.100.3"));
    // The owner's browser still signs in, and its own failures count apart.
    expect((await ownerLogin(registration.password)).statusCode).toBe(200);
    for (let call = 0; call < 3; call++) expect((await ownerLogin("wrong-password")).statusCode).toBe(401);
    expectTooManyRequests(await ownerLogin(registration.password));
    // A forged device cookie is just a new browser.
    const forged = await testApp.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { identifier: registration.email, password: registration.password },
      remoteAddress: "198.51.100.4",
      cookies: { Device: `x.${owner.jar.get("Device")?.split(".")[1]}.0000` },
    });
    expectTooManyRequests(forged);
  });

  it("count only failures, and a success clears them", async () => {
    const testApp = await appWith({ ...relaxedRateLimits, failuresPerAccount: { max: 2, timeWindowMs: 60_000 } });
    const browser = new TestClient(testApp.app);
    const { registration } = await signUp(browser);
    const login = (password: string) =>
      browser.post("/api/auth/login", { identifier: registration.email, password });
    for (let round = 0; round < 3; round++) {
      expect((await login("wrong-password")).statusCode).toBe(401);
      expect((await login(registration.password)).statusCode).toBe(200);
      expect((await login(registration.password)).statusCode).toBe(200);
    }
    expect((await login("wrong-password")).statusCode).toBe(401);
    expect((await login("wrong-password")).statusCode).toBe(401);
    expectTooManyRequests(await login(registration.password));
  });
});

describe("current-password checks", () => {
  it.each([
    ["PATCH /api/auth/password", (password: string) => ({ method: "PATCH" as const, url: "/api/auth/password", payload: { currentPassword: password, password: "a-new-password" } })],
    ["POST /api/auth/2fa/disable", (password: string) => ({ method: "POST" as const, url: "/api/auth/2fa/disable", payload: { code: "123456", currentPassword: password } })],
    ["PATCH /api/user/me (email)", (password: string) => ({ method: "PATCH" as const, url: "/api/user/me", payload: { email: "elsewhere@example.com", currentPassword: password } })],
    ["DELETE /api/user/me", (password: string) => ({ method: "DELETE" as const, url: "/api/user/me", payload: { currentPassword: password } })],
  ] as const)("answer 429 to %s after 10 wrong ones in 15 minutes, even for the right one", async (_name, call) => {
    const testApp = await appWith({ ...relaxedRateLimits, passwordChecks: defaultRateLimits.passwordChecks });
    const browser = new TestClient(testApp.app);
    const { registration } = await signUp(browser);
    if (call("x").url === "/api/auth/2fa/disable") {
      await testApp.database.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.email, registration.email));
    }
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt++) {
      const { method, url, payload } = call(`wrong-${attempt}`);
      statuses.push((await browser.request({ method, url, payload })).statusCode);
    }
    expect(statuses).toEqual(Array<number>(10).fill(401));
    const { method, url, payload } = call(registration.password);
    expectTooManyRequests(await browser.request({ method, url, payload }));
  });
});

describe("email and username probes through PATCH /api/user/me", () => {
  it("are limited per address like sign-up, while other changes are not", async () => {
    const testApp = await appWith({ ...relaxedRateLimits, perIp: { max: 2, timeWindowMs: 60_000 } });
    const browser = new TestClient(testApp.app);
    await signUp(browser);
    const { registration: other } = await signUp(new TestClient(testApp.app));
    for (let call = 0; call < 2; call++) {
      expect((await browser.patch("/api/user/me", { username: other.username })).statusCode).toBe(409);
    }
    expectTooManyRequests(await browser.patch("/api/user/me", { username: other.username }));
    expect((await browser.patch("/api/user/me", { name: "Still Ada" })).statusCode).toBe(200);
  });
});
