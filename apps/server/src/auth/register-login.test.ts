import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { secrets, users } from "../db/schema";
import { buildRegistration, signUp } from "../test/accounts";
import { TestClient } from "../test/cookie-jar";
import { MailCatcher } from "../test/mail-catcher";
import { createTestApp, type TestApp } from "../test/test-app";

let mail: MailCatcher;
let testApp: TestApp;
const client = () => new TestClient(testApp.app);

beforeAll(async () => {
  mail = await new MailCatcher().start();
  testApp = await createTestApp({ env: { SMTP_URL: mail.url, PUBLIC_URL: "http://vitae.test" } });
});
afterAll(async () => {
  await testApp?.close();
  await mail?.stop();
});

describe("POST /api/auth/register", () => {
  it("creates the user, signs them in and mails a verification link", async () => {
    const browser = client();
    const registration = buildRegistration({ email: "Ada.Mixed@Example.com" });
    const response = await browser.post("/api/auth/register", registration);
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({
      name: registration.name,
      username: registration.username,
      email: "ada.mixed@example.com",
      emailVerified: false,
      twoFactorEnabled: false,
      provider: "email",
      hasPassword: true,
      locale: "en-US",
    });
    expect(Object.keys(user).sort()).toEqual(
      ["createdAt", "email", "emailVerified", "hasPassword", "id", "locale", "name", "pendingEmail", "picture", "provider", "twoFactorEnabled", "updatedAt", "username"],
    );
    expect(browser.jar.names().sort()).toEqual(["Authentication", "Refresh"]);
    expect((await browser.get("/api/user/me")).json().id).toBe(user.id);

    const sent = await mail.waitFor("ada.mixed@example.com");
    expect(sent.subject).toBe("Verify your email address");
    expect(sent.text).toContain("Hi Ada Lovelace,");
    const link = new URL(sent.text.match(/http:\/\/vitae\.test\/auth\/verify-email\?token=\S+/)?.[0] ?? "");
    expect(link.searchParams.get("token")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sent.html).toContain(`href="${link.toString()}"`);

    const [secret] = await testApp.database.db.select().from(secrets).where(eq(secrets.userId, user.id));
    expect(secret?.password).toMatch(/^\$argon2id\$/);
    // Only the hash of the mailed token is stored.
    expect(secret?.verificationToken).toMatch(/^[0-9a-f]{64}$/);
    expect(secret?.verificationToken).not.toBe(link.searchParams.get("token"));
  });

  it("sets httpOnly, SameSite=Lax cookies on the documented paths", async () => {
    const response = await client().post("/api/auth/register", buildRegistration());
    const cookies = Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie]));
    expect(cookies.Authentication).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/", maxAge: 900 });
    expect(cookies.Refresh).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/api/auth", maxAge: 2_592_000 });
    // PUBLIC_URL is http here, so not Secure.
    expect(cookies.Authentication?.secure).toBeUndefined();
  });

  it("marks the cookies Secure when PUBLIC_URL is https", async () => {
    const secure = await createTestApp({ env: { PUBLIC_URL: "https://cv.example.org" } });
    const response = await new TestClient(secure.app).post("/api/auth/register", buildRegistration());
    expect(response.cookies.map((cookie) => [cookie.name, cookie.secure])).toEqual([
      ["Authentication", true],
      ["Refresh", true],
    ]);
    await secure.close();
  });

  it("answers UserAlreadyExists for a taken email, in any case", async () => {
    const { registration } = await signUp(client());
    const response = await client().post(
      "/api/auth/register",
      buildRegistration({ email: registration.email.toUpperCase() }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ statusCode: 409, code: "UserAlreadyExists" });
  });

  it("answers UserAlreadyExists for a taken username", async () => {
    const { registration } = await signUp(client());
    const response = await client().post("/api/auth/register", buildRegistration({ username: registration.username }));
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe("UserAlreadyExists");
    expect(response.cookies).toEqual([]);
  });

  it("answers ValidationError for a bad body, with the fields", async () => {
    const response = await client().post("/api/auth/register", {
      ...buildRegistration(),
      username: "Not Valid",
      password: "12345",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("ValidationError");
    expect(response.json().issues.map((issue: { path: string[] }) => issue.path.join("."))).toEqual(
      expect.arrayContaining(["body.username", "body.password"]),
    );
  });

  it("keeps the locale for the mails and writes them in it", async () => {
    const { registration } = await signUp(client(), { locale: "de-DE", name: "Grete Müller" });
    const sent = await mail.waitFor(registration.email);
    expect(sent.subject).toBe("Bestätige deine E-Mail-Adresse");
    expect(sent.text).toContain("Hallo Grete Müller,");
    expect(sent.text).toContain("http://vitae.test/auth/verify-email?token=");
  });
});

describe("POST /api/auth/register with DISABLE_SIGNUPS", () => {
  it("answers 403 SignupsDisabled and creates nobody", async () => {
    const closed = await createTestApp({ env: { DISABLE_SIGNUPS: "true" } });
    const registration = buildRegistration();
    const response = await new TestClient(closed.app).post("/api/auth/register", registration);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ statusCode: 403, code: "SignupsDisabled" });
    expect(await closed.database.db.select().from(users)).toEqual([]);
    await closed.close();
  });
});

describe("POST /api/auth/login", () => {
  it("signs in by username and by email in any case", async () => {
    const { user, registration } = await signUp(client());
    for (const identifier of [registration.username, registration.email, registration.email.toUpperCase()]) {
      const browser = client();
      const response = await browser.post("/api/auth/login", { identifier, password: registration.password });
      expect(response.statusCode, identifier).toBe(200);
      expect(response.json()).toMatchObject({ status: "authenticated", user: { id: user.id } });
      expect(browser.jar.names().sort()).toEqual(["Authentication", "Device", "Refresh"]);
      expect((await browser.get("/api/user/me")).statusCode).toBe(200);
    }
    const [secret] = await testApp.database.db.select().from(secrets).where(eq(secrets.userId, user.id));
    expect(secret?.lastSignedIn).toBeInstanceOf(Date);
  });

  it("answers InvalidCredentials for a wrong password", async () => {
    const { registration } = await signUp(client());
    const browser = client();
    const response = await browser.post("/api/auth/login", { identifier: registration.username, password: "wrong-password" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ statusCode: 401, code: "InvalidCredentials" });
    expect(browser.jar.names()).toEqual([]);
  });

  it("answers an unknown user exactly like a wrong password", async () => {
    const { registration } = await signUp(client());
    const wrong = await client().post("/api/auth/login", { identifier: registration.email, password: "wrong-password" });
    const unknown = await client().post("/api/auth/login", { identifier: "nobody@example.com", password: "wrong-password" });
    const unknownName = await client().post("/api/auth/login", { identifier: "nobody", password: "wrong-password" });
    for (const response of [unknown, unknownName]) {
      expect(response.statusCode).toBe(wrong.statusCode);
      expect(response.json()).toEqual(wrong.json());
    }
  });

  it("spends about as long on an unknown user as on a wrong password", async () => {
    const { registration } = await signUp(client());
    const time = async (identifier: string) => {
      const started = performance.now();
      await client().post("/api/auth/login", { identifier, password: "wrong-password" });
      return performance.now() - started;
    };
    await time("warm-up");
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 3; round++) {
      known.push(await time(registration.username));
      unknown.push(await time(`nobody-${round}`));
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[1] ?? 0;
    // Both run one argon2id verification; without the dummy hash the unknown case
    // would answer in about a millisecond.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.3);
  });

  it("answers OAuthUser for an account without a password", async () => {
    const { user, registration } = await signUp(client());
    await testApp.database.db.update(secrets).set({ password: null }).where(eq(secrets.userId, user.id));
    const response = await client().post("/api/auth/login", { identifier: registration.email, password: "whatever" });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("OAuthUser");
  });

  it("answers ValidationError for a short password or empty identifier", async () => {
    const response = await client().post("/api/auth/login", { identifier: " ", password: "123" });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("ValidationError");
  });
});

describe("GET /api/auth/providers", () => {
  it("lists only email when no provider is configured", async () => {
    const response = await client().get("/api/auth/providers");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(["email"]);
  });

  it("lists a provider only when both its id and secret are set", async () => {
    const partly = await createTestApp({
      env: { GITHUB_CLIENT_ID: "id", GITHUB_CLIENT_SECRET: "secret", GOOGLE_CLIENT_ID: "only-the-id" },
    });
    expect((await partly.app.inject({ url: "/api/auth/providers" })).json()).toEqual(["email", "github"]);
    // The sign-in route of an unconfigured provider does not exist.
    expect((await partly.app.inject({ url: "/api/auth/google" })).statusCode).toBe(404);
    await partly.close();
  });
});
