import { createDefaultResumeData, createId, resumeSchema, sampleResume } from "@vitae/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { statistics } from "../db/schema";
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

/** A signed-up user's browser. */
async function owner(): Promise<TestClient> {
  const browser = client();
  await signUp(browser);
  return browser;
}

function patch(browser: TestClient, resume: { id: string }, body: object) {
  return browser.patch(`/api/resume/${resume.id}`, body);
}

describe("every resume call", () => {
  it("needs a session", async () => {
    const anonymous = client();
    const id = createId();
    const calls = [
      anonymous.post("/api/resume", { title: "CV" }),
      anonymous.get("/api/resume"),
      anonymous.get(`/api/resume/${id}`),
      anonymous.patch(`/api/resume/${id}`, { title: "x" }),
      anonymous.delete(`/api/resume/${id}`),
      anonymous.post(`/api/resume/${id}/duplicate`, {}),
      anonymous.patch(`/api/resume/${id}/lock`, { set: true }),
      anonymous.post("/api/resume/import", { data: sampleResume }),
      anonymous.get(`/api/resume/${id}/statistics`),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode, response.body).toBe(401);
      expect(response.json().code).toBe("Unauthorized");
    }
  });

  it("answers ResumeNotFound for another user's resume and for a missing one, and changes nothing", async () => {
    const alice = await owner();
    const resume = await createResume(alice, { visibility: "public" });
    const mallory = await owner();
    for (const id of [resume.id, createId(), "not-an-id"]) {
      const responses = [
        await mallory.get(`/api/resume/${id}`),
        await mallory.patch(`/api/resume/${id}`, { title: "Owned", version: 1 }),
        await mallory.patch(`/api/resume/${id}`, { data: sampleResume, version: 1 }),
        await mallory.post(`/api/resume/${id}/duplicate`, {}),
        await mallory.patch(`/api/resume/${id}/lock`, { set: true }),
        await mallory.get(`/api/resume/${id}/statistics`),
        await mallory.delete(`/api/resume/${id}`),
      ];
      for (const response of responses) {
        expect(response.statusCode, response.body).toBe(404);
        expect(response.json().code).toBe("ResumeNotFound");
      }
    }
    const untouched = (await alice.get(`/api/resume/${resume.id}`)).json();
    expect(untouched).toEqual(resume);
    expect((await mallory.get("/api/resume")).json()).toEqual([]);
  });
});

describe("POST /api/resume", () => {
  it("creates a private resume from the default data with the user's name and email", async () => {
    const browser = client();
    const { user } = await signUp(browser, { name: "Grace Hopper" });
    const response = await browser.post("/api/resume", { title: "My First Resume" });
    expect(response.statusCode).toBe(201);
    const resume = resumeSchema.parse(response.json());
    expect(resume).toMatchObject({
      title: "My First Resume",
      slug: "my-first-resume",
      visibility: "private",
      locked: false,
      version: 1,
      userId: user.id,
    });
    const expected = createDefaultResumeData();
    expected.basics.name = "Grace Hopper";
    expected.basics.email = user.email;
    expect(resume.data).toEqual(expected);
    expect(resume.createdAt).toBeInstanceOf(Date);
    // The statistics row comes with the resume.
    const rows = await testApp.database.db.select().from(statistics).where(eq(statistics.resumeId, resume.id));
    expect(rows).toMatchObject([{ views: 0, downloads: 0 }]);
  });

  it("starts from the sample resume when asked", async () => {
    const browser = await owner();
    const resume = await createResume(browser, { title: "Sample", sample: true, visibility: "public" });
    expect(resume.data).toEqual(sampleResume);
    expect(resume.visibility).toBe("public");
  });

  it("normalises the slug it is given and refuses one the user already has", async () => {
    const browser = await owner();
    const first = await createResume(browser, { title: "CV", slug: "  Senior Engineer 2024 " });
    expect(first.slug).toBe("senior-engineer-2024");
    const clash = await browser.post("/api/resume", { title: "Other", slug: "SENIOR engineer-2024" });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe("ResumeSlugAlreadyExists");
    // Another user may use the same slug.
    expect((await createResume(await owner(), { title: "CV", slug: "senior-engineer-2024" })).slug).toBe(
      "senior-engineer-2024",
    );
  });

  it("makes a slug derived from the title unique", async () => {
    const browser = await owner();
    const slugs = [];
    for (let i = 0; i < 3; i++) slugs.push((await createResume(browser, { title: "Résumé!" })).slug);
    expect(slugs).toEqual(["resume", "resume-2", "resume-3"]);
    expect((await createResume(browser, { title: "!!!" })).slug).toBe("resume-4");
  });

  it("validates the body", async () => {
    const browser = await owner();
    for (const body of [{}, { title: "" }, { title: "x", slug: "---" }, { title: "x", visibility: "secret" }]) {
      const response = await browser.post("/api/resume", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe("ValidationError");
    }
  });
});

describe("GET /api/resume", () => {
  it("lists only the user's resumes, last updated first", async () => {
    const browser = await owner();
    const a = await createResume(browser);
    const b = await createResume(browser);
    const c = await createResume(browser);
    await createResume(await owner());
    await patch(browser, a, { title: "Touched last" });
    const list = (await browser.get("/api/resume")).json() as ResumeJson[];
    expect(list.map((resume) => resume.id)).toEqual([a.id, c.id, b.id]);
    expect(list[0]).toMatchObject({ title: "Touched last", data: a.data });
  });
});

describe("GET /api/resume/{id}", () => {
  it("answers the owner's resume", async () => {
    const browser = await owner();
    const resume = await createResume(browser);
    const response = await browser.get(`/api/resume/${resume.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(resume);
  });
});

describe("PATCH /api/resume/{id}", () => {
  it("changes title, slug and visibility, one version further each time", async () => {
    const browser = await owner();
    const resume = await createResume(browser);
    const renamed = await patch(browser, resume, { title: "Renamed", slug: "New Address" });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ title: "Renamed", slug: "new-address", version: 2 });
    const shared = await patch(browser, resume, { visibility: "public", version: 2 });
    expect(shared.json()).toMatchObject({ visibility: "public", version: 3 });
    expect(Date.parse(shared.json().updatedAt)).toBeGreaterThanOrEqual(Date.parse(resume.updatedAt));
    // Nothing to change: the resume as it is, same version.
    expect((await patch(browser, resume, {})).json()).toMatchObject({ version: 3 });
  });

  it("replaces the data when based on the current version", async () => {
    const browser = await owner();
    const resume = await createResume(browser);
    const data = structuredClone(sampleResume);
    const response = await patch(browser, resume, { data, version: resume.version });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ version: 2, data: sampleResume });
    expect((await browser.get(`/api/resume/${resume.id}`)).json().data).toEqual(sampleResume);
  });

  it("answers 409 ResumeVersionConflict with the current resume to a stale edit, and keeps the newer one", async () => {
    const browser = await owner();
    const resume = await createResume(browser);
    const fromTabA = structuredClone(resume.data);
    fromTabA.basics.headline = "Tab A";
    const fromTabB = structuredClone(resume.data);
    fromTabB.basics.headline = "Tab B";
    expect((await patch(browser, resume, { data: fromTabA, version: 1 })).statusCode).toBe(200);

    const stale = await patch(browser, resume, { data: fromTabB, version: 1 });
    expect(stale.statusCode).toBe(409);
    const body = stale.json();
    expect(body).toMatchObject({ statusCode: 409, code: "ResumeVersionConflict" });
    expect(body.message).toMatch(/changed elsewhere/);
    expect(body.current).toMatchObject({ id: resume.id, version: 2 });
    expect(body.current.data.basics.headline).toBe("Tab A");
    expect(resumeSchema.safeParse(body.current).success).toBe(true);
    // A stale rename is refused too, and a future version as well.
    expect((await patch(browser, resume, { title: "x", version: 1 })).statusCode).toBe(409);
    expect((await patch(browser, resume, { title: "x", version: 9 })).statusCode).toBe(409);
    expect((await browser.get(`/api/resume/${resume.id}`)).json()).toMatchObject({ version: 2, title: resume.title });
  });

  it("lets exactly one of two concurrent edits of the same version win", async () => {
    const browser = await owner();
    const resume = await createResume(browser);
    for (let round = 0; round < 5; round++) {
      const version = resume.version + round;
      const edits = ["left", "right"].map((side) => {
        const data = structuredClone(resume.data);
        data.basics.headline = `${side} ${round}`;
        return patch(browser, resume, { data, version });
      });
      const statuses = (await Promise.all(edits)).map((response) => response.statusCode).sort();
      expect(statuses).toEqual([200, 409]);
    }
    expect((await browser.get(`/api/resume/${resume.id}`)).json().version).toBe(6);
  });

  it("needs the version when data is sent", async () => {
    const browser = await owner();
    const resume = await createResume(browser);
    const response = await patch(browser, resume, { data: sampleResume });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues.map((issue: { path: unknown }) => issue.path)).toEqual([["body", "version"]]);
  });

  it("validates the whole data and answers the paths of the bad fields", async () => {
    const browser = await owner();
    const resume = await createResume(browser);
    const data = structuredClone(sampleResume) as unknown as {
      basics: { email: string };
      sections: { skills: { items: { level: number }[] }; experience: { columns: number } };
      metadata: { page: { format: string } };
    };
    data.basics.email = "not-an-email";
    data.sections.skills.items[0]!.level = 9;
    data.sections.experience.columns = 0;
    data.metadata.page.format = "a5";
    const response = await patch(browser, resume, { data, version: 1 });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe("ValidationError");
    expect(body.issues.map((issue: { path: unknown }) => issue.path)).toEqual(
      expect.arrayContaining([
        ["body", "data", "basics", "email"],
        ["body", "data", "sections", "skills", "items", "0", "level"],
        ["body", "data", "sections", "experience", "columns"],
        ["body", "data", "metadata", "page", "format"],
      ]),
    );
    const missing = await patch(browser, resume, { data: { basics: sampleResume.basics }, version: 1 });
    expect(missing.statusCode).toBe(400);
    expect((await browser.get(`/api/resume/${resume.id}`)).json().version).toBe(1);
  });

  it("stores HTML sanitised: an <img onerror> keeps no handler, scripts go", async () => {
    const browser = await owner();
    const resume = await createResume(browser);
    const data = structuredClone(sampleResume);
    data.sections.summary.content = '<p>Hello<img src="https://example.com/a.png" onerror="alert(1)"></p>';
    data.sections.experience.items[0]!.summary = '<p onclick="steal()">Work<script>alert(2)</script></p>';
    data.metadata.notes = "<p>Private<iframe src=https://evil.example></iframe></p>";
    const response = await patch(browser, resume, { data, version: 1 });
    expect(response.statusCode).toBe(200);
    const stored = (await browser.get(`/api/resume/${resume.id}`)).json().data;
    expect(stored.sections.summary.content).toBe('<p>Hello<img src="https://example.com/a.png"></p>');
    expect(stored.sections.experience.items[0].summary).toBe("<p>Work</p>");
    expect(stored.metadata.notes).toBe("<p>Private</p>");
    expect(JSON.stringify(stored)).not.toMatch(/onerror|onclick|<script|<iframe/);
  });

  it("refuses another resume's slug", async () => {
    const browser = await owner();
    const taken = await createResume(browser, { slug: "taken" });
    const resume = await createResume(browser);
    const response = await patch(browser, resume, { slug: "Taken" });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe("ResumeSlugAlreadyExists");
    // Its own slug is fine.
    expect((await patch(browser, taken, { slug: "taken", title: "Same place" })).statusCode).toBe(200);
  });

  it("validates title, slug and visibility", async () => {
    const browser = await owner();
    const resume = await createResume(browser);
    for (const body of [{ title: "" }, { slug: "!!!" }, { visibility: "friends" }, { title: "x", version: 0 }]) {
      expect((await patch(browser, resume, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe("locked resumes", () => {
  it("refuse every change and deletion with 423 ResumeLocked, until unlocked", async () => {
    const browser = await owner();
    const resume = await createResume(browser);
    const locked = await browser.patch(`/api/resume/${resume.id}/lock`, { set: true });
    expect(locked.statusCode).toBe(200);
    // Locking is not an edit of the content: the version stays.
    expect(locked.json()).toMatchObject({ locked: true, version: 1 });

    for (const body of [{ title: "x" }, { slug: "x" }, { visibility: "public" }, { data: sampleResume, version: 1 }, {}]) {
      const response = await patch(browser, resume, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(423);
      expect(response.json().code).toBe("ResumeLocked");
    }
    const deletion = await browser.delete(`/api/resume/${resume.id}`);
    expect(deletion.statusCode).toBe(423);
    expect(deletion.json().code).toBe("ResumeLocked");

    // Reading, duplicating and locking again still work.
    expect((await browser.get(`/api/resume/${resume.id}`)).json()).toMatchObject({ locked: true, title: resume.title });
    expect((await browser.post(`/api/resume/${resume.id}/duplicate`, {})).statusCode).toBe(201);
    expect((await browser.patch(`/api/resume/${resume.id}/lock`, { set: true })).statusCode).toBe(200);

    const unlocked = await browser.patch(`/api/resume/${resume.id}/lock`, { set: false });
    expect(unlocked.json()).toMatchObject({ locked: false });
    expect((await patch(browser, resume, { title: "Editable again" })).statusCode).toBe(200);
    expect((await browser.delete(`/api/resume/${resume.id}`)).statusCode).toBe(200);
  });

  it("validate the lock body", async () => {
    const browser = await owner();
    const resume = await createResume(browser);
    expect((await browser.patch(`/api/resume/${resume.id}/lock`, { set: "yes" })).statusCode).toBe(400);
    expect((await browser.patch(`/api/resume/${resume.id}/lock`, {})).statusCode).toBe(400);
  });
});

describe("DELETE /api/resume/{id}", () => {
  it("answers the deleted resume and moves it to the Trash, out of reach of every resume call", async () => {
    const browser = await owner();
    const resume = await createResume(browser);
    const keep = await createResume(browser);
    const response = await browser.delete(`/api/resume/${resume.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(resume);
    expect((await browser.get(`/api/resume/${resume.id}`)).statusCode).toBe(404);
    expect((await browser.delete(`/api/resume/${resume.id}`)).statusCode).toBe(404);
    expect((await browser.patch(`/api/resume/${resume.id}`, { title: "Back" })).statusCode).toBe(404);
    expect((await browser.get("/api/resume")).json().map((r: ResumeJson) => r.id)).toEqual([keep.id]);
    expect((await browser.get("/api/trash")).json().map((r: ResumeJson) => r.id)).toEqual([resume.id]);
  });
});

describe("POST /api/resume/{id}/duplicate", () => {
  it("copies a resume as private and unlocked with ' (Copy)' and '-copy', made unique", async () => {
    const browser = await owner();
    const source = await createResume(browser, { title: "Engineer", slug: "engineer", sample: true, visibility: "public" });
    await browser.patch(`/api/resume/${source.id}/lock`, { set: true });
    const first = await browser.post(`/api/resume/${source.id}/duplicate`, {});
    expect(first.statusCode).toBe(201);
    const copy = first.json();
    expect(copy).toMatchObject({
      title: "Engineer (Copy)",
      slug: "engineer-copy",
      visibility: "private",
      locked: false,
      version: 1,
      data: sampleResume,
    });
    expect(copy.id).not.toBe(source.id);
    expect((await browser.post(`/api/resume/${source.id}/duplicate`)).json().slug).toBe("engineer-copy-2");
    expect((await browser.get(`/api/resume/${source.id}`)).json()).toMatchObject({ locked: true, visibility: "public" });
  });

  it("takes a title and a slug, refusing a slug the user already has", async () => {
    const browser = await owner();
    const source = await createResume(browser, { slug: "original" });
    const named = await browser.post(`/api/resume/${source.id}/duplicate`, { title: "For Acme", slug: "For Acme" });
    expect(named.json()).toMatchObject({ title: "For Acme", slug: "for-acme" });
    const clash = await browser.post(`/api/resume/${source.id}/duplicate`, { slug: "original" });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe("ResumeSlugAlreadyExists");
    expect((await browser.get("/api/resume")).json()).toHaveLength(2);
  });
});

describe("POST /api/resume/import", () => {
  it("creates a private resume titled after the person, at a free slug", async () => {
    const browser = await owner();
    await createResume(browser, { slug: "marisol-kettering" });
    const response = await browser.post("/api/resume/import", { data: sampleResume });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      title: "Marisol Kettering",
      slug: "marisol-kettering-2",
      visibility: "private",
      locked: false,
      version: 1,
      data: sampleResume,
    });
  });

  it("falls back to 'Imported resume' and takes title and slug from the body", async () => {
    const browser = await owner();
    const nameless = createDefaultResumeData();
    expect((await browser.post("/api/resume/import", { data: nameless })).json()).toMatchObject({
      title: "Imported resume",
      slug: "imported-resume",
    });
    expect((await browser.post("/api/resume/import", { data: nameless })).json().slug).toBe("imported-resume-2");
    const named = await browser.post("/api/resume/import", { data: nameless, title: "From LinkedIn", slug: "Linked In" });
    expect(named.json()).toMatchObject({ title: "From LinkedIn", slug: "linked-in" });
    const clash = await browser.post("/api/resume/import", { data: nameless, slug: "linked-in" });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe("ResumeSlugAlreadyExists");
  });

  it("validates the data with paths and sanitises its HTML", async () => {
    const browser = await owner();
    const bad = structuredClone(sampleResume) as unknown as { basics: { url: { href: string } } };
    bad.basics.url.href = "javascript:alert(1)";
    const refused = await browser.post("/api/resume/import", { data: bad });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues.map((issue: { path: unknown }) => issue.path)).toContainEqual([
      "body",
      "data",
      "basics",
      "url",
      "href",
    ]);
    expect((await browser.post("/api/resume/import", { title: "x" })).statusCode).toBe(400);

    const dirty = structuredClone(sampleResume);
    dirty.sections.summary.content = "<p>Hi<img src=x onerror=alert(1)></p>";
    const imported = await browser.post("/api/resume/import", { data: dirty });
    expect(imported.json().data.sections.summary.content).toBe("<p>Hi</p>");
    expect((await browser.get("/api/resume")).json()).toHaveLength(1);
  });
});
