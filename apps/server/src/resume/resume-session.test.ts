import { createId, resumeSchema, sampleResume } from "@vitae/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { resumes } from "../db/schema";
import { signUp } from "../test/accounts";
import { TestClient } from "../test/cookie-jar";
import { createTestApp, type TestApp } from "../test/test-app";
import { createResume, type ResumeJson } from "../test/test-resumes";

// GET and PATCH /api/resume/{id} check the session inside their own statement rather than
// in the authenticate hook (session/authenticate.ts, `sessionCheckedByRoute`); these tests
// hold them to everything the hook guaranteed.

let testApp: TestApp;
// The accounts clock, moved forward to expire access tokens.
let clockOffsetMs = 0;
const client = () => new TestClient(testApp.app);

beforeAll(async () => {
  testApp = await createTestApp({ now: () => Date.now() + clockOffsetMs });
});
afterAll(() => testApp?.close());

/** A signed-up browser with a resume, and a second browser holding a copy of its cookies. */
async function ownerWithCopy(): Promise<{ owner: TestClient; copy: TestClient; resume: ResumeJson }> {
  const owner = client();
  await signUp(owner);
  const resume = await createResume(owner);
  return { owner, copy: new TestClient(testApp.app, owner.jar.clone()), resume };
}

/** Every way the two calls can be made, including invalid ones, which must not get past a dead session either. */
function calls(browser: TestClient, id: string, version: number) {
  return [
    browser.get(`/api/resume/${id}`),
    browser.patch(`/api/resume/${id}`, { title: "Taken over", version }),
    browser.patch(`/api/resume/${id}`, { data: sampleResume, version }),
    browser.patch(`/api/resume/${id}`, { title: "Same version", version: version + 5 }),
    browser.patch(`/api/resume/${id}`, {}),
    // Invalid: data without a version, an empty title, a body that is not an object.
    browser.patch(`/api/resume/${id}`, { data: sampleResume }),
    browser.patch(`/api/resume/${id}`, { title: "" }),
    browser.request({ method: "PATCH", url: `/api/resume/${id}`, payload: "[]", headers: { "content-type": "application/json" } }),
  ];
}

async function expectAllUnauthorized(browser: TestClient, id: string, version: number) {
  for (const response of await Promise.all(calls(browser, id, version))) {
    expect(response.statusCode, response.body).toBe(401);
    expect(response.json().code).toBe("Unauthorized");
  }
}

describe("GET and PATCH /api/resume/{id} with a session that has ended", () => {
  it("answer 401 and change nothing once the session logged out, though its access token has not expired", async () => {
    const { owner, copy, resume } = await ownerWithCopy();
    expect((await copy.get(`/api/resume/${resume.id}`)).statusCode).toBe(200);
    expect((await owner.post("/api/auth/logout")).statusCode).toBe(200);

    await expectAllUnauthorized(copy, resume.id, resume.version);
    // Also for a resume that does not exist: a dead session learns nothing about ids.
    await expectAllUnauthorized(copy, createId(), 1);

    const [stored] = await testApp.database.db.select().from(resumes).where(eq(resumes.id, resume.id));
    expect(stored).toMatchObject({ title: resume.title, version: resume.version });
  });

  it("answer 401 to the other sessions once the password changed, and the current one still works", async () => {
    const owner = client();
    const { registration } = await signUp(owner);
    const resume = await createResume(owner);
    const elsewhere = client();
    const login = await elsewhere.post("/api/auth/login", {
      identifier: registration.username,
      password: registration.password,
    });
    expect(login.statusCode, login.body).toBe(200);
    expect((await elsewhere.get(`/api/resume/${resume.id}`)).statusCode).toBe(200);

    const changed = await owner.patch("/api/auth/password", {
      currentPassword: registration.password,
      password: "new-password",
    });
    expect(changed.statusCode, changed.body).toBe(200);

    await expectAllUnauthorized(elsewhere, resume.id, resume.version);
    const current = await owner.get(`/api/resume/${resume.id}`);
    expect(current.statusCode).toBe(200);
    expect(current.json()).toEqual(resume);
    expect((await owner.patch(`/api/resume/${resume.id}`, { title: "Mine", version: resume.version })).statusCode).toBe(200);
  });

  it("answer 401 once the access token expired, and again after a refresh", async () => {
    const { owner, resume } = await ownerWithCopy();
    clockOffsetMs = 16 * 60 * 1000;
    try {
      await expectAllUnauthorized(owner, resume.id, resume.version);
      expect((await owner.post("/api/auth/refresh")).statusCode).toBe(200);
      expect((await owner.get(`/api/resume/${resume.id}`)).statusCode).toBe(200);
    } finally {
      clockOffsetMs = 0;
    }
  });

  it("answer 401 to a forged or missing token", async () => {
    const { owner, resume } = await ownerWithCopy();
    const forged = new TestClient(testApp.app, owner.jar.clone());
    const token = forged.jar.get("Authentication")!;
    forged.jar.set("Authentication", `${token.slice(0, -2)}xx`);
    await expectAllUnauthorized(forged, resume.id, resume.version);
    await expectAllUnauthorized(client(), resume.id, resume.version);
  });
});

describe("GET and PATCH /api/resume/{id} with a live session", () => {
  it("answer 404 for another user's resume and a missing one, 400 for invalid input", async () => {
    const { resume } = await ownerWithCopy();
    const mallory = client();
    await signUp(mallory);
    for (const id of [resume.id, createId()]) {
      expect((await mallory.get(`/api/resume/${id}`)).statusCode).toBe(404);
      expect((await mallory.patch(`/api/resume/${id}`, { title: "Mine", version: 1 })).statusCode).toBe(404);
      expect((await mallory.patch(`/api/resume/${id}`, {})).statusCode).toBe(404);
      const invalid = await mallory.patch(`/api/resume/${id}`, { data: sampleResume });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toMatchObject({ code: "ValidationError", issues: [{ path: ["body", "version"] }] });
    }
  });

  it("answer exactly what the resume schema would encode, though they skip encoding it", async () => {
    const { owner, resume } = await ownerWithCopy();
    const data = structuredClone(sampleResume);
    data.metadata.notes = "<p>Private</p>";
    const patched = await owner.patch(`/api/resume/${resume.id}`, { data, version: resume.version });
    const fetched = await owner.get(`/api/resume/${resume.id}`);
    for (const response of [patched, fetched]) {
      expect(response.statusCode, response.body).toBe(200);
      // Parsing drops unknown keys: equal only if the body had none, anywhere in the data.
      const encoded = z.encode(resumeSchema, resumeSchema.parse(response.json()));
      expect(response.json()).toStrictEqual(JSON.parse(JSON.stringify(encoded)));
    }
    expect(fetched.json()).toEqual(patched.json());
    expect(fetched.json().data.metadata.notes).toBe("<p>Private</p>");
  });
});
