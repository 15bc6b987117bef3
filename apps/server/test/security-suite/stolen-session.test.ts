/**
 * Security suite — a stolen session is not a stolen account. Someone holding only a
 * copy of the owner's session cookies (no password, no second factor, no access to the
 * mailbox) tries every change that would keep them in or lock the owner out.
 */
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "../../src/test/cookie-jar";
import { MailCatcher } from "../../src/test/mail-catcher";
import { createTestApp, type TestApp } from "../../src/test/test-app";
import { type CoveredBy, itIsCoveredBy } from "./coverage-index";
import { type Person, signedUpPerson } from "./suite-fixtures";

describe("a copy of the owner's session cookies", () => {
  let mail: MailCatcher;
  let testApp: TestApp;
  let owner: Person;
  let thief: TestClient;

  beforeAll(async () => {
    mail = await new MailCatcher().start();
    testApp = await createTestApp({ env: { SMTP_URL: mail.url } });
    owner = await signedUpPerson(testApp.app);
    const uri = (await owner.client.post("/api/auth/2fa/setup")).json().message as string;
    const code = TOTP.generate({ secret: Secret.fromBase32(new URL(uri).searchParams.get("secret") ?? "") });
    expect((await owner.client.post("/api/auth/2fa/enable", { code })).statusCode).toBe(200);
    thief = new TestClient(testApp.app, owner.client.jar.clone());
  });
  afterAll(async () => {
    await testApp?.close();
    await mail?.stop();
  });

  it("cannot turn 2FA off, change the email or the password, or delete the account", async () => {
    const attempts = [
      thief.post("/api/auth/2fa/disable", { code: "123456" }),
      thief.post("/api/auth/2fa/disable", { code: "123456", currentPassword: "a-guess-at-it" }),
      thief.patch("/api/user/me", { email: "thief@example.com" }),
      thief.patch("/api/user/me", { email: "thief@example.com", currentPassword: "a-guess-at-it" }),
      thief.patch("/api/auth/password", { password: "thief-password" }),
      thief.delete("/api/user/me"),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    const me = (await owner.client.get("/api/user/me")).json();
    expect(me).toMatchObject({ email: owner.registration.email, pendingEmail: null, twoFactorEnabled: true });
    expect(mail.to("thief@example.com")).toEqual([]);
    const login = await new TestClient(testApp.app).post("/api/auth/login", {
      identifier: owner.registration.email,
      password: owner.registration.password,
    });
    expect(login.json().status).toBe("2fa_required");
  });
});

const coverage: CoveredBy[] = [
  { item: "email change needs the password", file: "apps/server/src/user/email-change.test.ts", test: "needs the current password; a session alone changes nothing", asserts: ["InvalidCredentials"] },
  { item: "resets go to the old address until the new one is verified", file: "apps/server/src/user/email-change.test.ts", test: "keeps the old address for sign-in and resets until the new one is verified", asserts: ["forgot-password", "toHaveLength(1)"] },
  { item: "the old address can undo the change for 7 days", file: "apps/server/src/user/email-change.test.ts", test: "tells the old address, with a link that undoes the change and signs out everywhere", asserts: ["/api/auth/email-change/cancel", "401"] },
  { item: "accounts without a password confirm by mailed code", file: "apps/server/src/user/email-change.test.ts", test: "asks accounts without a password for a code", asserts: ["InvalidEmailChangeCode"] },
  { item: "2FA disable needs a code and the password", file: "apps/server/src/auth/two-factor/two-factor.test.ts", test: "needs a current code and the password", asserts: ["currentPassword", "twoFactorEnabled).toBe(true)"] },
  { item: "2FA on/off signs out other sessions", file: "apps/server/src/auth/two-factor/two-factor.test.ts", test: "signs out every other session, and so does enabling", asserts: ["401"] },
  { item: "the client knows whether a GitHub/Google account has set a password", file: "apps/server/src/auth/oauth/oauth.test.ts", test: "tell the client whether the account has a password", asserts: ["hasPassword: false", "hasPassword: true", "InvalidCredentials"] },
  { item: "the 2FA-off form asks such an account for its password", file: "apps/web/src/dashboard/settings/two-factor-dialog.test.tsx", test: "delete asks %s for the password only when it has one", asserts: ["hasPassword", "currentPassword"] },
  { item: "the email-change form asks such an account for its password", file: "apps/web/src/dashboard/settings/account-section.test.tsx", test: "asks a GitHub account that has set a password for it", asserts: ["hasPassword: true", "currentPassword"] },
  { item: "the deletion form asks such an account for its password", file: "apps/web/src/dashboard/settings/delete-account-section.test.tsx", test: "asks a GitHub account that has set a password for it", asserts: ["hasPassword: true", "currentPassword"] },
  { item: "account deletion needs the password", file: "apps/server/src/user/user.test.ts", test: "needs the current password; a session alone deletes nothing", asserts: ["InvalidCredentials"] },
];

describe("a stolen session's list", () => {
  itIsCoveredBy(coverage);
});
