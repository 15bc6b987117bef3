import { readdir } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { uploads, users } from "../db/schema";
import { createResume } from "../test/test-resumes";
import { instantPrinter, uploadPicture } from "../../test/security-suite/suite-fixtures";
import { signUp } from "../test/accounts";
import { TestClient } from "../test/cookie-jar";
import { createTestApp, relaxedRateLimits, type TestApp } from "../test/test-app";
import { storageFor } from "./storage-for";
import { sweepUnattachedPictures, unattachedTtlMs } from "./sweep-unattached";

const apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((testApp) => testApp.close()));
});

async function appWith(options: Parameters<typeof createTestApp>[0]) {
  const testApp = await createTestApp({ printer: instantPrinter, ...options });
  apps.push(testApp);
  return testApp;
}

const keyOf = (url: string) => url.replace("/api/storage/", "");

describe("uploads", () => {
  it("are limited per user", async () => {
    const testApp = await appWith({ rateLimits: { ...relaxedRateLimits, uploadsPerUser: { max: 2, timeWindowMs: 60_000 } } });
    const browser = new TestClient(testApp.app);
    await signUp(browser);
    expect((await uploadPicture(browser)).statusCode).toBe(200);
    expect((await uploadPicture(browser)).statusCode).toBe(200);
    const refused = await uploadPicture(browser);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // Someone else uploads on.
    const other = new TestClient(testApp.app);
    await signUp(other);
    expect((await uploadPicture(other)).statusCode).toBe(200);
  });

  it("stop at the user's storage quota with a clear error, and deleting a resume frees its pictures", async () => {
    const testApp = await appWith({ env: { STORAGE_QUOTA_MB: "0.0001" } });
    const browser = new TestClient(testApp.app);
    const { user } = await signUp(browser);
    const resume = await createResume(browser, {});
    const first = await uploadPicture(browser, resume.id);
    expect(first.statusCode, first.body).toBe(200);
    const [row] = await testApp.database.db.select().from(uploads).where(eq(uploads.userId, user.id));
    expect(row?.size).toBeGreaterThan(0);
    const quota = 0.0001 * 1024 * 1024;
    // Fill the quota up to the last byte with another record of this user's uploads.
    await testApp.database.db.insert(uploads).values({ key: `${user.id}/pictures/filler.webp`, userId: user.id, size: Math.floor(quota) - (row?.size ?? 0) });
    const refused = await uploadPicture(browser);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({ code: "StorageQuotaExceeded", message: expect.stringContaining("MB") });

    await testApp.database.db.delete(uploads).where(eq(uploads.key, `${user.id}/pictures/filler.webp`));
    // Deleting moves the resume to the Trash; its pictures count until it is deleted for good.
    expect((await browser.delete(`/api/resume/${resume.id}`)).statusCode).toBe(200);
    expect(await testApp.database.db.select().from(uploads).where(eq(uploads.userId, user.id))).not.toEqual([]);
    expect((await browser.delete(`/api/trash/${resume.id}`)).statusCode).toBe(200);
    expect(await testApp.database.db.select().from(uploads).where(eq(uploads.userId, user.id))).toEqual([]);
  });

  it("copied into a duplicated or imported resume count towards the quota, and past it the copy is refused", async () => {
    const testApp = await appWith({ env: { STORAGE_QUOTA_MB: "1" } });
    const db = testApp.database.db;
    const browser = new TestClient(testApp.app);
    const { user } = await signUp(browser);
    const resume = await createResume(browser, {});
    const pictureUrl = (await uploadPicture(browser, resume.id)).json().data as string;
    const full = (await browser.get(`/api/resume/${resume.id}`)).json();
    const data = { ...full.data, basics: { ...full.data.basics, picture: { ...full.data.basics.picture, url: pictureUrl } } };
    expect((await browser.patch(`/api/resume/${resume.id}`, { data, version: full.version })).statusCode).toBe(200);
    const recorded = async () =>
      (await db.select({ key: uploads.key, size: uploads.size }).from(uploads).where(eq(uploads.userId, user.id))).sort((a, b) => a.key.localeCompare(b.key));
    const [original] = await recorded();
    const size = original?.size ?? 0;
    expect(size).toBeGreaterThan(0);

    const copy = await browser.post(`/api/resume/${resume.id}/duplicate`, {});
    expect(copy.statusCode, copy.body).toBe(201);
    const copyUrl = copy.json().data.basics.picture.url as string;
    expect(copyUrl).toContain(`/resumes/${copy.json().id}/`);
    expect(await recorded()).toEqual([{ key: keyOf(copyUrl), size }, { key: keyOf(pictureUrl), size }].sort((a, b) => a.key.localeCompare(b.key)));

    // Leave less room than one more copy needs.
    const quota = 1024 * 1024;
    await db.insert(uploads).values({ key: `${user.id}/pictures/filler.webp`, userId: user.id, size: quota - 2 * size - 1 });
    const countResumes = async () => (await browser.get("/api/resume")).json().length as number;
    const resumesBefore = await countResumes();
    const before = await recorded();
    for (const refused of [
      await browser.post(`/api/resume/${resume.id}/duplicate`, {}),
      await browser.post("/api/resume/import", { data }),
    ]) {
      expect(refused.statusCode, refused.body).toBe(413);
      expect(refused.json()).toMatchObject({ code: "StorageQuotaExceeded", message: expect.stringContaining("MB") });
    }
    // Nothing is left behind: no resume, no record, no file.
    expect(await countResumes()).toBe(resumesBefore);
    expect(await recorded()).toEqual(before);
    const folders = await readdir(path.join(testApp.env.DATA_DIR, "storage", user.id, "resumes"));
    expect(folders.sort()).toEqual([resume.id, copy.json().id].sort());

    await db.delete(uploads).where(eq(uploads.key, `${user.id}/pictures/filler.webp`));
    const imported = await browser.post("/api/resume/import", { data });
    expect(imported.statusCode, imported.body).toBe(201);
    const importedUrl = imported.json().data.basics.picture.url as string;
    expect(importedUrl).toContain(`/resumes/${imported.json().id}/`);
    expect((await browser.get(importedUrl)).statusCode).toBe(200);
    expect(await recorded()).toContainEqual({ key: keyOf(importedUrl), size });
  }, 60_000);

  it("are deleted a day after upload when no profile or resume uses them", async () => {
    const testApp = await appWith({});
    const browser = new TestClient(testApp.app);
    const { user } = await signUp(browser);
    const unused = keyOf((await uploadPicture(browser)).json().data);
    const profileUrl = (await uploadPicture(browser)).json().data as string;
    await browser.patch("/api/user/me", { picture: profileUrl });
    const resume = await createResume(browser, {});
    const resumeUrl = (await uploadPicture(browser, resume.id)).json().data as string;
    const full = (await browser.get(`/api/resume/${resume.id}`)).json();
    const data = { ...full.data, basics: { ...full.data.basics, picture: { ...full.data.basics.picture, url: resumeUrl } } };
    expect((await browser.patch(`/api/resume/${resume.id}`, { data, version: full.version })).statusCode).toBe(200);

    const db = testApp.database.db;
    // Not yet a day old: nothing goes.
    expect(await sweepUnattachedPictures({ db, storage: storageFor(testApp.env) }, Date.now())).toBe(0);
    expect(await sweepUnattachedPictures({ db, storage: storageFor(testApp.env) }, Date.now() + unattachedTtlMs + 1000)).toBe(1);
    expect((await browser.get(`/api/storage/${unused}`)).statusCode).toBe(404);
    expect((await browser.get(profileUrl)).statusCode).toBe(200);
    expect((await browser.get(resumeUrl)).statusCode).toBe(200);
    const left = await db.select({ key: uploads.key }).from(uploads).where(eq(uploads.userId, user.id));
    expect(left.map((entry) => entry.key).sort()).toEqual([keyOf(profileUrl), keyOf(resumeUrl)].sort());
    expect((await db.select().from(users).where(eq(users.id, user.id)))[0]?.picture).toBe(profileUrl);
  });
});

describe("prints and previews", () => {
  it("are limited per user", async () => {
    const testApp = await appWith({ rateLimits: { ...relaxedRateLimits, printsPerUser: { max: 2, timeWindowMs: 60_000 } } });
    const browser = new TestClient(testApp.app);
    await signUp(browser);
    const resume = await createResume(browser, {});
    expect((await browser.get(`/api/resume/print/${resume.id}`)).statusCode).toBe(200);
    expect((await browser.get(`/api/resume/print/${resume.id}/preview`)).statusCode).toBe(200);
    // Asking again for what is made already costs the printer nothing and does not count.
    for (let again = 0; again < 3; again++) expect((await browser.get(`/api/resume/print/${resume.id}`)).statusCode).toBe(200);
    const edited = await browser.patch(`/api/resume/${resume.id}`, { title: "Edited" });
    expect(edited.statusCode, edited.body).toBe(200);
    const refused = await browser.get(`/api/resume/print/${resume.id}`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("TooManyRequests");
  });

  it("count the resume check too, which may print", async () => {
    const testApp = await appWith({ rateLimits: { ...relaxedRateLimits, printsPerUser: { max: 2, timeWindowMs: 60_000 } } });
    const browser = new TestClient(testApp.app);
    await signUp(browser);
    const resume = await createResume(browser, {});
    const checked = await browser.post(`/api/resume/${resume.id}/check`, {});
    expect(checked.statusCode, checked.body).toBe(200);
    // The check printed this data's PDF already: printing it again does not count.
    expect((await browser.get(`/api/resume/print/${resume.id}`)).statusCode).toBe(200);
    expect((await browser.patch(`/api/resume/${resume.id}`, { title: "Edited" })).statusCode).toBe(200);
    expect((await browser.get(`/api/resume/print/${resume.id}`)).statusCode).toBe(200);
    const refused = await browser.post(`/api/resume/${resume.id}/check`, {});
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("TooManyRequests");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });
});
