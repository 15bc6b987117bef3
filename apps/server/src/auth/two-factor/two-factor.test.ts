import { createHash } from "node:crypto";
import { createId } from "@vitae/schema";
import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { secrets } from "../../db/schema";
import { signUp } from "../../test/accounts";
import { TestClient } from "../../test/cookie-jar";
import { createTestApp, relaxedRateLimits, type TestApp } from "../../test/test-app";

let testApp: TestApp;
// The accounts clock, frozen mid-step so a code computed by the test is current for the server.
const period = 30_000;
let now = (Math.floor(Date.now() / period) + 0.5) * period;
const client = () => new TestClient(testApp.app);

beforeAll(async () => {
  testApp = await createTestApp({ now: () => now });
});
afterAll(() => testApp?.close());

/** What an authenticator app shows for the secret in `uri` at `at`. */
function codeAt(uri: string, at: number): string {
  const secret = new URL(uri).searchParams.get("secret") ?? "";
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at });
}

/** A signed-up user with 2FA enabled by the code of the previous step; signed in on `browser`. */
async function withTwoFactor() {
  const browser = client();
  const account = await signUp(browser);
  const uri = (await browser.post("/api/auth/2fa/setup")).json().message as string;
  const enabled = await browser.post("/api/auth/2fa/enable", { code: codeAt(uri, now - period) });
  expect(enabled.statusCode, enabled.body).toBe(200);
  return { ...account, browser, uri, backupCodes: enabled.json().backupCodes as string[] };
}

async function firstFactor(identifier: string, password: string) {
  const browser = client();
  const response = await browser.post("/api/auth/login", { identifier, password });
  return { browser, response };
}

describe("POST /api/auth/2fa/setup", () => {
  it("answers an otpauth URI for Vitae labelled with the email", async () => {
    const browser = client();
    const { user } = await signUp(browser);
    const response = await browser.post("/api/auth/2fa/setup");
    expect(response.statusCode).toBe(200);
    const uri = new URL(response.json().message);
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.host).toBe("totp");
    expect(decodeURIComponent(uri.pathname)).toBe(`/Vitae:${user.email}`);
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({
      issuer: "Vitae",
      algorithm: "SHA1",
      digits: "6",
      period: "30",
      secret: expect.stringMatching(/^[A-Z2-7]{32}$/),
    });
    // Asking again starts over with a new secret.
    const again = new URL((await browser.post("/api/auth/2fa/setup")).json().message);
    expect(again.searchParams.get("secret")).not.toBe(uri.searchParams.get("secret"));
  });

  it("needs a session", async () => {
    expect((await client().post("/api/auth/2fa/setup")).statusCode).toBe(401);
  });
});

describe("POST /api/auth/2fa/enable", () => {
  it("turns 2FA on with a valid code and answers 8 backup codes, stored hashed", async () => {
    const browser = client();
    const { user } = await signUp(browser);
    const uri = (await browser.post("/api/auth/2fa/setup")).json().message;
    const wrong = await browser.post("/api/auth/2fa/enable", { code: codeAt(uri, now - 5 * period) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe("InvalidTwoFactorCode");

    const response = await browser.post("/api/auth/2fa/enable", { code: codeAt(uri, now) });
    expect(response.statusCode).toBe(200);
    const { backupCodes, user: updated } = response.json();
    expect(backupCodes).toHaveLength(8);
    for (const code of backupCodes) expect(code).toMatch(/^[a-z0-9]{10}$/);
    expect(new Set(backupCodes).size).toBe(8);
    expect(updated).toMatchObject({ id: user.id, twoFactorEnabled: true });

    const [secret] = await testApp.database.db.select().from(secrets).where(eq(secrets.userId, user.id));
    expect(secret?.twoFactorBackupCodes).toHaveLength(8);
    for (const code of backupCodes) expect(secret?.twoFactorBackupCodes).not.toContain(code);

    const again = await browser.post("/api/auth/2fa/enable", { code: codeAt(uri, now + period) });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe("TwoFactorAlreadyEnabled");
    const setup = await browser.post("/api/auth/2fa/setup");
    expect(setup.statusCode).toBe(400);
    expect(setup.json().code).toBe("TwoFactorAlreadyEnabled");
  });

  it("refuses any code before setup", async () => {
    const browser = client();
    await signUp(browser);
    const response = await browser.post("/api/auth/2fa/enable", { code: "123456" });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe("InvalidTwoFactorCode");
  });

  it("validates the code format", async () => {
    const browser = client();
    await signUp(browser);
    const response = await browser.post("/api/auth/2fa/enable", { code: "12345" });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].message).toBe("code must be a 6 digit number");
  });
});

describe("login with 2FA", () => {
  it("asks for the second factor and sets only a 2fa-scope cookie that opens nothing else", async () => {
    const { registration, user } = await withTwoFactor();
    const { browser, response } = await firstFactor(registration.username, registration.password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: "2fa_required", user: { id: user.id, twoFactorEnabled: true } });
    expect(browser.jar.names().sort()).toEqual(["Authentication", "Device"]);
    const cookie = response.cookies.find((entry) => entry.name === "Authentication");
    expect(cookie?.maxAge).toBe(300);

    for (const [method, url] of [
      ["GET", "/api/user/me"],
      ["PATCH", "/api/user/me"],
      ["DELETE", "/api/user/me"],
      ["POST", "/api/auth/2fa/setup"],
      ["POST", "/api/auth/2fa/disable"],
      ["POST", "/api/auth/verify-email/resend"],
      ["PATCH", "/api/auth/password"],
      ["POST", "/api/auth/refresh"],
      ["GET", "/api/resume"],
      ["GET", `/api/resume/${createId()}`],
      ["PATCH", `/api/resume/${createId()}`],
    ] as const) {
      const refused = await browser.request({ method, url, payload: {} });
      expect(refused.statusCode, `${method} ${url}`).toBe(401);
      expect(refused.json().code).toBe("Unauthorized");
    }

    // The pending cookie does reach the second-factor calls.
    const malformed = await browser.post("/api/auth/2fa/verify", { code: "" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe("ValidationError");
  });

  it("completes the login with a current code, once only", async () => {
    const { registration, uri, user } = await withTwoFactor();
    const { browser } = await firstFactor(registration.email, registration.password);
    const code = codeAt(uri, now);
    const verified = await browser.post("/api/auth/2fa/verify", { code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ status: "authenticated", user: { id: user.id } });
    expect(browser.jar.names().sort()).toEqual(["Authentication", "Device", "Refresh"]);
    expect((await browser.get("/api/user/me")).statusCode).toBe(200);
    expect((await browser.post("/api/auth/refresh")).statusCode).toBe(200);

    // The same code a second time, e.g. seen over someone's shoulder, is refused…
    const second = await firstFactor(registration.email, registration.password);
    const reused = await second.browser.post("/api/auth/2fa/verify", { code });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().code).toBe("InvalidTwoFactorCode");
    // …and so is the one before it (already passed) — but the next step's code works.
    expect((await second.browser.post("/api/auth/2fa/verify", { code: codeAt(uri, now - period) })).statusCode).toBe(401);
    expect((await second.browser.post("/api/auth/2fa/verify", { code: codeAt(uri, now + period) })).statusCode).toBe(200);
  });

  it("refuses a wrong code and codes outside the ±1 step window", async () => {
    const { registration, uri } = await withTwoFactor();
    const { browser } = await firstFactor(registration.email, registration.password);
    for (const code of [codeAt(uri, now + 2 * period), codeAt(uri, now - 2 * period), "000000"]) {
      const response = await browser.post("/api/auth/2fa/verify", { code });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe("InvalidTwoFactorCode");
    }
    expect((await browser.get("/api/user/me")).statusCode).toBe(401);
  });

  it("gives the second factor five minutes", async () => {
    const { registration, uri } = await withTwoFactor();
    const { browser } = await firstFactor(registration.email, registration.password);
    const started = now;
    now += 6 * 60 * 1000;
    try {
      const response = await browser.post("/api/auth/2fa/verify", { code: codeAt(uri, now) });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe("Unauthorized");
    } finally {
      now = started + 20 * period;
    }
  });

  it("drops the refresh cookie of an earlier session", async () => {
    const { registration, browser } = await withTwoFactor();
    expect(browser.jar.names()).toContain("Refresh");
    await browser.post("/api/auth/login", { identifier: registration.email, password: registration.password });
    expect(browser.jar.names().sort()).toEqual(["Authentication", "Device"]);
    expect((await browser.get("/api/user/me")).statusCode).toBe(401);
  });

  it("needs the 2fa-scope or a full session for verify", async () => {
    const response = await client().post("/api/auth/2fa/verify", { code: "123456" });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe("Unauthorized");
  });

  it("answers TwoFactorNotEnabled to verify and backup when 2FA is off", async () => {
    const browser = client();
    await signUp(browser);
    expect((await browser.post("/api/auth/2fa/verify", { code: "123456" })).json().code).toBe("TwoFactorNotEnabled");
    expect((await browser.post("/api/auth/2fa/backup", { code: "abcde12345" })).json().code).toBe("TwoFactorNotEnabled");
  });
});

describe("POST /api/auth/2fa/backup", () => {
  it("completes the login with a backup code, each code once", async () => {
    const { registration, backupCodes, user } = await withTwoFactor();
    const [first, second] = backupCodes;
    const login1 = await firstFactor(registration.username, registration.password);
    const used = await login1.browser.post("/api/auth/2fa/backup", { code: first });
    expect(used.statusCode).toBe(200);
    expect(used.json()).toMatchObject({ status: "authenticated", user: { id: user.id } });
    expect((await login1.browser.get("/api/user/me")).statusCode).toBe(200);

    const login2 = await firstFactor(registration.username, registration.password);
    const reused = await login2.browser.post("/api/auth/2fa/backup", { code: first });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().code).toBe("InvalidTwoFactorBackupCode");
    expect((await login2.browser.post("/api/auth/2fa/backup", { code: "zzzzzzzzzz" })).json().code).toBe(
      "InvalidTwoFactorBackupCode",
    );
    expect((await login2.browser.post("/api/auth/2fa/backup", { code: second })).statusCode).toBe(200);

    const [secret] = await testApp.database.db.select().from(secrets).where(eq(secrets.userId, user.id));
    expect(secret?.twoFactorBackupCodes).toHaveLength(6);
  });

  it("validates the backup code format", async () => {
    const { registration } = await withTwoFactor();
    const { browser } = await firstFactor(registration.username, registration.password);
    expect((await browser.post("/api/auth/2fa/backup", { code: "ABCDE12345" })).statusCode).toBe(400);
  });
});

describe("POST /api/auth/2fa/disable", () => {
  it("needs a current code and the password; a session alone turns nothing off", async () => {
    const { registration, browser, uri, user } = await withTwoFactor();
    for (const body of [
      {},
      { code: codeAt(uri, now) },
      { code: codeAt(uri, now), currentPassword: "not-the-password" },
      { code: "000000", currentPassword: registration.password },
    ]) {
      const refused = await browser.post("/api/auth/2fa/disable", body);
      expect(refused.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect((await browser.get("/api/user/me")).json().twoFactorEnabled).toBe(true);
    }
    const response = await browser.post("/api/auth/2fa/disable", {
      code: codeAt(uri, now),
      currentPassword: registration.password,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect((await browser.get("/api/user/me")).json().twoFactorEnabled).toBe(false);
    const [secret] = await testApp.database.db.select().from(secrets).where(eq(secrets.userId, user.id));
    expect(secret).toMatchObject({ twoFactorSecret: null, twoFactorBackupCodes: [], twoFactorLastUsedStep: null });

    const again = await browser.post("/api/auth/2fa/disable", { code: "123456", currentPassword: registration.password });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe("TwoFactorNotEnabled");
    const { response: login } = await firstFactor(registration.username, registration.password);
    expect(login.json().status).toBe("authenticated");
  });

  it("accepts a backup code instead, which is then spent", async () => {
    const { registration, browser, backupCodes } = await withTwoFactor();
    const response = await browser.post("/api/auth/2fa/disable", {
      code: backupCodes[0],
      currentPassword: registration.password,
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it("signs out every other session, and so does enabling", async () => {
    const browser = client();
    const { registration } = await signUp(browser);
    const { browser: other } = await firstFactor(registration.username, registration.password);
    const uri = (await browser.post("/api/auth/2fa/setup")).json().message as string;
    expect((await browser.post("/api/auth/2fa/enable", { code: codeAt(uri, now - period) })).statusCode).toBe(200);
    expect((await other.get("/api/user/me")).statusCode).toBe(401);
    expect((await browser.get("/api/user/me")).statusCode).toBe(200);

    const { browser: second } = await firstFactor(registration.username, registration.password);
    expect((await second.post("/api/auth/2fa/verify", { code: codeAt(uri, now) })).statusCode).toBe(200);
    now += period;
    const off = await browser.post("/api/auth/2fa/disable", { code: codeAt(uri, now), currentPassword: registration.password });
    expect(off.statusCode, off.body).toBe(200);
    expect((await second.get("/api/user/me")).statusCode).toBe(401);
    expect((await browser.get("/api/user/me")).statusCode).toBe(200);
  });
});

describe("password reset with 2FA on", () => {
  it("leaves 2FA on", async () => {
    const { registration, user } = await withTwoFactor();
    const token = "a-reset-token-known-to-the-test";
    await testApp.database.db
      .update(secrets)
      .set({
        resetToken: createHash("sha256").update(token).digest("hex"),
        resetTokenExpiresAt: new Date(now + 60_000),
      })
      .where(eq(secrets.userId, user.id));
    expect((await client().post("/api/auth/reset-password", { token, password: "brand-new-password" })).statusCode).toBe(200);
    const { response } = await firstFactor(registration.username, "brand-new-password");
    expect(response.json()).toMatchObject({ status: "2fa_required", user: { twoFactorEnabled: true } });
  });
});

describe("second factors per account", () => {
  it("lock after repeated failures", async () => {
    const strict = await createTestApp({
      now: () => now,
      rateLimits: { ...relaxedRateLimits, failuresPerAccount: { max: 2, timeWindowMs: 60_000 } },
    });
    const browser = new TestClient(strict.app);
    const { registration } = await signUp(browser);
    const uri = (await browser.post("/api/auth/2fa/setup")).json().message;
    await browser.post("/api/auth/2fa/enable", { code: codeAt(uri, now - period) });
    const pending = new TestClient(strict.app);
    await pending.post("/api/auth/login", { identifier: registration.email, password: registration.password });
    expect((await pending.post("/api/auth/2fa/verify", { code: "000000" })).statusCode).toBe(401);
    expect((await pending.post("/api/auth/2fa/backup", { code: "0000000000" })).statusCode).toBe(401);
    const locked = await pending.post("/api/auth/2fa/verify", { code: codeAt(uri, now) });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers["retry-after"]).toBeDefined();
    await strict.close();
  });
});
