import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { secrets, users } from "../db/schema";
import { signUp } from "../test/accounts";
import { TestClient } from "../test/cookie-jar";
import { linkIn, MailCatcher } from "../test/mail-catcher";
import { createTestApp, type TestApp } from "../test/test-app";
import { emailChangeCancelTtlMs } from "./email-change";

let mail: MailCatcher;
let testApp: TestApp;
let now = Date.now();
const client = () => new TestClient(testApp.app);

beforeAll(async () => {
  mail = await new MailCatcher().start();
  testApp = await createTestApp({ env: { SMTP_URL: mail.url }, now: () => now });
});
afterAll(async () => {
  await testApp?.close();
  await mail?.stop();
});

async function signIn(identifier: string, password: string) {
  const browser = client();
  const response = await browser.post("/api/auth/login", { identifier, password });
  return { browser, response };
}

/** A signed-up user whose registration mail has arrived (so later mails are counted from 2). */
async function account() {
  const browser = client();
  const signedUp = await signUp(browser);
  await mail.waitFor(signedUp.registration.email);
  const newEmail = `new-${signedUp.registration.username}@example.com`;
  return { browser, ...signedUp, newEmail };
}

describe("changing the email", () => {
  it("needs the current password; a session alone changes nothing", async () => {
    const { browser, registration, newEmail } = await account();
    for (const proof of [{}, { currentPassword: "not-the-password" }]) {
      const refused = await browser.patch("/api/user/me", { email: newEmail, ...proof });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe("InvalidCredentials");
    }
    expect((await browser.get("/api/user/me")).json()).toMatchObject({ email: registration.email, pendingEmail: null });
    expect(mail.to(newEmail)).toEqual([]);
  });

  it("keeps the old address for sign-in and resets until the new one is verified", async () => {
    const { browser, registration, newEmail, user } = await account();
    const response = await browser.patch("/api/user/me", {
      email: newEmail.toUpperCase(),
      currentPassword: registration.password,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ email: registration.email, pendingEmail: newEmail });

    // "Forgot password" for the new address sends nothing; for the old one it still works.
    await client().post("/api/auth/forgot-password", { email: newEmail });
    await client().post("/api/auth/forgot-password", { email: registration.email });
    const verification = await mail.waitFor(newEmail);
    expect(verification.subject).toBe("Verify your email address");
    const reset = await mail.waitFor(registration.email, 3);
    expect(reset.subject).toBe("Reset your password");
    expect(mail.to(newEmail)).toHaveLength(1);
    expect((await signIn(newEmail, registration.password)).response.statusCode).toBe(401);

    const token = linkIn(verification, "/auth/verify-email").searchParams.get("token");
    expect((await client().post(`/api/auth/verify-email?token=${token}`)).statusCode).toBe(200);
    const [row] = await testApp.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ email: newEmail, pendingEmail: null, emailVerified: true });
    expect((await signIn(newEmail, registration.password)).response.statusCode).toBe(200);
  });

  it("tells the old address, with a link that undoes the change and signs out everywhere", async () => {
    const { browser, registration, newEmail, user } = await account();
    const { browser: elsewhere } = await signIn(registration.username, registration.password);
    const response = await browser.patch("/api/user/me", { email: newEmail, currentPassword: registration.password });
    expect(response.statusCode, response.body).toBe(200);
    // Every other session ends at once; this one stays.
    expect((await elsewhere.get("/api/user/me")).statusCode).toBe(401);
    expect((await browser.get("/api/user/me")).statusCode).toBe(200);

    const notice = await mail.waitFor(registration.email, 2);
    expect(notice.subject).toBe("Your email address is being changed");
    expect(notice.text).toContain(newEmail);
    const cancel = linkIn(notice, "/auth/cancel-email-change").searchParams.get("token") ?? "";

    // The thief verifies the new address and asks for a reset link there…
    const verify = linkIn(await mail.waitFor(newEmail), "/auth/verify-email").searchParams.get("token");
    expect((await client().post(`/api/auth/verify-email?token=${verify}`)).statusCode).toBe(200);
    await client().post("/api/auth/forgot-password", { email: newEmail });
    const stolenReset = linkIn(await mail.waitFor(newEmail, 2), "/auth/reset-password").searchParams.get("token");

    // …and the owner cancels within the week.
    now += emailChangeCancelTtlMs - 60_000;
    const cancelled = await client().post("/api/auth/email-change/cancel", { token: cancel });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [row] = await testApp.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ email: registration.email, pendingEmail: null, emailVerified: true });
    expect((await browser.get("/api/user/me")).statusCode).toBe(401);
    expect((await browser.post("/api/auth/refresh")).statusCode).toBe(401);
    const reset = await client().post("/api/auth/reset-password", { token: stolenReset, password: "thief-password" });
    expect(reset.json().code).toBe("InvalidResetToken");
    expect((await signIn(registration.email, registration.password)).response.statusCode).toBe(200);

    // Each link works once.
    const again = await client().post("/api/auth/email-change/cancel", { token: cancel });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe("InvalidEmailChangeToken");
    now = Date.now();
  });

  it("lets the cancel link expire after 7 days", async () => {
    const { browser, registration, newEmail } = await account();
    await browser.patch("/api/user/me", { email: newEmail, currentPassword: registration.password });
    const notice = await mail.waitFor(registration.email, 2);
    const cancel = linkIn(notice, "/auth/cancel-email-change").searchParams.get("token") ?? "";
    now += emailChangeCancelTtlMs + 1000;
    const expired = await client().post("/api/auth/email-change/cancel", { token: cancel });
    expect(expired.json().code).toBe("InvalidEmailChangeToken");
    now = Date.now();
  });

  it("resends the pending link and drops the pending address on request", async () => {
    const { browser, registration, newEmail } = await account();
    await browser.patch("/api/user/me", { email: newEmail, currentPassword: registration.password });
    const first = linkIn(await mail.waitFor(newEmail), "/auth/verify-email").searchParams.get("token");
    expect((await browser.post("/api/user/me/pending-email/resend")).statusCode).toBe(200);
    const second = linkIn(await mail.waitFor(newEmail, 2), "/auth/verify-email").searchParams.get("token");
    expect(second).not.toBe(first);
    expect((await client().post(`/api/auth/verify-email?token=${first}`)).json().code).toBe("InvalidVerificationToken");

    const dropped = await browser.delete("/api/user/me/pending-email");
    expect(dropped.json()).toMatchObject({ email: registration.email, pendingEmail: null });
    expect((await client().post(`/api/auth/verify-email?token=${second}`)).json().code).toBe("InvalidVerificationToken");
    expect((await browser.post("/api/user/me/pending-email/resend")).statusCode).toBe(404);
  });

  it("asks accounts without a password for a code mailed to the current address", async () => {
    const { browser, registration, newEmail, user } = await account();
    await testApp.database.db.update(secrets).set({ password: null }).where(eq(secrets.userId, user.id));
    const withoutCode = await browser.patch("/api/user/me", { email: newEmail });
    expect(withoutCode.json().code).toBe("InvalidEmailChangeCode");

    expect((await browser.post("/api/user/me/email-code", { email: newEmail })).statusCode).toBe(200);
    const codeMail = await mail.waitFor(registration.email, 2);
    expect(codeMail.text).toContain(newEmail);
    const code = /\b(\d{6})\b/.exec(codeMail.text)?.[1] ?? "";
    const wrong = code === "000000" ? "111111" : "000000";
    expect((await browser.patch("/api/user/me", { email: newEmail, emailCode: wrong })).json().code).toBe(
      "InvalidEmailChangeCode",
    );
    // The code is for that address only.
    const other = await browser.patch("/api/user/me", { email: `other-${newEmail}`, emailCode: code });
    expect(other.json().code).toBe("InvalidEmailChangeCode");
    const changed = await browser.patch("/api/user/me", { email: newEmail, emailCode: code });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().pendingEmail).toBe(newEmail);
    // Single use.
    const reused = await browser.patch("/api/user/me", { email: `x-${newEmail}`, emailCode: code });
    expect(reused.json().code).toBe("InvalidEmailChangeCode");
  });

  it("mails in the user's language", async () => {
    const { browser, registration, newEmail } = await account();
    await browser.patch("/api/user/me", { locale: "de-DE" });
    await browser.patch("/api/user/me", { email: newEmail, currentPassword: registration.password });
    expect((await mail.waitFor(registration.email, 2)).subject).toBe("Deine E-Mail-Adresse wird geändert");
    expect((await mail.waitFor(newEmail)).subject).toBe("Bestätige deine E-Mail-Adresse");
  });
});
