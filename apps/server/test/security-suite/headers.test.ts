/**
 * Security suite — response headers and cookies. Every page (SPA,
 * public resume page, artboard, API reference), every API answer (success or error) and
 * every file the app serves carries `X-Content-Type-Options: nosniff` and a CSP: pages, JSON
 * and the app's own assets the app's policy (object-src 'none', base-uri 'none',
 * frame-ancestors 'self'), pictures, prints and icons `default-src 'none'`. Every cookie the server sets is httpOnly and SameSite, and Secure over https.
 */
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/db/schema";
import { buildRegistration } from "../../src/test/accounts";
import { TestClient } from "../../src/test/cookie-jar";
import { createTestApp, type TestApp } from "../../src/test/test-app";
import { createMinimalWebBuild, type MinimalWebBuild } from "../../src/test/web-build";
import { documentedRoutes } from "./route-inventory";
import { instantPrinter, type OwnedResume, ownedResume, type Person, signedUpPerson } from "./suite-fixtures";

const publicUrl = "https://cv.example.org";
let webBuild: MinimalWebBuild;
let testApp: TestApp;
let owner: Person;
let owned: OwnedResume;

beforeAll(async () => {
  // A minimal build of the web app: the headers do not depend on what the pages hold.
  webBuild = await createMinimalWebBuild();
  testApp = await createTestApp({
    webDir: webBuild.dir,
    printer: instantPrinter,
    env: { PUBLIC_URL: publicUrl, GITHUB_CLIENT_ID: "id", GITHUB_CLIENT_SECRET: "secret", GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" },
  });
  owner = await signedUpPerson(testApp.app);
  owned = await ownedResume(owner, { visibility: "public" });
});
afterAll(async () => {
  await testApp?.close();
  await webBuild?.remove();
});

function directives(response: LightMyRequestResponse): Map<string, string> {
  const policy = String(response.headers["content-security-policy"] ?? "");
  return new Map(
    policy
      .split(";")
      .map((directive) => directive.trim())
      .filter(Boolean)
      .map((directive) => {
        const [name = "", ...values] = directive.split(/\s+/);
        return [name.toLowerCase(), values.join(" ")] as const;
      }),
  );
}

/** What every answer must carry, by the kind of content it is. */
function expectSafeHeaders(label: string, response: LightMyRequestResponse) {
  const type = String(response.headers["content-type"] ?? "");
  const csp = directives(response);
  expect(response.headers["x-content-type-options"], `${label}: nosniff`).toBe("nosniff");
  const isFile = type.startsWith("image/") || type.startsWith("application/pdf");
  if (!isFile) {
    expect(csp.get("object-src"), `${label}: object-src`).toBe("'none'");
    expect(csp.get("base-uri"), `${label}: base-uri`).toBe("'none'");
    expect(csp.get("frame-ancestors"), `${label}: frame-ancestors`).toBe("'self'");
    expect(csp.get("script-src") ?? csp.get("default-src"), `${label}: script-src`).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  } else {
    // Pictures, prints and icons: nothing in them may run or load, whatever a browser makes of them.
    expect(csp.get("default-src"), `${label}: default-src of a ${type} file`).toBe("'none'");
  }
}

/** A concrete URL of a documented route, aimed at the owner's things. */
function urlOf(route: string): string {
  const [, routePath = "/"] = route.split(" ");
  return routePath
    .replace("{id}", owned.resume.id)
    .replace("{username}", owner.registration.username)
    .replace("{slug}", owned.resume.slug)
    .replace("/api/resume/print/{id}/file/{file}", owned.pdfPath)
    .replace("{file}", "github.svg")
    .replace("/api/storage/{*}", owned.picturePath);
}

describe("security headers", () => {
  it.each([
    ["the landing page", "/"],
    ["a page of the app", "/dashboard/resumes"],
    ["a public resume page (with share tags)", "/{username}/{slug}"],
    ["the builder's artboard", "/artboard/builder"],
    ["the preview artboard", "/artboard/preview"],
    ["the printer's artboard", "/artboard/print"],
    ["a hashed asset", "/assets/index-abc123.js"],
    ["a missing page", "/no/such/page/here"],
    ["the API reference", "/api/docs/"],
    ["an unknown API route", "/api/nothing"],
  ])("are sent with %s", async (label, url) => {
    const address = url.replace("{username}", owner.registration.username).replace("{slug}", owned.resume.slug);
    const response = await new TestClient(testApp.app).get(address);
    expect(response.statusCode).toBeLessThan(500);
    expectSafeHeaders(label, response);
  });

  it("are sent with every GET of the API, to the owner and to a visitor", async () => {
    const reads = (await documentedRoutes(testApp.app)).filter((route) => route.startsWith("GET "));
    for (const route of reads) {
      for (const [who, client] of [
        ["owner", owner.client],
        ["visitor", new TestClient(testApp.app)],
      ] as const) {
        const response = await client.get(urlOf(route));
        expect(response.statusCode, `${route} as ${who}`).toBeLessThan(500);
        expectSafeHeaders(`${route} as ${who} (${response.statusCode})`, response);
      }
    }
  });

  it("are sent with refusals: 400, 401, 403, 404, 413", async () => {
    const visitor = new TestClient(testApp.app);
    const refusals = [
      await visitor.post("/api/auth/login", { identifier: "" }),
      await visitor.get("/api/user/me"),
      await visitor.request({ method: "POST", url: "/api/auth/logout", headers: { origin: "https://evil.example" } }),
      await owner.client.get("/api/resume/xyz"),
      await owner.client.request({
        method: "POST",
        url: "/api/resume/import",
        payload: JSON.stringify({ data: "x".repeat(5 * 1024 * 1024) }),
        headers: { "content-type": "application/json" },
      }),
    ];
    expect(refusals.map((response) => response.statusCode)).toEqual([400, 401, 403, 404, 413]);
    for (const response of refusals) expectSafeHeaders(`refusal ${response.statusCode}`, response);
  });
});

describe("cookies", () => {
  /** Every Set-Cookie of a response, with the attributes a browser would keep. */
  function expectSafeCookies(label: string, response: LightMyRequestResponse) {
    const cookies = response.cookies as { name: string; httpOnly?: boolean; sameSite?: string; secure?: boolean; path?: string }[];
    expect(cookies.length, `${label} sets cookies`).toBeGreaterThan(0);
    for (const cookie of cookies) {
      expect(cookie, `${label}: ${cookie.name}`).toMatchObject({ httpOnly: true, secure: true });
      expect(["Lax", "Strict"], `${label}: ${cookie.name} SameSite`).toContain(cookie.sameSite);
      expect(cookie.path, `${label}: ${cookie.name} path`).toMatch(/^\//);
    }
  }

  it("are httpOnly, SameSite and Secure whenever the server sets or clears one", async () => {
    const browser = new TestClient(testApp.app);
    const registration = buildRegistration();
    expectSafeCookies("register", await browser.post("/api/auth/register", registration));
    expectSafeCookies("refresh", await browser.post("/api/auth/refresh"));
    expectSafeCookies("logout", await browser.post("/api/auth/logout"));
    const credentials = { identifier: registration.username, password: registration.password };
    expectSafeCookies("login", await browser.post("/api/auth/login", credentials));

    // A login that still needs its second factor sets a 2FA-scope cookie (and clears the refresh one).
    await testApp.database.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.username, registration.username));
    expectSafeCookies("login pending 2FA", await browser.post("/api/auth/login", credentials));

    // Signing in with GitHub or Google keeps the OAuth state (and PKCE verifier) in cookies.
    expectSafeCookies("GitHub sign-in", await new TestClient(testApp.app).get("/api/auth/github"));
    expectSafeCookies("Google sign-in", await new TestClient(testApp.app).get("/api/auth/google"));
  });
});
