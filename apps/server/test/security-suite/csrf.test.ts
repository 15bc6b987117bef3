/**
 * Security suite — cross-site request forgery. A page on another origin can make
 * the victim's browser send a form post (urlencoded, multipart or text/plain, the encodings
 * a form or a no-cors fetch may use) with the victim's cookies: SameSite=Lax keeps them off
 * cross-site posts in current browsers, but not off a sibling subdomain's or an old
 * browser's. Every state-changing route is sent such a post; nothing may change.
 */
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resumes, secrets, sessions, statistics, users } from "../../src/db/schema";
import { createResume, type ResumeJson } from "../../src/test/test-resumes";
import { TestClient } from "../../src/test/cookie-jar";
import { createTestApp, type TestApp } from "../../src/test/test-app";
import { documentedRoutes } from "./route-inventory";
import { type Person, signedUpPerson, uploadPicture } from "./suite-fixtures";

const publicUrl = "https://cv.example.org";
let testApp: TestApp;
let victim: Person;
let resume: ResumeJson;
let picturePath: string;

beforeAll(async () => {
  testApp = await createTestApp({ env: { PUBLIC_URL: publicUrl } });
  victim = await signedUpPerson(testApp.app);
  resume = await createResume(victim.client, { visibility: "public" });
  picturePath = new URL((await uploadPicture(victim.client, resume.id)).json().data, "http://x").pathname;
  // Two-factor on, so that a forged "disable" or "setup" would have something to undo.
  await testApp.database.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, victim.user.id));
  await testApp.database.db.update(secrets).set({ twoFactorSecret: "JBSWY3DPEHPK3PXP" }).where(eq(secrets.userId, victim.user.id));
});
afterAll(() => testApp?.close());

/** Everything the server keeps about the victim, straight from the database. */
async function victimRows() {
  const { db } = testApp.database;
  const id = victim.user.id;
  const owned = await db.select().from(resumes).where(eq(resumes.userId, id));
  return {
    user: await db.select().from(users).where(eq(users.id, id)),
    secrets: await db.select().from(secrets).where(eq(secrets.userId, id)),
    sessions: await db.select().from(sessions).where(eq(sessions.userId, id)),
    resumes: owned,
    statistics: await Promise.all(owned.map((row) => db.select().from(statistics).where(eq(statistics.resumeId, row.id)))),
  };
}

/** The fields a forged form would carry, whatever the route expects. */
const fields: Record<string, string> = {
  title: "Hacked",
  slug: "hacked",
  visibility: "private",
  set: "true",
  name: "Hacked",
  email: "attacker@evil.example",
  username: "attacker",
  password: "attacker-password",
  currentPassword: "attacker-password",
  code: "123456",
  token: "token",
  identifier: "attacker",
};

type Encoding = "urlencoded" | "text/plain" | "multipart";

/** A form post as the victim's browser would send it from the attacker's page. */
function forgedPost(method: string, url: string, encoding: Encoding, origin: string | null): InjectOptions {
  const cookie = victim.client.jar.headerFor(url);
  const headers: Record<string, string> = { cookie, "sec-fetch-site": "cross-site", "sec-fetch-mode": "navigate" };
  if (origin !== null) headers.origin = origin;
  let payload: string;
  if (encoding === "urlencoded") {
    headers["content-type"] = "application/x-www-form-urlencoded";
    payload = new URLSearchParams(fields).toString();
  } else if (encoding === "text/plain") {
    // <input name='{"title":"Hacked",…,"x":"' value='"}'>: a text/plain form that sends JSON.
    headers["content-type"] = "text/plain";
    payload = JSON.stringify({ ...fields, set: true, x: "=" });
  } else {
    const boundary = "----forged";
    headers["content-type"] = `multipart/form-data; boundary=${boundary}`;
    payload =
      Object.entries(fields)
        .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
        .join("") + `--${boundary}--\r\n`;
  }
  return { method: method as "POST", url, headers, payload };
}

/** A concrete URL of a route of the OpenAPI document, aimed at the victim's things. */
function urlOf(path: string): string {
  const url = path
    .replace("{id}", resume.id)
    .replace("{username}", victim.registration.username)
    .replace("{slug}", resume.slug)
    .replace("{file}", `${"0".repeat(64)}.pdf`)
    .replace("/api/storage/{*}", picturePath);
  return path === "/api/auth/verify-email" ? `${url}?token=token` : url;
}

describe("a cross-origin form post with the victim's cookies", () => {
  it("is refused on every state-changing route, in every form encoding, and changes nothing", async () => {
    const writes = (await documentedRoutes(testApp.app)).filter((route) => !route.startsWith("GET "));
    expect(writes.length).toBeGreaterThan(20);
    const before = await victimRows();
    const accepted: string[] = [];
    for (const route of writes) {
      const [method = "POST", path = "/"] = route.split(" ");
      for (const encoding of ["urlencoded", "text/plain", "multipart"] as const) {
        for (const origin of ["https://evil.example", "https://evil.cv.example.org", "null", null]) {
          const response = await testApp.app.inject(forgedPost(method, urlOf(path), encoding, origin));
          if (response.statusCode !== 403 || response.json().code !== "Forbidden") {
            accepted.push(`${route} (${encoding}, Origin ${origin ?? "absent"}): ${response.statusCode} ${response.body.slice(0, 120)}`);
          }
        }
      }
    }
    expect(accepted, "forged requests that were not refused").toEqual([]);
    expect(await victimRows()).toEqual(before);

    // The victim's own session, refresh token and password are all still good.
    expect((await victim.client.get("/api/user/me")).statusCode).toBe(200);
    expect((await victim.client.post("/api/auth/refresh")).statusCode).toBe(200);
    const login = await new TestClient(testApp.app).post("/api/auth/login", {
      identifier: victim.registration.username,
      password: victim.registration.password,
    });
    expect(login.json().status).toBe("2fa_required");
  });
});

describe("the app's own requests", () => {
  const rename = (headers: Record<string, string>) =>
    victim.client.request({
      method: "PATCH",
      url: `/api/resume/${resume.id}`,
      payload: { title: `Renamed ${Math.random()}` },
      headers,
    });

  it("pass from the app's origin, from the host the browser addressed, and from programs that send no Origin", async () => {
    expect((await rename({ origin: publicUrl, "sec-fetch-site": "same-origin" })).statusCode).toBe(200);
    // Reached at another address than PUBLIC_URL (a LAN address, a second domain).
    expect((await rename({ origin: "http://192.168.1.20:3000", host: "192.168.1.20:3000" })).statusCode).toBe(200);
    expect((await rename({})).statusCode).toBe(200);
  });

  it("are refused when the browser says another site sent them, even without an Origin", async () => {
    for (const site of ["cross-site", "same-site"]) {
      const response = await rename({ "sec-fetch-site": site });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ statusCode: 403, code: "Forbidden" });
    }
  });

  it("leave reading alone: a cross-origin GET is answered (the browser keeps the answer from the other page)", async () => {
    const response = await victim.client.request({
      method: "GET",
      url: `/api/resume/${resume.id}`,
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(response.statusCode).toBe(200);
    // No CORS grant: the other page cannot read it.
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
  });
});
