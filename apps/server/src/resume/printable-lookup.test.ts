/**
 * The resume a print reads: from the saved-data cache when it keeps the data of the stored
 * version (a print after an edit), else with its data from the database.
 */
import { sampleResume } from "@vitae/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../db/schema";
import { liveSessionValues } from "../session/service";
import { signUp } from "../test/accounts";
import { TestClient } from "../test/cookie-jar";
import { createTestApp, type TestApp } from "../test/test-app";
import { createResume } from "../test/test-resumes";
import { SavedDataCache } from "./saved-data-cache";
import { findOwnedPrintableInSession } from "./service";

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

describe("findOwnedPrintableInSession", () => {
  it("takes the data of the stored version from the saved-data cache, and reads the rest", async () => {
    const { resume, session } = await ownedResume();
    const savedData = new SavedDataCache();
    const kept = structuredClone(sampleResume);
    kept.basics.name = "Kept in memory";
    savedData.remember(resume.id, resume.version, kept, JSON.stringify(kept).length);
    const row = await findOwnedPrintableInSession({ db: testApp.database.db, savedData }, session, resume.id);
    expect(row.data).toBe(kept);
    expect(row).toMatchObject({ id: resume.id, version: resume.version, title: resume.title, ownerLocale: expect.any(String) });
  });

  it("reads the data from the database when the cache keeps another version", async () => {
    const { resume, session } = await ownedResume();
    const savedData = new SavedDataCache();
    const older = structuredClone(sampleResume);
    older.basics.name = "An older version";
    savedData.remember(resume.id, resume.version - 1, older, JSON.stringify(older).length);
    const row = await findOwnedPrintableInSession({ db: testApp.database.db, savedData }, session, resume.id);
    expect(row.data.basics.name).toBe(resume.data.basics.name);
    expect(row.data).toEqual(resume.data);
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
