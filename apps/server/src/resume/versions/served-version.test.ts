import type { ResumeData } from "@vitae/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { instantPrinter } from "../../../test/security-suite/suite-fixtures";
import { signUp } from "../../test/accounts";
import { TestClient } from "../../test/cookie-jar";
import { createTestApp, type TestApp } from "../../test/test-app";
import { createResume, saveHeadline as save } from "../../test/test-resumes";

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ printer: instantPrinter });
});
afterAll(() => testApp?.close());

interface ListedVersion {
  id: string;
  kind: string;
  resumeVersion: number;
  views: number;
  downloads: number;
}

interface DownloadJson {
  downloadedAt: string;
  byOwner: boolean;
  version: { id: string; kind: string; name: string | null; createdAt: string } | null;
}


async function json<T>(browser: TestClient, url: string): Promise<T> {
  const response = await browser.get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function publicResume() {
  const alice = new TestClient(testApp.app);
  const { registration } = await signUp(alice);
  const resume = await createResume(alice, { visibility: "public", sample: true });
  const page = `/api/resume/public/${registration.username}/${resume.slug}`;
  return { alice, resume, page };
}

describe("which version a visitor saw", () => {
  it("notes the version each view and download served, keeping the served data as a version, counting like the statistics", async () => {
    const { alice, resume: created, page } = await publicResume();
    const visitor = new TestClient(testApp.app);
    const mallory = new TestClient(testApp.app);
    const { user: malloryUser } = await signUp(mallory);

    // Two edits inside one editing burst: the data served is not a version yet.
    let resume = await save(alice, created, "Sent to Acme");
    resume = await save(alice, resume, "Sent to Acme, final");
    expect((await visitor.get(page)).statusCode).toBe(200);
    expect((await mallory.get(page)).statusCode).toBe(200);
    // The owner looking at their own page counts nowhere.
    expect((await alice.get(page)).statusCode).toBe(200);
    expect((await visitor.get(`${page}/print`)).statusCode).toBe(200);
    // The owner's own download (builder) is noted, marked, and not counted.
    expect((await alice.get(`/api/resume/print/${resume.id}`)).statusCode).toBe(200);

    const list = await json<ListedVersion[]>(alice, `/api/resume/${resume.id}/versions`);
    const served = list.filter((version) => version.resumeVersion === resume.version);
    expect(served).toHaveLength(1);
    expect(served[0]).toMatchObject({ kind: "edit", views: 2, downloads: 1 });
    const servedId = served[0]?.id;
    const version = await json<{ data: ResumeData }>(alice, `/api/resume/${resume.id}/versions/${servedId}`);
    expect(version.data.basics.headline).toBe("Sent to Acme, final");
    const statistics = await json<{ views: number; downloads: number }>(alice, `/api/resume/${resume.id}/statistics`);
    expect(statistics).toEqual({ views: 2, downloads: 1 });

    const downloads = await json<DownloadJson[]>(alice, `/api/resume/${resume.id}/downloads`);
    expect(downloads.map((download) => [download.byOwner, download.version?.id])).toEqual([
      [true, servedId],
      [false, servedId],
    ]);
    // Nothing about who downloaded: only when, whether the owner did, and which version.
    expect(Object.keys(downloads[1] ?? {}).sort()).toEqual(["byOwner", "downloadedAt", "version"]);
    expect(JSON.stringify(downloads)).not.toContain(malloryUser.id);

    // Serving the same data again keeps no second version; an edit and a view keep the new one.
    expect((await visitor.get(page)).statusCode).toBe(200);
    expect((await json<ListedVersion[]>(alice, `/api/resume/${resume.id}/versions`)).length).toBe(list.length);
    resume = await save(alice, resume, "Sent to Globex");
    expect((await visitor.get(page)).statusCode).toBe(200);
    const after = await json<ListedVersion[]>(alice, `/api/resume/${resume.id}/versions`);
    expect(after.find((entry) => entry.resumeVersion === resume.version)).toMatchObject({ views: 1, downloads: 0 });
    expect(after.find((entry) => entry.id === servedId)).toMatchObject({ views: 3, downloads: 1 });

    // "Compare with now": what they downloaded against the resume as it is now.
    const comparison = await json<{ sections: { id: string; fields: { field: string }[] }[] }>(
      alice,
      `/api/resume/${resume.id}/versions/compare?from=${servedId}&to=current`,
    );
    expect(comparison.sections.find((section) => section.id === "basics")?.fields.map((field) => field.field)).toContain("headline");
  });

  it("keeps listing a download whose version was deleted, without the version", async () => {
    const { alice, resume, page } = await publicResume();
    expect((await new TestClient(testApp.app).get(`${page}/print`)).statusCode).toBe(200);
    const [download] = await json<DownloadJson[]>(alice, `/api/resume/${resume.id}/downloads`);
    expect(download?.version).not.toBeNull();
    expect((await alice.delete(`/api/resume/${resume.id}/versions/${download?.version?.id}`)).statusCode).toBe(200);
    const after = await json<DownloadJson[]>(alice, `/api/resume/${resume.id}/downloads`);
    expect(after).toEqual([{ ...download, version: null }]);
  });

  it("notes nothing while the resume is private", async () => {
    const alice = new TestClient(testApp.app);
    const { registration } = await signUp(alice);
    const resume = await createResume(alice, { visibility: "private" });
    const visitor = new TestClient(testApp.app);
    expect((await visitor.get(`/api/resume/public/${registration.username}/${resume.slug}`)).statusCode).toBe(404);
    expect((await visitor.get(`/api/resume/public/${registration.username}/${resume.slug}/print`)).statusCode).toBe(404);
    expect(await json<DownloadJson[]>(alice, `/api/resume/${resume.id}/downloads`)).toEqual([]);
    expect(await json<ListedVersion[]>(alice, `/api/resume/${resume.id}/versions`)).toEqual([]);
  });
});
