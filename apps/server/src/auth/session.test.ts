import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../db/schema";
import { refreshGraceMs } from "../session/service";
import { signUp } from "../test/accounts";
import { TestClient } from "../test/cookie-jar";
import { createTestApp, type TestApp } from "../test/test-app";

let testApp: TestApp;
// The accounts clock, moved forward to expire access tokens.
let clockOffsetMs = 0;
const client = () => new TestClient(testApp.app);

beforeAll(async () => {
  testApp = await createTestApp({ now: () => Date.now() + clockOffsetMs });
});
afterAll(() => testApp?.close());

describe("POST /api/auth/refresh", () => {
  it("rotates the refresh token and answers the user", async () => {
    const browser = client();
    const { user } = await signUp(browser);
    const firstRefresh = browser.jar.get("Refresh");
    const response = await browser.post("/api/auth/refresh");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: "authenticated", user: { id: user.id } });
    expect(browser.jar.get("Refresh")).not.toBe(firstRefresh);
    expect((await browser.get("/api/user/me")).statusCode).toBe(200);

    const rows = await testApp.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((row) => row.familyId)).size).toBe(1);
    expect(rows.filter((row) => row.usedAt)).toHaveLength(1);
    // Stored hashed: the cookie value appears nowhere in the table.
    expect(rows.map((row) => row.tokenHash)).not.toContain(browser.jar.get("Refresh"));
  });

  it("renews an expired access token", async () => {
    const browser = client();
    await signUp(browser);
    clockOffsetMs = 16 * 60 * 1000;
    try {
      expect((await browser.get("/api/user/me")).statusCode).toBe(401);
      expect((await browser.post("/api/auth/refresh")).statusCode).toBe(200);
      expect((await browser.get("/api/user/me")).statusCode).toBe(200);
    } finally {
      clockOffsetMs = 0;
    }
  });

  it("revokes the whole chain when a used refresh token comes back", async () => {
    const owner = client();
    await signUp(owner);
    // A thief copies the cookies; the owner refreshes first, then the thief replays.
    const thief = owner.jar.clone();
    expect((await owner.post("/api/auth/refresh")).statusCode).toBe(200);

    // Past the grace in which a used token still answers with its successor.
    clockOffsetMs += refreshGraceMs + 1000;
    const replay = await new TestClient(testApp.app, thief).post("/api/auth/refresh");
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe("Unauthorized");

    // The newer token of the same chain stops working too, and so does its access token.
    expect((await owner.post("/api/auth/refresh")).statusCode).toBe(401);
    expect((await owner.get("/api/user/me")).statusCode).toBe(401);
  });

  it("gives parallel refreshes of one token, and repeats within the grace, the same new token", async () => {
    const browser = client();
    const { user } = await signUp(browser);
    const tabs = [browser.jar.clone(), browser.jar.clone(), browser.jar.clone()].map((jar) => new TestClient(testApp.app, jar));
    const answers = await Promise.all(tabs.map((tab) => tab.post("/api/auth/refresh")));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const tokens = new Set(tabs.map((tab) => tab.jar.get("Refresh")));
    expect(tokens.size).toBe(1);
    expect([...tokens][0]).not.toBe(browser.jar.get("Refresh"));
    for (const tab of tabs) expect((await tab.get("/api/user/me")).statusCode).toBe(200);

    // A late retry of the old token within the grace gets the same pair again…
    clockOffsetMs += refreshGraceMs - 2000;
    expect((await browser.post("/api/auth/refresh")).statusCode).toBe(200);
    expect(browser.jar.get("Refresh")).toBe(tabs[0]?.jar.get("Refresh"));
    const rows = await testApp.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(2);
    // …and the family lives on.
    expect((await tabs[1]?.post("/api/auth/refresh"))?.statusCode).toBe(200);
  });

  it("answers 401 without a refresh cookie or with an unknown one", async () => {
    expect((await client().post("/api/auth/refresh")).statusCode).toBe(401);
    const browser = client();
    browser.jar.set("Refresh", "made-up-token", "/api/auth");
    const response = await browser.post("/api/auth/refresh");
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe("Unauthorized");
  });

  it("answers 401 for an expired refresh token", async () => {
    const browser = client();
    const { user } = await signUp(browser);
    await testApp.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await browser.post("/api/auth/refresh")).statusCode).toBe(401);
  });
});

describe("POST /api/auth/logout", () => {
  it("clears both cookies on their paths and ends the session", async () => {
    const browser = client();
    await signUp(browser);
    const stolen = browser.jar.clone();
    const response = await browser.post("/api/auth/logout");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: expect.any(String) });
    const cleared = Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie]));
    expect(cleared.Authentication).toMatchObject({ value: "", path: "/", maxAge: 0 });
    expect(cleared.Refresh).toMatchObject({ value: "", path: "/api/auth", maxAge: 0 });
    expect(browser.jar.names()).toEqual([]);

    // Copies of the cookies are worthless after logout.
    const other = new TestClient(testApp.app, stolen);
    expect((await other.get("/api/user/me")).statusCode).toBe(401);
    expect((await other.post("/api/auth/refresh")).statusCode).toBe(401);
  });

  it("answers 200 without any session", async () => {
    expect((await client().post("/api/auth/logout")).statusCode).toBe(200);
  });

  it("leaves the user's other sessions alone", async () => {
    const first = client();
    const { registration } = await signUp(first);
    const second = client();
    await second.post("/api/auth/login", { identifier: registration.username, password: registration.password });
    await first.post("/api/auth/logout");
    expect((await second.get("/api/user/me")).statusCode).toBe(200);
  });
});

describe("authenticated routes", () => {
  it("answer 401 Unauthorized without a session or with a forged token", async () => {
    const response = await client().get("/api/user/me");
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ statusCode: 401, code: "Unauthorized" });
    const forged = client();
    forged.jar.set("Authentication", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl");
    expect((await forged.get("/api/user/me")).statusCode).toBe(401);
  });

  it("refuse a token signed with another server's secret", async () => {
    const other = await createTestApp();
    const browser = new TestClient(other.app);
    await signUp(browser);
    await other.close();
    expect((await new TestClient(testApp.app, browser.jar).get("/api/user/me")).statusCode).toBe(401);
  });
});
