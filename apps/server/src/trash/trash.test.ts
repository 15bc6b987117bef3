import { createId } from "@vitae/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resumes, resumeVersions, statistics } from "../db/schema";
import { createResume, type ResumeJson } from "../test/test-resumes";
import { storageFor } from "../storage/storage-for";
import { signUp } from "../test/accounts";
import { TestClient } from "../test/cookie-jar";
import { createTestApp, type TestApp } from "../test/test-app";
import { purgeExpiredTrash } from "./trash-service";

let testApp: TestApp;
let clock = Date.now();
const days = (count: number) => count * 24 * 60 * 60_000;

beforeAll(async () => {
  testApp = await createTestApp({ historyClock: () => clock });
});
afterAll(() => testApp?.close());

async function owner(): Promise<{ browser: TestClient; username: string; password: string }> {
  const browser = new TestClient(testApp.app);
  const { registration } = await signUp(browser);
  return { browser, username: registration.username, password: registration.password };
}

async function publicResume(browser: TestClient, slug: string): Promise<ResumeJson> {
  return createResume(browser, { slug, visibility: "public" });
}

function purge() {
  const { app, database, env } = testApp;
  return purgeExpiredTrash({ db: database.db, env, storage: storageFor(env), log: app.log, now: () => clock });
}

describe("the Trash", () => {
  it("takes a deleted resume: gone from the list, its public page and prints answer 404, its slug stays reserved", async () => {
    const { browser, username } = await owner();
    const resume = await publicResume(browser, "my-cv");
    const visitor = new TestClient(testApp.app);
    expect((await visitor.get(`/api/resume/public/${username}/my-cv`)).statusCode).toBe(200);

    expect((await browser.delete(`/api/resume/${resume.id}`)).statusCode).toBe(200);
    expect((await visitor.get(`/api/resume/public/${username}/my-cv`)).statusCode).toBe(404);
    expect((await visitor.get(`/api/resume/public/${username}/my-cv/print`)).statusCode).toBe(404);
    expect((await browser.get(`/api/resume/print/${resume.id}`)).statusCode).toBe(404);
    expect((await browser.get(`/api/resume/${resume.id}/versions`)).statusCode).toBe(404);
    expect((await browser.get("/api/resume")).json()).toEqual([]);

    const trash = (await browser.get("/api/trash")).json();
    expect(trash).toEqual([
      { id: resume.id, title: resume.title, slug: "my-cv", deletedAt: expect.any(String), purgeAt: expect.any(String) },
    ]);
    expect(Date.parse(trash[0].purgeAt) - Date.parse(trash[0].deletedAt)).toBe(days(30));

    // The address stays its own until it is purged.
    expect((await browser.post("/api/resume", { title: "Other", slug: "my-cv" })).statusCode).toBe(409);
    const other = await browser.patch(`/api/resume/${(await createResume(browser)).id}`, { slug: "my-cv" });
    expect(other.statusCode).toBe(409);
  });

  it("restores a resume at its old address, public again, with its history", async () => {
    const { browser, username } = await owner();
    const resume = await publicResume(browser, "back");
    await browser.post(`/api/resume/${resume.id}/versions`, { name: "Kept" });
    await browser.delete(`/api/resume/${resume.id}`);

    const restored = await browser.post(`/api/trash/${resume.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toEqual(resume);
    expect((await browser.get("/api/trash")).json()).toEqual([]);
    expect((await browser.get("/api/resume")).json().map((row: ResumeJson) => row.id)).toEqual([resume.id]);
    expect((await new TestClient(testApp.app).get(`/api/resume/public/${username}/back`)).statusCode).toBe(200);
    expect((await browser.get(`/api/resume/${resume.id}/versions`)).json()).toHaveLength(1);
    // Only a trashed resume can be restored.
    expect((await browser.post(`/api/trash/${resume.id}/restore`)).statusCode).toBe(404);
  });

  it("deletes forever only what is in the Trash, with its statistics and history", async () => {
    const { browser } = await owner();
    const resume = await createResume(browser);
    await browser.post(`/api/resume/${resume.id}/versions`, { name: "Kept" });
    expect((await browser.delete(`/api/trash/${resume.id}`)).statusCode).toBe(404);
    expect((await browser.get(`/api/resume/${resume.id}`)).statusCode).toBe(200);

    await browser.delete(`/api/resume/${resume.id}`);
    const gone = await browser.delete(`/api/trash/${resume.id}`);
    expect(gone.statusCode, gone.body).toBe(200);
    const db = testApp.database.db;
    expect(await db.select().from(resumes).where(eq(resumes.id, resume.id))).toEqual([]);
    expect(await db.select().from(statistics).where(eq(statistics.resumeId, resume.id))).toEqual([]);
    expect(await db.select().from(resumeVersions).where(eq(resumeVersions.resumeId, resume.id))).toEqual([]);
    // The slug is free again.
    expect((await browser.post("/api/resume", { title: "Again", slug: resume.slug })).statusCode).toBe(201);
  });

  it("purges what has been in the Trash longer than TRASH_RETENTION_DAYS", async () => {
    const { browser } = await owner();
    const old = await createResume(browser);
    const recent = await createResume(browser);
    await browser.delete(`/api/resume/${old.id}`);
    clock += days(20);
    await testApp.database.db.update(resumes).set({ deletedAt: new Date(clock) }).where(eq(resumes.id, recent.id));
    clock += days(11);
    expect(await purge()).toBeGreaterThanOrEqual(1);
    expect((await browser.get("/api/trash")).json().map((row: { id: string }) => row.id)).toEqual([recent.id]);
    clock += days(20);
    await purge();
    expect((await browser.get("/api/trash")).json()).toEqual([]);
  });

  it("answers another user 404 and a visitor 401, changing nothing", async () => {
    const { browser } = await owner();
    const resume = await createResume(browser, { title: `Private ${createId()}` });
    await browser.delete(`/api/resume/${resume.id}`);
    const { browser: mallory } = await owner();
    for (const response of [await mallory.post(`/api/trash/${resume.id}/restore`), await mallory.delete(`/api/trash/${resume.id}`)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe("ResumeNotFound");
    }
    expect((await mallory.get("/api/trash")).json()).toEqual([]);
    const anonymous = new TestClient(testApp.app);
    for (const response of [
      await anonymous.get("/api/trash"),
      await anonymous.post(`/api/trash/${resume.id}/restore`),
      await anonymous.delete(`/api/trash/${resume.id}`),
    ]) {
      expect(response.statusCode).toBe(401);
    }
    expect((await browser.get("/api/trash")).json().map((row: { id: string }) => row.id)).toEqual([resume.id]);
  });

  it("goes with the account: deleting the account removes trashed resumes and their history at once", async () => {
    const { browser, password } = await owner();
    const resume = await createResume(browser);
    await browser.post(`/api/resume/${resume.id}/versions`, { name: "Kept" });
    await browser.delete(`/api/resume/${resume.id}`);
    expect((await browser.delete("/api/user/me", { currentPassword: password })).statusCode).toBe(200);
    const db = testApp.database.db;
    expect(await db.select().from(resumes).where(eq(resumes.id, resume.id))).toEqual([]);
    expect(await db.select().from(resumeVersions).where(eq(resumeVersions.resumeId, resume.id))).toEqual([]);
  });
});
