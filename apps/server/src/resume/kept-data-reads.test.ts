/**
 * The resume a print, its owner's GET or its public page reads: its data from the saved-data
 * cache when it keeps the data of the stored version (after an edit, or an earlier read), else
 * from the database; a GET and a public page keep what they read.
 */
import { sampleResume } from "@vitae/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resumes, sessions, users } from "../db/schema";
import { liveSessionValues } from "../session/service";
import { signUp } from "../test/accounts";
import { TestClient } from "../test/cookie-jar";
import { createTestApp, type TestApp } from "../test/test-app";
import { createResume } from "../test/test-resumes";
import { SavedDataCache } from "./saved-data-cache";
import { findOwnedPrintableInSession, findOwnedResumeInSession, findPublicResume } from "./service";
import { wholeData } from "./stored-data";

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

/** A signed-up owner's sample resume, and the values of the owner's live session. */
async function ownedResume() {
  const browser = new TestClient(testApp.app);
  await signUp(browser);
  const resume = await createResume(browser, { sample: true });
  const [session] = await testApp.database.db.select().from(sessions).where(eq(sessions.userId, resume.userId));
  if (!session) throw new Error("no session");
  return { resume, session: liveSessionValues(session.familyId, session.userId, Date.now()) };
}

/**
 * Stores a newer version of the resume as another instance would, with a change not yet
 * folded into its data; answers the change and the data it makes.
 */
async function writeElsewhere(resume: Awaited<ReturnType<typeof ownedResume>>["resume"]) {
  const pendingChanges = [{ path: ["basics", "headline"], value: "Written elsewhere" }];
  await testApp.database.db
    .update(resumes)
    .set({ ...wholeData(resume.data), pendingChanges, version: resume.version + 1 })
    .where(eq(resumes.id, resume.id));
  return { pendingChanges, data: { ...resume.data, basics: { ...resume.data.basics, headline: "Written elsewhere" } } };
}

/** A saved-data cache that keeps, for the resume's stored version, data of its own. */
function cacheKeeping(resume: { id: string; version: number }) {
  const savedData = new SavedDataCache();
  const kept = structuredClone(sampleResume);
  kept.basics.name = "Kept in memory";
  savedData.remember(resume.id, resume.version, kept, JSON.stringify(kept).length);
  return { savedData, kept };
}

describe("findOwnedPrintableInSession", () => {
  it("takes the data of the stored version from the saved-data cache, and reads the rest", async () => {
    const { resume, session } = await ownedResume();
    const { savedData, kept } = cacheKeeping(resume);
    const row = await findOwnedPrintableInSession({ db: testApp.database.db, savedData }, session, resume.id);
    expect(row.data).toBe(kept);
    expect(row).toMatchObject({ id: resume.id, version: resume.version, title: resume.title, ownerLocale: expect.any(String) });
  });

  it("reads the data from the database when the cache keeps another version, and keeps it", async () => {
    const { resume, session } = await ownedResume();
    const savedData = new SavedDataCache();
    const older = structuredClone(sampleResume);
    older.basics.name = "An older version";
    savedData.remember(resume.id, resume.version - 1, older, JSON.stringify(older).length);
    const row = await findOwnedPrintableInSession({ db: testApp.database.db, savedData }, session, resume.id);
    expect(row.data.basics.name).toBe(resume.data.basics.name);
    expect(row.data).toEqual(resume.data);
    expect(savedData.get(resume.id, resume.version)).toBe(row.data);
  });

  it("refuses another user's resume and a dead session as without the cache", async () => {
    const { resume, session } = await ownedResume();
    const stranger = await ownedResume();
    const savedData = new SavedDataCache();
    savedData.remember(resume.id, resume.version, resume.data, 1);
    await expect(findOwnedPrintableInSession({ db: testApp.database.db, savedData }, stranger.session, resume.id)).rejects.toMatchObject({ code: "ResumeNotFound" });
    await expect(
      findOwnedPrintableInSession({ db: testApp.database.db, savedData }, { ...session, familyId: "no-such-family" }, resume.id),
    ).rejects.toMatchObject({ code: "Unauthorized" });
  });
});

describe("findOwnedResumeInSession", () => {
  it("takes the data of the stored version from the saved-data cache, and reads the rest", async () => {
    const { resume, session } = await ownedResume();
    const { savedData, kept } = cacheKeeping(resume);
    const row = await findOwnedResumeInSession({ db: testApp.database.db, savedData }, session, resume.id);
    expect(row.data).toBe(kept);
    expect(row).toMatchObject({ id: resume.id, version: resume.version, title: resume.title, slug: resume.slug });
  });

  it("reads the data of another version than the kept one, with its pending changes, and keeps it", async () => {
    const { resume, session } = await ownedResume();
    const { db } = testApp.database;
    const { savedData } = cacheKeeping(resume);
    const { pendingChanges, data } = await writeElsewhere(resume);

    const row = await findOwnedResumeInSession({ db, savedData }, session, resume.id);
    expect(row.version).toBe(resume.version + 1);
    expect(row.data).toEqual(data);
    expect(savedData.entry(resume.id, resume.version + 1)).toMatchObject({ data: row.data, pendingChanges, ofVariant: false });
    expect(savedData.entry(resume.id, resume.version + 1)?.bytes).toBe(Buffer.byteLength(JSON.stringify(row.data)));
    // The next read is answered from what this one kept.
    expect((await findOwnedResumeInSession({ db, savedData }, session, resume.id)).data).toBe(row.data);
  });

  it("reads the data without a cache, and refuses another user's resume and a dead session", async () => {
    const { resume, session } = await ownedResume();
    const stranger = await ownedResume();
    const { db } = testApp.database;
    expect((await findOwnedResumeInSession({ db }, session, resume.id)).data).toEqual(resume.data);
    const savedData = new SavedDataCache();
    savedData.remember(resume.id, resume.version, resume.data, 1);
    await expect(findOwnedResumeInSession({ db, savedData }, stranger.session, resume.id)).rejects.toMatchObject({ code: "ResumeNotFound" });
    await expect(findOwnedResumeInSession({ db, savedData }, { ...session, familyId: "no-such-family" }, resume.id)).rejects.toMatchObject({
      code: "Unauthorized",
    });
  });
});

describe("findPublicResume", () => {
  /** A public resume and its owner's username. */
  async function publicResume() {
    const { resume } = await ownedResume();
    const { db } = testApp.database;
    await db.update(resumes).set({ visibility: "public" }).where(eq(resumes.id, resume.id));
    const [owner] = await db.select().from(users).where(eq(users.id, resume.userId));
    return { resume, username: owner!.username, ownerLocale: owner!.locale };
  }

  it("takes the data of the stored version from the saved-data cache, with the owner's language", async () => {
    const { resume, username, ownerLocale } = await publicResume();
    const { savedData, kept } = cacheKeeping(resume);
    const row = await findPublicResume({ db: testApp.database.db, savedData }, username.toUpperCase(), resume.slug);
    expect(row.data).toBe(kept);
    expect(row).toMatchObject({ id: resume.id, version: resume.version, ownerLocale, hasLanguageVariants: false });
  });

  it("reads the data of another version than the kept one, with its pending changes, and keeps it for the next visitor", async () => {
    const { resume, username } = await publicResume();
    const { db } = testApp.database;
    const { savedData } = cacheKeeping(resume);
    const { pendingChanges, data } = await writeElsewhere(resume);
    const row = await findPublicResume({ db, savedData }, username, resume.slug);
    expect(row.data).toEqual(data);
    expect(savedData.entry(resume.id, resume.version + 1)).toMatchObject({ data: row.data, pendingChanges, ofVariant: false });
    expect((await findPublicResume({ db, savedData }, username, resume.slug)).data).toBe(row.data);
  });

  it("refuses a private resume with or without a cache", async () => {
    const { resume, username } = await publicResume();
    const { db } = testApp.database;
    const savedData = new SavedDataCache();
    savedData.remember(resume.id, resume.version, resume.data, 1);
    await db.update(resumes).set({ visibility: "private" }).where(eq(resumes.id, resume.id));
    await expect(findPublicResume({ db, savedData }, username, resume.slug)).rejects.toMatchObject({ code: "ResumeNotFound" });
    await expect(findPublicResume({ db }, username, resume.slug)).rejects.toMatchObject({ code: "ResumeNotFound" });
  });
});
