import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { createId, sampleResume } from "@vitae/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resumes, secrets, sessions, statistics, users } from "../db/schema";
import { signUp } from "../test/accounts";
import { TestClient } from "../test/cookie-jar";
import { MailCatcher } from "../test/mail-catcher";
import { createTestApp, type TestApp } from "../test/test-app";

let mail: MailCatcher;
let testApp: TestApp;
const client = () => new TestClient(testApp.app);

beforeAll(async () => {
  mail = await new MailCatcher().start();
  testApp = await createTestApp({ env: { SMTP_URL: mail.url } });
});
afterAll(async () => {
  await testApp?.close();
  await mail?.stop();
});

describe("GET /api/user/me", () => {
  it("answers the signed-in user without any secret", async () => {
    const browser = client();
    const { user } = await signUp(browser);
    const response = await browser.get("/api/user/me");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(user);
    // Of the password, only whether there is one.
    expect(response.json().hasPassword).toBe(true);
    expect(response.body.replace('"hasPassword":true', "")).not.toMatch(/password|token|secret|argon/i);
  });

  it("answers 401 Unauthorized without a session", async () => {
    const response = await client().get("/api/user/me");
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe("Unauthorized");
  });
});

describe("PATCH /api/user/me", () => {
  it("changes name, username, locale and picture", async () => {
    const browser = client();
    const { user } = await signUp(browser);
    const response = await browser.patch("/api/user/me", {
      name: "Augusta Ada King",
      username: `countess-${user.id}`,
      locale: "de-DE",
      picture: "https://example.com/ada.png",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: user.id,
      name: "Augusta Ada King",
      username: `countess-${user.id}`,
      locale: "de-DE",
      picture: "https://example.com/ada.png",
      emailVerified: false,
    });
    expect((await browser.patch("/api/user/me", { picture: "" })).json().picture).toBeNull();
    expect((await browser.patch("/api/user/me", {})).statusCode).toBe(200);
  });

  it("keeps verification when the same email is sent again", async () => {
    const browser = client();
    const { user, registration } = await signUp(browser);
    await testApp.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
    await mail.waitFor(registration.email);
    const response = await browser.patch("/api/user/me", { email: registration.email, username: registration.username });
    expect(response.json().emailVerified).toBe(true);
    expect(mail.to(registration.email)).toHaveLength(1);
  });

  it("answers UserAlreadyExists for another user's email or username", async () => {
    const { registration: other } = await signUp(client());
    const browser = client();
    await signUp(browser);
    for (const change of [{ email: other.email, currentPassword: "analytical-engine" }, { username: other.username }]) {
      const response = await browser.patch("/api/user/me", change);
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe("UserAlreadyExists");
    }
  });

  it("validates the fields", async () => {
    const browser = client();
    await signUp(browser);
    const response = await browser.patch("/api/user/me", { username: "Not Valid", picture: "not a url" });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("ValidationError");
  });
});

describe("DELETE /api/user/me", () => {
  it("removes the user, secrets, sessions, resumes, statistics and stored files", async () => {
    const browser = client();
    const { user } = await signUp(browser);
    const db = testApp.database.db;
    const resumeId = createId();
    await db.insert(resumes).values({ id: resumeId, title: "CV", slug: "cv", storedData: sampleResume, userId: user.id });
    await db.insert(statistics).values({ id: createId(), resumeId });
    const folder = path.join(testApp.env.DATA_DIR, "storage", user.id);
    await mkdir(path.join(folder, "pictures"), { recursive: true });
    await writeFile(path.join(folder, "pictures", "me.webp"), "image");
    const survivor = client();
    const { user: other } = await signUp(survivor);

    const response = await browser.delete("/api/user/me", { currentPassword: "analytical-engine" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect(browser.jar.names()).toEqual([]);

    expect(await db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await db.select().from(secrets).where(eq(secrets.userId, user.id))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect(await db.select().from(resumes).where(eq(resumes.userId, user.id))).toEqual([]);
    expect(await db.select().from(statistics).where(eq(statistics.resumeId, resumeId))).toEqual([]);
    expect(existsSync(folder)).toBe(false);
    // Nobody else is touched.
    expect(await db.select().from(users).where(eq(users.id, other.id))).toHaveLength(1);
    expect((await survivor.get("/api/user/me")).statusCode).toBe(200);
  });

  it("works for a user without stored files, and the old cookies open nothing afterwards", async () => {
    const browser = client();
    await signUp(browser);
    const copy = browser.jar.clone();
    expect((await browser.delete("/api/user/me", { currentPassword: "analytical-engine" })).statusCode).toBe(200);
    const ghost = new TestClient(testApp.app, copy);
    expect((await ghost.get("/api/user/me")).statusCode).toBe(401);
    expect((await ghost.post("/api/auth/refresh")).statusCode).toBe(401);
  });

  it("answers 401 without a session", async () => {
    expect((await client().delete("/api/user/me")).statusCode).toBe(401);
  });

  it("needs the current password; a session alone deletes nothing", async () => {
    const browser = client();
    const { user } = await signUp(browser);
    for (const body of [undefined, { currentPassword: "wrong-password" }]) {
      const refused = await browser.delete("/api/user/me", body);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe("InvalidCredentials");
    }
    expect(await testApp.database.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
  });
});
