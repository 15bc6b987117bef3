/**
 * Security suite — strict values: a user's picture is an http(s) address or a stored
 * picture's path, the locale one of the 48 languages, a username never one of the app's
 * own addresses, and custom CSS loads no address.
 */
import { reservedUsernameMessage, reservedUsernames, sampleResume } from "@vitae/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildRegistration } from "../../src/test/accounts";
import { TestClient } from "../../src/test/cookie-jar";
import { createTestApp, type TestApp } from "../../src/test/test-app";
import { itIsCoveredBy } from "./coverage-index";
import { registeredPaths } from "./route-inventory";
import { type Person, signedUpPerson } from "./suite-fixtures";

let testApp: TestApp;
let person: Person;

beforeAll(async () => {
  testApp = await createTestApp();
  person = await signedUpPerson(testApp.app);
});
afterAll(() => testApp?.close());

const me = () => person.client.get("/api/user/me").then((response) => response.json());

describe("usernames", () => {
  it("leave out every top-level path the server routes", () => {
    const firstSegments = new Set(registeredPaths(testApp.app).map((path) => path.split("/")[1] ?? ""));
    const routable = [...firstSegments].filter((segment) => /^[a-z0-9._-]{3,}$/.test(segment));
    expect(routable).toContain("api");
    expect(routable.filter((segment) => !reservedUsernames.has(segment))).toEqual([]);
  });

  it.each(["api", "auth", "dashboard", "builder", "artboard", "docs", "assets", "settings", "admin", "icons", "fonts", "public", ".well-known", "robots.txt", "sitemap.xml", "favicon.ico"])(
    "refuse %s at sign-up and rename, saying why",
    async (username) => {
      const signUp = await new TestClient(testApp.app).post("/api/auth/register", buildRegistration({ username }));
      expect(signUp.statusCode, signUp.body).toBe(400);
      expect(signUp.body).toContain(reservedUsernameMessage);
      const before = await me();
      const rename = await person.client.patch("/api/user/me", { username });
      expect(rename.statusCode, rename.body).toBe(400);
      expect(rename.body).toContain(reservedUsernameMessage);
      expect((await me()).username).toBe(before.username);
    },
  );
});

describe("a user's picture", () => {
  it.each(["javascript:alert(document.cookie)", "data:image/svg+xml,<svg onload=alert(1)>", "JAVASCRIPT:alert(1)", "ftp://example.com/a.png", "//evil.example/a.png", "/api/storage/../../etc/passwd", "/somewhere/else.png"])(
    "refuses %s",
    async (picture) => {
      const response = await person.client.patch("/api/user/me", { picture });
      expect(response.statusCode, response.body).toBe(400);
      expect((await me()).picture).not.toBe(picture);
    },
  );

  it.each(["https://example.com/me.png", "http://example.com/me.png", `/api/storage/abc123/pictures/me.webp`, ""])("accepts %j", async (picture) => {
    const response = await person.client.patch("/api/user/me", { picture });
    expect(response.statusCode, response.body).toBe(200);
    // No picture is stored as null.
    expect((await me()).picture).toBe(picture || null);
  });
});

describe("a user's locale", () => {
  it.each(["../../etc/passwd", "xx-XX", "en", "en-us", "<script>"])("refuses %j at sign-up and in settings", async (locale) => {
    const signUp = await new TestClient(testApp.app).post("/api/auth/register", buildRegistration({ locale }));
    expect(signUp.statusCode, signUp.body).toBe(400);
    const response = await person.client.patch("/api/user/me", { locale });
    expect(response.statusCode, response.body).toBe(400);
    expect((await me()).locale).toBe("en-US");
  });

  it("accepts each of the 48 languages", async () => {
    for (const locale of ["de-DE", "ar-SA", "zh-TW", "en-US"]) {
      expect((await person.client.patch("/api/user/me", { locale })).statusCode).toBe(200);
    }
  });
});

describe("custom CSS", () => {
  it("is saved without rules that load an address, keeping the rest", async () => {
    const created = (await person.client.post("/api/resume", { title: "Styled" })).json();
    const data = structuredClone(sampleResume);
    data.metadata.css.value = [
      '@import url("https://evil.example/x.css");',
      "body { background: url(/api/image-proxy?url=http%3A%2F%2F10.0.0.1%2F); color: #123456; }",
      "@font-face { font-family: Mine; src: url(data:font/woff2;base64,AAAA); }",
      "h1 { background-image: image-set('https://evil.example/a.png' 1x); }",
    ].join("\n");
    const patched = await person.client.patch(`/api/resume/${created.id}`, { version: created.version, data });
    expect(patched.statusCode, patched.body).toBe(200);
    const stored = (await person.client.get(`/api/resume/${created.id}`)).json().data.metadata.css.value as string;
    expect(stored).not.toMatch(/@import|image-proxy|evil\.example|image-set/);
    expect(stored).toContain("color: #123456");
    expect(stored).toContain("data:font/woff2");
    const imported = await person.client.post("/api/resume/import", { data });
    expect(imported.json().data.metadata.css.value).not.toMatch(/@import|image-proxy|evil\.example/);
  });
});

describe("what the app tells about strict values", () => {
  itIsCoveredBy([
    { item: "the CSS editor says address-loading rules are removed", file: "apps/web/src/builder/right/theme-page-css-sections.test.tsx", test: "says that rules loading an address are removed when saved", asserts: ["addressesRemoved"] },
  ]);
});
