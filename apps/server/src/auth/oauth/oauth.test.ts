import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { secrets, users } from "../../db/schema";
import { signUp } from "../../test/accounts";
import { TestClient } from "../../test/cookie-jar";
import { OAuthStandIn } from "../../test/oauth-stand-in";
import { createTestApp, type TestApp } from "../../test/test-app";

let provider: OAuthStandIn;
let testApp: TestApp;
const publicUrl = "http://vitae.test";

beforeAll(async () => {
  provider = await new OAuthStandIn().start();
  testApp = await createTestApp({ env: { ...provider.env(), PUBLIC_URL: publicUrl } });
});
afterAll(async () => {
  await testApp?.close();
  await provider?.stop();
});
beforeEach(() => {
  provider.github = {
    user: { login: "Octo.Cat", name: "Octo Cat", email: null, avatar_url: "https://avatars.example/octo.png" },
    emails: [
      { email: "octo-old@example.com", primary: false, verified: true },
      { email: `Octo-${Math.random().toString(36).slice(2, 8)}@Example.com`, primary: true, verified: true },
    ],
  };
  provider.google = {
    email: `gina-${Math.random().toString(36).slice(2, 8)}@example.com`,
    email_verified: true,
    name: "Gina Google",
    picture: "https://lh3.example/gina.png",
  };
});

/**
 * The browser's round trip: our redirect to the provider, the provider's redirect back
 * (followed over real HTTP), and our callback. Answers the callback's response.
 */
async function signInWith(name: "github" | "google", browser = new TestClient(testApp.app)) {
  const start = await browser.get(`/api/auth/${name}`);
  expect(start.statusCode).toBe(302);
  const atProvider = await fetch(String(start.headers.location), { redirect: "manual" });
  expect(atProvider.status).toBe(302);
  const back = new URL(atProvider.headers.get("location") ?? "");
  expect(back.origin + back.pathname).toBe(`${publicUrl}/api/auth/${name}/callback`);
  const callback = await browser.get(back.pathname + back.search);
  return { browser, callback };
}

describe("GET /api/auth/github", () => {
  it("redirects to GitHub's authorize page with a state kept in an httpOnly cookie", async () => {
    const browser = new TestClient(testApp.app);
    const response = await browser.get("/api/auth/github");
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location));
    expect(location.origin + location.pathname).toBe(`${provider.origin}/login/oauth/authorize`);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      client_id: "test-client-id",
      redirect_uri: `${publicUrl}/api/auth/github/callback`,
      response_type: "code",
      scope: "read:user user:email",
    });
    const state = response.cookies.find((cookie) => cookie.name === "github_oauth_state");
    expect(state).toMatchObject({ httpOnly: true, sameSite: "Lax", maxAge: 600, value: location.searchParams.get("state") });
  });
});

describe("GET /api/auth/google", () => {
  it("redirects with PKCE (S256) and keeps the verifier in a cookie", async () => {
    const response = await new TestClient(testApp.app).get("/api/auth/google");
    const location = new URL(String(response.headers.location));
    expect(location.origin + location.pathname).toBe(`${provider.origin}/google/auth`);
    expect(location.searchParams.get("code_challenge_method")).toBe("S256");
    expect(location.searchParams.get("scope")).toBe("openid email profile");
    expect(response.cookies.map((cookie) => cookie.name).sort()).toEqual(["google_code_verifier", "google_oauth_state"]);
  });
});

describe("OAuth callbacks", () => {
  it("create a GitHub account from the primary verified email and sign it in", async () => {
    const { browser, callback } = await signInWith("github");
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe("/auth/callback?status=authenticated");
    const me = await browser.get("/api/user/me");
    expect(me.statusCode).toBe(200);
    const primary = provider.github.emails[1]?.email.toLowerCase();
    expect(me.json()).toMatchObject({
      email: primary,
      name: "Octo Cat",
      username: "octo.cat",
      provider: "github",
      emailVerified: true,
      picture: "https://avatars.example/octo.png",
    });
    // The state is single-use: the cookie is gone.
    expect(browser.jar.names().sort()).toEqual(["Authentication", "Refresh"]);
    const [secret] = await testApp.database.db.select().from(secrets).where(eq(secrets.userId, me.json().id));
    expect(secret?.password).toBeNull();

    // That account has no password.
    const login = await new TestClient(testApp.app).post("/api/auth/login", { identifier: primary, password: "guess-me" });
    expect(login.json().code).toBe("OAuthUser");
  });

  it("tell the client whether the account has a password, so the forms that need it ask for it", async () => {
    const { browser } = await signInWith("github");
    expect((await browser.get("/api/user/me")).json()).toMatchObject({ provider: "github", hasPassword: false });
    // The first password needs no current one; from then on the server asks for it.
    expect((await browser.patch("/api/auth/password", { password: "a-first-password" })).statusCode).toBe(200);
    expect((await browser.get("/api/user/me")).json()).toMatchObject({ provider: "github", hasPassword: true });
    const withoutPassword = await browser.request({ method: "DELETE", url: "/api/user/me", payload: {} });
    expect(withoutPassword.json().code).toBe("InvalidCredentials");
  });

  it("sign the same GitHub person in again to the same account", async () => {
    const first = await signInWith("github");
    const firstId = (await first.browser.get("/api/user/me")).json().id;
    const second = await signInWith("github");
    expect(second.callback.headers.location).toBe("/auth/callback?status=authenticated");
    expect((await second.browser.get("/api/user/me")).json().id).toBe(firstId);
  });

  it("make derived usernames unique with a numeric suffix", async () => {
    const names: string[] = [];
    for (let round = 0; round < 3; round++) {
      provider.github.user = { ...provider.github.user, login: "same_Login!" };
      provider.github.emails = [{ email: `same-${round}-${Date.now()}@example.com`, primary: true, verified: true }];
      const { browser } = await signInWith("github");
      names.push((await browser.get("/api/user/me")).json().username);
    }
    expect(names).toEqual(["same_login", "same_login1", "same_login2"]);
  });

  it("create a Google account with the PKCE exchange and the userinfo profile", async () => {
    const { browser, callback } = await signInWith("google");
    expect(callback.headers.location).toBe("/auth/callback?status=authenticated");
    expect((await browser.get("/api/user/me")).json()).toMatchObject({
      email: provider.google.email,
      name: "Gina Google",
      username: provider.google.email.split("@")[0],
      provider: "google",
      emailVerified: true,
      picture: "https://lh3.example/gina.png",
    });
    expect(provider.requests).toContain("/google/userinfo");
  });

  it("link to an existing account when the provider verified its email", async () => {
    const { user, registration } = await signUp(new TestClient(testApp.app));
    provider.google = { ...provider.google, email: registration.email.toUpperCase() };
    const { browser, callback } = await signInWith("google");
    expect(callback.headers.location).toBe("/auth/callback?status=authenticated");
    const me = (await browser.get("/api/user/me")).json();
    expect(me).toMatchObject({ id: user.id, provider: "email", emailVerified: true });
    // The password keeps working.
    const login = await new TestClient(testApp.app).post("/api/auth/login", {
      identifier: registration.username,
      password: registration.password,
    });
    expect(login.statusCode).toBe(200);
  });

  it("refuse to link when the provider has not verified the email", async () => {
    const { user, registration } = await signUp(new TestClient(testApp.app));
    provider.google = { ...provider.google, email: registration.email, email_verified: false };
    const { browser, callback } = await signInWith("google");
    expect(callback.headers.location).toBe("/auth/login?error=UserAlreadyExists");
    expect(browser.jar.names()).toEqual([]);

    provider.github.emails = [{ email: registration.email, primary: true, verified: false }];
    const github = await signInWith("github");
    expect(github.callback.headers.location).toBe("/auth/login?error=UserAlreadyExists");
    const [row] = await testApp.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.emailVerified).toBe(false);
  });

  it("refuse to create an account for an unverified email", async () => {
    provider.github.emails = [{ email: "unverified@example.com", primary: true, verified: false }];
    const { callback } = await signInWith("github");
    expect(callback.headers.location).toBe("/auth/login?error=InvalidCredentials");
    expect(await testApp.database.db.select().from(users).where(eq(users.email, "unverified@example.com"))).toEqual([]);
  });

  it("send a 2FA account to the second factor with only a 2fa-scope cookie", async () => {
    const owner = new TestClient(testApp.app);
    const { registration } = await signUp(owner);
    const uri = new URL((await owner.post("/api/auth/2fa/setup")).json().message);
    const secret = Secret.fromBase32(uri.searchParams.get("secret") ?? "");
    await owner.post("/api/auth/2fa/enable", { code: TOTP.generate({ secret, timestamp: Date.now() - 30_000 }) });

    provider.google = { ...provider.google, email: registration.email };
    const { browser, callback } = await signInWith("google");
    expect(callback.headers.location).toBe("/auth/callback?status=2fa_required");
    expect(browser.jar.names()).toEqual(["Authentication"]);
    expect((await browser.get("/api/user/me")).statusCode).toBe(401);
    const verified = await browser.post("/api/auth/2fa/verify", { code: TOTP.generate({ secret }) });
    expect(verified.statusCode).toBe(200);
  });

  it("refuse a callback whose state does not match the cookie", async () => {
    const browser = new TestClient(testApp.app);
    const start = await browser.get("/api/auth/github");
    const atProvider = await fetch(String(start.headers.location), { redirect: "manual" });
    const back = new URL(atProvider.headers.get("location") ?? "");
    back.searchParams.set("state", "forged-state");
    const callback = await browser.get(back.pathname + back.search);
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe("/auth/login?error=InvalidCredentials");

    // Without any state cookie (a link planted by someone else), and with no code at all.
    const planted = await new TestClient(testApp.app).get(`/api/auth/github/callback?code=abc&state=xyz`);
    expect(planted.headers.location).toBe("/auth/login?error=InvalidCredentials");
    const cancelled = await browser.get("/api/auth/github/callback?error=access_denied");
    expect(cancelled.headers.location).toBe("/auth/login?error=InvalidCredentials");
  });

  it("refuse a code the provider rejects", async () => {
    const browser = new TestClient(testApp.app);
    const start = await browser.get("/api/auth/google");
    const state = new URL(String(start.headers.location)).searchParams.get("state");
    const callback = await browser.get(`/api/auth/google/callback?code=never-issued&state=${state}`);
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe("/auth/login?error=SomethingWentWrong");
  });

  it("only ever redirect to the app's own pages", async () => {
    for (const attack of ["//evil.example", "https://evil.example", "/\\evil.example"]) {
      const browser = new TestClient(testApp.app);
      const start = await browser.request({ method: "GET", url: `/api/auth/github?redirect=${encodeURIComponent(attack)}` });
      expect(new URL(String(start.headers.location)).origin).toBe(provider.origin);
      const callback = await browser.get(
        `/api/auth/github/callback?code=x&state=y&redirect=${encodeURIComponent(attack)}&redirect_uri=${encodeURIComponent(attack)}`,
      );
      expect(String(callback.headers.location)).toMatch(/^\/auth\/login\?error=/);
    }
  });
});

describe("sign-up through a provider with DISABLE_SIGNUPS", () => {
  it("signs existing accounts in but creates none", async () => {
    const closed = await createTestApp({ env: { ...provider.env(), PUBLIC_URL: publicUrl, DISABLE_SIGNUPS: "true" } });
    const browser = new TestClient(closed.app);
    const start = await browser.get("/api/auth/github");
    const atProvider = await fetch(String(start.headers.location), { redirect: "manual" });
    const back = new URL(atProvider.headers.get("location") ?? "");
    const callback = await browser.get(back.pathname + back.search);
    expect(callback.headers.location).toBe("/auth/login?error=SignupsDisabled");
    expect(await closed.database.db.select().from(users)).toEqual([]);
    await closed.close();
  });
});

describe("a provider that is offline", () => {
  it("sends the browser back to login with an error, not a 500 page", async () => {
    const offline = new OAuthStandIn();
    await offline.start();
    const env = offline.env();
    await offline.stop();
    const app = await createTestApp({ env: { ...env, PUBLIC_URL: publicUrl } });
    for (const name of ["github", "google"] as const) {
      const browser = new TestClient(app.app);
      const start = await browser.get(`/api/auth/${name}`);
      const state = new URL(String(start.headers.location)).searchParams.get("state");
      const callback = await browser.get(`/api/auth/${name}/callback?code=some-code&state=${state}`);
      expect(callback.statusCode).toBe(302);
      expect(callback.headers.location).toBe("/auth/login?error=SomethingWentWrong");
    }
    await app.close();
  });
});
