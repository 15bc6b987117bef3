import { sampleResume } from "@vitae/schema";
import { largestResumeData } from "@vitae/schema/test/largest-resume";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp } from "../test/accounts";
import { TestClient } from "../test/cookie-jar";
import { CountingTurns } from "../test/counting-turns";
import { createTestApp, type TestApp } from "../test/test-app";
import { createResume } from "../test/test-resumes";

// A save of a megabyte waits for turns of the event loop of its own (before parsing, before
// validation, before its handler, before its UPDATE), so that on the embedded database, where queries
// run in the server's thread, other requests are answered between large ones.

let testApp: TestApp;
const turns = new CountingTurns();

beforeAll(async () => {
  testApp = await createTestApp({ turns });
});
afterAll(() => testApp?.close());

describe("PATCH /api/resume/{id} with large data", () => {
  it("takes a turn before parsing, validation, its handler and writing; a small save takes none", async () => {
    const browser = new TestClient(testApp.app);
    await signUp(browser);
    const resume = await createResume(browser);
    const data = largestResumeData();

    turns.taken = 0;
    const large = await browser.patch(`/api/resume/${resume.id}`, { data, version: resume.version });
    expect(large.statusCode).toBe(200);
    expect(turns.taken).toBe(4);
    const stored = (await browser.get(`/api/resume/${resume.id}`)).json() as { version: number; data: typeof data };
    expect(stored.data.sections.experience.items).toHaveLength(data.sections.experience.items.length);

    // Based on the version just saved, which the server keeps: the one-statement way.
    turns.taken = 0;
    const again = await browser.patch(`/api/resume/${resume.id}`, { data: { ...data, basics: { ...data.basics, headline: "Again" } }, version: stored.version });
    expect(again.statusCode).toBe(200);
    expect(turns.taken).toBe(4);

    turns.taken = 0;
    const small = await browser.patch(`/api/resume/${resume.id}`, { data: sampleResume, version: stored.version + 1 });
    expect(small.statusCode).toBe(200);
    expect(turns.taken).toBe(0);
  });
});
