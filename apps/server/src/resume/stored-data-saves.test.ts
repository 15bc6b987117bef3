import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { instantPrinter, uploadPicture } from "../../test/security-suite/suite-fixtures";
import { resumes } from "../db/schema";
import { sweepUnattachedPictures, unattachedTtlMs } from "../storage/sweep-unattached";
import { storageFor } from "../storage/storage-for";
import { signUp } from "../test/accounts";
import { TestClient } from "../test/cookie-jar";
import { createTestApp, type TestApp } from "../test/test-app";
import { createResume, type ResumeJson } from "../test/test-resumes";

// An autosave stores its changes apart from the data (resume/stored-data.ts): every way a
// resume's data is read must see them.

let testApp: TestApp;
let clock = Date.now();
const minutes = (count: number) => count * 60_000;

beforeAll(async () => {
  testApp = await createTestApp({ historyClock: () => clock, printer: instantPrinter });
});
afterAll(() => testApp?.close());

async function owner(): Promise<TestClient> {
  const browser = new TestClient(testApp.app);
  await signUp(browser);
  return browser;
}

/** A resume whose data was written whole once, so that the server keeps it and the next save stores only its changes. */
async function keptResume(browser: TestClient): Promise<ResumeJson> {
  const resume = await createResume(browser, { sample: true, visibility: "public" });
  const saved = await browser.patch(`/api/resume/${resume.id}`, { data: resume.data, version: resume.version });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json();
}

async function patch(browser: TestClient, resume: { id: string; version: number }, operations: object[]): Promise<number> {
  const response = await browser.patch(`/api/resume/${resume.id}`, { version: resume.version, patch: operations });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().version;
}

async function storedColumns(id: string) {
  const [row] = await testApp.database.db
    .select({ storedData: resumes.storedData, pendingChanges: resumes.pendingChanges })
    .from(resumes)
    .where(eq(resumes.id, id));
  return row!;
}

describe("a save's changes stored apart from the data", () => {
  it("are seen by the resume, the list, the public page, a copy and the export", async () => {
    const browser = await owner();
    const resume = await keptResume(browser);
    await patch(browser, resume, [{ op: "replace", path: "/basics/headline", value: "Staff engineer" }]);

    const stored = await storedColumns(resume.id);
    expect(stored.storedData.basics.headline).toBe(resume.data.basics.headline);
    expect(stored.pendingChanges).toEqual([{ path: ["basics", "headline"], value: "Staff engineer" }]);

    expect((await browser.get(`/api/resume/${resume.id}`)).json().data.basics.headline).toBe("Staff engineer");
    const listed = (await browser.get("/api/resume")).json() as { id: string; data: ResumeJson["data"] }[];
    expect(listed.find((entry) => entry.id === resume.id)?.data.basics.headline).toBe("Staff engineer");
    const me = (await browser.get("/api/user/me")).json();
    const page = await new TestClient(testApp.app).get(`/api/resume/public/${me.username}/${resume.slug}`);
    expect(page.json().data.basics.headline).toBe("Staff engineer");
    const copy = await browser.post(`/api/resume/${resume.id}/duplicate`, {});
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json().data.basics.headline).toBe("Staff engineer");
    expect((await browser.get(`/api/resume/${resume.id}/export`)).json().basics.headline).toBe("Staff engineer");
  });

  it("are kept in the version made when the next editing burst begins", async () => {
    const browser = await owner();
    const resume = await keptResume(browser);
    const version = await patch(browser, resume, [{ op: "replace", path: "/basics/headline", value: "Before the pause" }]);
    clock += minutes(11);
    await patch(browser, { id: resume.id, version }, [{ op: "replace", path: "/basics/headline", value: "After the pause" }]);
    const list = (await browser.get(`/api/resume/${resume.id}/versions`)).json() as { id: string }[];
    const kept = (await browser.get(`/api/resume/${resume.id}/versions/${list[0]!.id}`)).json();
    expect(kept.data.basics.headline).toBe("Before the pause");
  });

  it("reach the master's variants", async () => {
    const browser = await owner();
    const master = await keptResume(browser);
    const version = await patch(browser, master, [{ op: "replace", path: "/basics/headline", value: "Pending headline" }]);
    const variant = await browser.post(`/api/resume/${master.id}/variants`, { title: "Variant", slug: "variant" });
    expect(variant.statusCode, variant.body).toBe(201);
    expect(variant.json().data.basics.headline).toBe("Pending headline");
    await patch(browser, { id: master.id, version }, [{ op: "replace", path: "/basics/name", value: "Ada Lovelace" }]);
    const followed = (await browser.get(`/api/resume/${variant.json().id}`)).json();
    expect(followed.data.basics).toMatchObject({ headline: "Pending headline", name: "Ada Lovelace" });
  });

  it("come with the title, slug and visibility sent beside them; a slug taken refuses the whole save", async () => {
    const browser = await owner();
    const other = await createResume(browser, { slug: "taken" });
    const resume = await keptResume(browser);
    const clash = await browser.patch(`/api/resume/${resume.id}`, {
      version: resume.version,
      slug: other.slug,
      patch: [{ op: "replace", path: "/basics/headline", value: "Never stored" }],
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe("ResumeSlugAlreadyExists");
    const saved = await browser.patch(`/api/resume/${resume.id}`, {
      version: resume.version,
      title: "Renamed",
      slug: "renamed",
      visibility: "private",
      patch: [{ op: "replace", path: "/basics/headline", value: "Stored" }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = (await browser.get(`/api/resume/${resume.id}`)).json();
    expect(read).toMatchObject({ title: "Renamed", slug: "renamed", visibility: "private", version: resume.version + 1 });
    expect(read.data.basics.headline).toBe("Stored");
    expect((await storedColumns(resume.id)).pendingChanges).toEqual([{ path: ["basics", "headline"], value: "Stored" }]);
  });

  it("are written into the data when they grow too long", async () => {
    const browser = await owner();
    const resume = await keptResume(browser);
    const content = `<p>${"word ".repeat(1000)}</p>`;
    await patch(browser, resume, [{ op: "replace", path: "/sections/summary/content", value: content }]);
    const stored = await storedColumns(resume.id);
    expect(stored.pendingChanges).toBeNull();
    expect(stored.storedData.sections.summary.content).toBe(content);
  });

  it("keep a picture they name from the sweep of unattached uploads", async () => {
    const browser = await owner();
    const resume = await keptResume(browser);
    const url = (await uploadPicture(browser, resume.id)).json().data as string;
    await patch(browser, resume, [{ op: "replace", path: "/basics/picture/url", value: url }]);
    expect((await storedColumns(resume.id)).storedData.basics.picture.url).not.toBe(url);

    const deps = { db: testApp.database.db, storage: storageFor(testApp.env) };
    await sweepUnattachedPictures(deps, Date.now() + unattachedTtlMs + 1000);
    expect((await browser.get(url)).statusCode).toBe(200);
  });
});
