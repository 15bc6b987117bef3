import { createId } from "@vitae/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resumeServings } from "../../db/schema";
import { signUp } from "../../test/accounts";
import { TestClient } from "../../test/cookie-jar";
import { createTestApp, type TestApp } from "../../test/test-app";
import { createResume, saveHeadline as save } from "../../test/test-resumes";
import { ResumeHistory } from "./resume-history";

let testApp: TestApp;
const realNow = Date.now();
let clock = realNow;
const hours = (count: number) => count * 60 * 60_000;
const days = (count: number) => count * 24 * hours(1);

beforeAll(async () => {
  testApp = await createTestApp({ historyClock: () => clock });
});
afterAll(() => testApp?.close());


describe("History retention", () => {
  it("thins automatic versions older than the limit to one per day, keeps named, downloaded and recent ones", async () => {
    const alice = new TestClient(testApp.app);
    await signUp(alice);
    let resume = await createResume(alice);
    // Noon of a day 120 days ago: the three versions of each day stay within that day.
    clock = Math.floor((realNow - days(120)) / days(1)) * days(1) + hours(12);
    for (let day = 0; day < 2; day++) {
      for (let round = 0; round < 3; round++) {
        resume = await save(alice, resume, `Day ${day} round ${round}`);
        expect((await alice.post(`/api/resume/${resume.id}/versions`, { kind: "bulk" })).statusCode).toBe(201);
        clock += hours(1);
      }
      clock += days(1);
    }
    expect((await alice.post(`/api/resume/${resume.id}/versions`, { name: "Old but named" })).statusCode).toBe(201);
    clock = realNow;
    resume = await save(alice, resume, "Recent");
    expect((await alice.post(`/api/resume/${resume.id}/versions`, { kind: "bulk" })).statusCode).toBe(201);

    const old = <Version extends { kind: string; createdAt: string }>(list: Version[]) => list.filter((version) => Date.parse(version.createdAt) < realNow - days(90));
    const before = (await alice.get(`/api/resume/${resume.id}/versions`)).json() as { id: string; kind: string; createdAt: string }[];
    // Someone downloaded the PDF of an old automatic version that thinning would remove (not its day's last).
    const downloaded = old(before).filter((version) => version.kind !== "named").at(-1);
    if (!downloaded) throw new Error("no old automatic version");
    await testApp.database.db
      .insert(resumeServings)
      .values({ id: createId(), resumeId: resume.id, versionId: downloaded.id, kind: "download", byOwner: false });
    const history = new ResumeHistory({ db: testApp.database.db, now: () => clock, thinAfterDays: 90 });
    const removed = await history.thin();
    const after = (await alice.get(`/api/resume/${resume.id}/versions`)).json() as typeof before;

    const autoDays = (list: typeof before) =>
      old(list).filter((version) => version.kind !== "named").map((version) => version.createdAt.slice(0, 10));
    expect(after.map((version) => version.id)).toContain(downloaded.id);
    const notDownloaded = (list: typeof before) => list.filter((version) => version.id !== downloaded.id);
    expect(autoDays(notDownloaded(after))).toEqual([...new Set(autoDays(notDownloaded(after)))]);
    expect(new Set(autoDays(after))).toEqual(new Set(autoDays(before)));
    expect(autoDays(before).length).toBeGreaterThan(autoDays(after).length);
    expect(removed).toBe(before.length - after.length);
    expect(removed).toBeGreaterThan(0);
    expect(after.filter((version) => version.kind === "named")).toHaveLength(1);
    const recent = (list: typeof before) => list.filter((version) => Date.parse(version.createdAt) >= realNow - days(90));
    expect(recent(after)).toEqual(recent(before));
    // Every version left still reads back whole.
    for (const version of after) {
      const response = await alice.get(`/api/resume/${resume.id}/versions/${version.id}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.basics).toBeDefined();
    }
    expect(await history.thin()).toBe(0);
  });
});
