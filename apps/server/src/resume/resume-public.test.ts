import { createId, sampleResume } from "@vitae/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resumes, statistics } from "../db/schema";
import { signUp } from "../test/accounts";
import { TestClient } from "../test/cookie-jar";
import { createTestApp, type TestApp } from "../test/test-app";
import { createResume, type ResumeJson } from "../test/test-resumes";

let testApp: TestApp;
const client = () => new TestClient(testApp.app);

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

/** An owner with a public resume whose notes hold a secret. */
async function publicResume(): Promise<{ browser: TestClient; username: string; resume: ResumeJson }> {
  const browser = client();
  const { registration } = await signUp(browser);
  const created = await createResume(browser, { sample: true });
  const data = structuredClone(sampleResume);
  data.metadata.notes = "<p>Salary expectation: SECRET-NOTE</p>";
  const response = await browser.patch(`/api/resume/${created.id}`, { data, visibility: "public", version: 1 });
  expect(response.statusCode).toBe(200);
  return { browser, username: registration.username, resume: response.json() };
}

const publicUrl = (username: string, slug: string) => `/api/resume/public/${username}/${slug}`;

async function views(browser: TestClient, resume: { id: string }): Promise<number> {
  const response = await browser.get(`/api/resume/${resume.id}/statistics`);
  expect(response.statusCode).toBe(200);
  return response.json().views;
}

describe("GET /api/resume/public/{username}/{slug}", () => {
  it("serves a public resume to anyone, without the private notes", async () => {
    const { username, resume } = await publicResume();
    const response = await client().get(publicUrl(username, resume.slug));
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const served = response.json();
    expect(served).toMatchObject({ id: resume.id, title: resume.title, slug: resume.slug, visibility: "public" });
    expect(served.data.metadata.notes).toBe("");
    expect(served.data.basics).toEqual(sampleResume.basics);
    expect(response.body).not.toContain("SECRET-NOTE");
    expect(served.user).toBeUndefined();
    // The owner's language: the page prints the template's own words in it, as the PDF does.
    expect(served.locale).toBe("en-US");
  });

  it("names the owner's language, whoever looks", async () => {
    const { browser, username, resume } = await publicResume();
    expect((await browser.patch("/api/user/me", { locale: "ar-SA" })).statusCode).toBe(200);
    expect((await client().get(publicUrl(username, resume.slug))).json().locale).toBe("ar-SA");
  });

  it("never shows notes to signed-in visitors or the owner either", async () => {
    const { browser, username, resume } = await publicResume();
    const other = client();
    await signUp(other);
    for (const viewer of [browser, other]) {
      const response = await viewer.get(publicUrl(username, resume.slug));
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain("SECRET-NOTE");
    }
    // The owner still reads them through the private route.
    expect((await browser.get(`/api/resume/${resume.id}`)).body).toContain("SECRET-NOTE");
  });

  it("answers ResumeNotFound for a private resume, also to its owner", async () => {
    const browser = client();
    const { registration } = await signUp(browser);
    const resume = await createResume(browser, { slug: "hidden" });
    for (const viewer of [client(), browser]) {
      const response = await viewer.get(publicUrl(registration.username, "hidden"));
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe("ResumeNotFound");
    }
    // Made private again, a public resume disappears.
    await browser.patch(`/api/resume/${resume.id}`, { visibility: "public" });
    expect((await client().get(publicUrl(registration.username, "hidden"))).statusCode).toBe(200);
    await browser.patch(`/api/resume/${resume.id}`, { visibility: "private" });
    expect((await client().get(publicUrl(registration.username, "hidden"))).statusCode).toBe(404);
  });

  it("answers ResumeNotFound for an unknown user or slug, and for another user's slug", async () => {
    const { username, resume } = await publicResume();
    const other = client();
    const { registration } = await signUp(other);
    for (const url of [
      publicUrl("nobody-here", resume.slug),
      publicUrl(username, "no-such-resume"),
      publicUrl(registration.username, resume.slug),
    ]) {
      const response = await client().get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code).toBe("ResumeNotFound");
    }
  });

  it("ignores an invalid session and serves the page anonymously", async () => {
    const { username, resume } = await publicResume();
    const visitor = client();
    visitor.jar.set("Authentication", "not-a-token");
    expect((await visitor.get(publicUrl(username, resume.slug))).statusCode).toBe(200);
  });
});

describe("statistics", () => {
  it("start at zero", async () => {
    const browser = client();
    await signUp(browser);
    const resume = await createResume(browser);
    const response = await browser.get(`/api/resume/${resume.id}/statistics`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ views: 0, downloads: 0 });
  });

  it("count views by visitors and other users, not by the owner", async () => {
    const { browser, username, resume } = await publicResume();
    const url = publicUrl(username, resume.slug);
    await browser.get(url);
    await browser.get(url);
    expect(await views(browser, resume)).toBe(0);

    await client().get(url);
    await client().get(url);
    const other = client();
    await signUp(other);
    await other.get(url);
    expect(await views(browser, resume)).toBe(3);
    // Another user sees a 404 for the statistics, as for every route by id.
    expect((await other.get(`/api/resume/${resume.id}/statistics`)).statusCode).toBe(404);
  });

  it("count every one of many simultaneous views", async () => {
    const { browser, username, resume } = await publicResume();
    const url = publicUrl(username, resume.slug);
    const responses = await Promise.all(Array.from({ length: 20 }, () => client().get(url)));
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(await views(browser, resume)).toBe(20);
  });

  it("do not count refused views", async () => {
    const browser = client();
    const { registration } = await signUp(browser);
    const resume = await createResume(browser, { slug: "private-one" });
    await client().get(publicUrl(registration.username, "private-one"));
    expect(await views(browser, resume)).toBe(0);
  });

  it("create the statistics row on the first view of a resume that has none", async () => {
    const browser = client();
    const { user, registration } = await signUp(browser);
    // A resume written without its statistics row (e.g. by an older version).
    const id = createId();
    await testApp.database.db
      .insert(resumes)
      .values({ id, title: "Legacy", slug: "legacy", visibility: "public", storedData: sampleResume, userId: user.id });
    expect((await browser.get(`/api/resume/${id}/statistics`)).json()).toEqual({ views: 0, downloads: 0 });
    await client().get(publicUrl(registration.username, "legacy"));
    await client().get(publicUrl(registration.username, "legacy"));
    expect((await browser.get(`/api/resume/${id}/statistics`)).json()).toEqual({ views: 2, downloads: 0 });
    expect(await testApp.database.db.select().from(statistics)).toContainEqual(
      expect.objectContaining({ resumeId: id, views: 2 }),
    );
  });
});
