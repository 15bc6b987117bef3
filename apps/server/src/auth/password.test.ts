import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { secrets, users } from "../db/schema";
import { signUp } from "../test/accounts";
import { TestClient } from "../test/cookie-jar";
import { linkIn, MailCatcher } from "../test/mail-catcher";
import { createTestApp, type TestApp } from "../test/test-app";

let mail: MailCatcher;
let testApp: TestApp;
let clockOffsetMs = 0;
const client = () => new TestClient(testApp.app);
const login = (browser: TestClient, identifier: string, password: string) =>
  browser.post("/api/auth/login", { identifier, password });

beforeAll(async () => {
  mail = await new MailCatcher().start();
  testApp = await createTestApp({
    env: { SMTP_URL: mail.url, PUBLIC_URL: "https://cv.example.org/" },
    now: () => Date.now() + clockOffsetMs,
  });
});
afterAll(async () => {
  await testApp?.close();
  await mail?.stop();
});

describe("PATCH /api/auth/password", () => {
  it("needs the current password and signs out the other sessions", async () => {
    const browser = client();
    const { registration } = await signUp(browser);
    const elsewhere = client();
    await login(elsewhere, registration.username, registration.password);

    const withoutCurrent = await browser.patch("/api/auth/password", { password: "new-password" });
    expect(withoutCurrent.statusCode).toBe(401);
    expect(withoutCurrent.json().code).toBe("InvalidCredentials");
    const wrongCurrent = await browser.patch("/api/auth/password", {
      currentPassword: "not-my-password",
      password: "new-password",
    });
    expect(wrongCurrent.statusCode).toBe(401);
    expect(wrongCurrent.json().code).toBe("InvalidCredentials");

    const changed = await browser.patch("/api/auth/password", {
      currentPassword: registration.password,
      password: "new-password",
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ message: expect.any(String) });

    // This session lives on; the other one is over, access and refresh alike.
    expect((await browser.get("/api/user/me")).statusCode).toBe(200);
    expect((await browser.post("/api/auth/refresh")).statusCode).toBe(200);
    expect((await elsewhere.get("/api/user/me")).statusCode).toBe(401);
    expect((await elsewhere.post("/api/auth/refresh")).statusCode).toBe(401);

    expect((await login(client(), registration.username, registration.password)).statusCode).toBe(401);
    expect((await login(client(), registration.username, "new-password")).statusCode).toBe(200);
  });

  it("lets an account without a password set one without a current password", async () => {
    const browser = client();
    const { user, registration } = await signUp(browser);
    await testApp.database.db.update(secrets).set({ password: null }).where(eq(secrets.userId, user.id));
    expect((await browser.patch("/api/auth/password", { password: "first-password" })).statusCode).toBe(200);
    expect((await login(client(), registration.email, "first-password")).statusCode).toBe(200);
  });

  it("needs a session and a valid new password", async () => {
    expect((await client().patch("/api/auth/password", { password: "new-password" })).statusCode).toBe(401);
    const browser = client();
    await signUp(browser);
    const short = await browser.patch("/api/auth/password", { currentPassword: "x", password: "123" });
    expect(short.statusCode).toBe(400);
    expect(short.json().code).toBe("ValidationError");
  });
});

describe("POST /api/auth/forgot-password and /reset-password", () => {
  it("mails a one-hour, single-use link that resets the password and signs out everywhere", async () => {
    const browser = client();
    const { user, registration } = await signUp(browser, { locale: "de-DE" });
    const forgot = await client().post("/api/auth/forgot-password", { email: registration.email.toUpperCase() });
    expect(forgot.statusCode).toBe(200);

    // Verification mail first, then the reset mail, in the user's language.
    const sent = await mail.waitFor(registration.email, 2);
    expect(sent.subject).toBe("Setze dein Passwort zurück");
    const link = linkIn(sent, "/auth/reset-password");
    expect(link.origin).toBe("https://cv.example.org");
    const token = link.searchParams.get("token") ?? "";

    const [secret] = await testApp.database.db.select().from(secrets).where(eq(secrets.userId, user.id));
    expect(secret?.resetToken).toMatch(/^[0-9a-f]{64}$/);
    expect(secret?.resetToken).not.toBe(token);
    const expiresIn = (secret?.resetTokenExpiresAt?.getTime() ?? 0) - Date.now();
    expect(expiresIn).toBeGreaterThan(59 * 60 * 1000);
    expect(expiresIn).toBeLessThanOrEqual(60 * 60 * 1000);

    const reset = await client().post("/api/auth/reset-password", { token, password: "reset-password" });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: expect.any(String) });
    expect((await browser.get("/api/user/me")).statusCode).toBe(401);
    expect((await browser.post("/api/auth/refresh")).statusCode).toBe(401);
    expect((await login(client(), registration.username, "reset-password")).statusCode).toBe(200);

    const reused = await client().post("/api/auth/reset-password", { token, password: "another-password" });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe("InvalidResetToken");
  });

  it("answers the same for an unknown address and sends nothing", async () => {
    const { registration } = await signUp(client());
    await mail.waitFor(registration.email);
    const known = await client().post("/api/auth/forgot-password", { email: registration.email });
    const unknown = await client().post("/api/auth/forgot-password", { email: "nobody-here@example.com" });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    await mail.waitFor(registration.email, 2);
    await testApp.app.inject({ url: "/api/health" });
    expect(mail.to("nobody-here@example.com")).toEqual([]);
  });

  it("refuses a token older than an hour", async () => {
    const { registration } = await signUp(client());
    await client().post("/api/auth/forgot-password", { email: registration.email });
    const token = linkIn(await mail.waitFor(registration.email, 2), "/auth/reset-password").searchParams.get("token");
    clockOffsetMs = 60 * 60 * 1000 + 1000;
    try {
      const response = await client().post("/api/auth/reset-password", { token, password: "too-late-password" });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe("InvalidResetToken");
    } finally {
      clockOffsetMs = 0;
    }
  });

  it("refuses a token whose expiry has passed in the database", async () => {
    const { user, registration } = await signUp(client());
    await client().post("/api/auth/forgot-password", { email: registration.email });
    const token = linkIn(await mail.waitFor(registration.email, 2), "/auth/reset-password").searchParams.get("token");
    await testApp.database.db
      .update(secrets)
      .set({ resetTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(secrets.userId, user.id));
    const response = await client().post("/api/auth/reset-password", { token, password: "too-late-password" });
    expect(response.json().code).toBe("InvalidResetToken");
  });

  it("refuses an unknown token and keeps only the latest link valid", async () => {
    const unknown = await client().post("/api/auth/reset-password", { token: "made-up", password: "new-password" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe("InvalidResetToken");

    const { registration } = await signUp(client());
    await client().post("/api/auth/forgot-password", { email: registration.email });
    await client().post("/api/auth/forgot-password", { email: registration.email });
    const first = linkIn(await mail.waitFor(registration.email, 2), "/auth/reset-password").searchParams.get("token");
    const second = linkIn(await mail.waitFor(registration.email, 3), "/auth/reset-password").searchParams.get("token");
    expect((await client().post("/api/auth/reset-password", { token: first, password: "new-password" })).statusCode).toBe(400);
    expect((await client().post("/api/auth/reset-password", { token: second, password: "new-password" })).statusCode).toBe(200);
  });

  it("validates the email and the new password", async () => {
    expect((await client().post("/api/auth/forgot-password", { email: "not-an-email" })).statusCode).toBe(400);
    expect((await client().post("/api/auth/reset-password", { token: "t", password: "123" })).statusCode).toBe(400);
  });
});

describe("email verification", () => {
  it("verifies with the mailed token, then says it is already verified", async () => {
    const browser = client();
    const { user, registration } = await signUp(browser);
    const token = linkIn(await mail.waitFor(registration.email), "/auth/verify-email").searchParams.get("token") ?? "";
    expect(linkIn(await mail.waitFor(registration.email), "/auth/verify-email").origin).toBe("https://cv.example.org");

    const verified = await browser.post(`/api/auth/verify-email?token=${encodeURIComponent(token)}`);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ message: expect.any(String) });
    expect((await browser.get("/api/user/me")).json().emailVerified).toBe(true);

    const again = await browser.post(`/api/auth/verify-email?token=${encodeURIComponent(token)}`);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe("EmailAlreadyVerified");

    const resend = await browser.post("/api/auth/verify-email/resend");
    expect(resend.statusCode).toBe(400);
    expect(resend.json().code).toBe("EmailAlreadyVerified");
    const [row] = await testApp.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.emailVerified).toBe(true);
  });

  it("answers InvalidVerificationToken for a token it never issued", async () => {
    const response = await client().post("/api/auth/verify-email?token=made-up");
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("InvalidVerificationToken");
    expect((await client().post("/api/auth/verify-email")).statusCode).toBe(400);
  });

  it("resends a new link that replaces the old one", async () => {
    const browser = client();
    const { registration } = await signUp(browser);
    const first = linkIn(await mail.waitFor(registration.email), "/auth/verify-email").searchParams.get("token") ?? "";
    const resend = await browser.post("/api/auth/verify-email/resend");
    expect(resend.statusCode).toBe(200);
    expect(resend.json()).toEqual({ message: expect.any(String) });
    const second = linkIn(await mail.waitFor(registration.email, 2), "/auth/verify-email").searchParams.get("token") ?? "";
    expect(second).not.toBe(first);
    expect((await browser.post(`/api/auth/verify-email?token=${first}`)).json().code).toBe("InvalidVerificationToken");
    expect((await browser.post(`/api/auth/verify-email?token=${second}`)).statusCode).toBe(200);
  });

  it("needs a session to resend", async () => {
    expect((await client().post("/api/auth/verify-email/resend")).statusCode).toBe(401);
  });
});
