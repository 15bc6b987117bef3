import { sampleResume } from "@vitae/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resumes } from "../db/schema";
import { signUp } from "../test/accounts";
import { TestClient } from "../test/cookie-jar";
import { createTestApp, type TestApp } from "../test/test-app";
import { createResume } from "../test/test-resumes";
import { dataOf, storedDataColumns } from "./stored-data";

// PATCH /api/resume/{id} with `patch`: the builder's autosave sends a JSON Patch of what
// changed since the version it is based on, instead of the whole resume.

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

async function ownerWithSample() {
  const browser = new TestClient(testApp.app);
  await signUp(browser);
  const resume = await createResume(browser);
  const whole = await browser.patch(`/api/resume/${resume.id}`, { data: sampleResume, version: resume.version });
  expect(whole.statusCode).toBe(200);
  const stored = whole.json() as { id: string; version: number };
  const send = (body: object) => browser.patch(`/api/resume/${resume.id}`, body);
  // What is stored, read from the database itself: a GET answers the data the server keeps.
  const read = async () => {
    const [row] = await testApp.database.db.select({ version: resumes.version, ...storedDataColumns }).from(resumes).where(eq(resumes.id, resume.id));
    return { version: row!.version, data: dataOf(row!) };
  };
  return { browser, id: stored.id, version: stored.version, send, read };
}

describe("PATCH /api/resume/{id} with a JSON Patch", () => {
  it("applies the operations to the data of its version and answers the next version", async () => {
    const { version, send, read } = await ownerWithSample();
    const response = await send({
      version,
      patch: [
        { op: "replace", path: "/basics/headline", value: "Staff engineer" },
        { op: "remove", path: "/sections/skills/items/0" },
        { op: "add", path: "/sections/interests/items/-", value: { ...sampleResume.sections.interests.items[0]!, id: "i2", name: "Chess" } },
        { op: "move", from: "/sections/experience/items/1", path: "/sections/experience/items/0" },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().version).toBe(version + 1);

    const expected = structuredClone(sampleResume);
    expected.basics.headline = "Staff engineer";
    expected.sections.skills.items.shift();
    expected.sections.interests.items.push({ ...sampleResume.sections.interests.items[0]!, id: "i2", name: "Chess" });
    const [first, second] = expected.sections.experience.items;
    expected.sections.experience.items.splice(0, 2, second!, first!);
    expect((await read()).data).toEqual(expected);
  });

  it("sanitises the rich text a patch brings", async () => {
    const { version, send, read } = await ownerWithSample();
    const response = await send({
      version,
      patch: [{ op: "replace", path: "/sections/experience/items/0/summary", value: '<p onclick="steal()">Led<script>x()</script></p>' }],
    });
    expect(response.statusCode).toBe(200);
    const stored = await read();
    expect(stored.data.sections.experience.items[0]!.summary).toBe("<p>Led</p>");
    // What the patch did not touch is kept exactly.
    expect(stored.data.sections.summary.content).toBe(sampleResume.sections.summary.content);
  });

  it("answers 409 with the current resume when based on another version, and changes nothing", async () => {
    const { version, send, read } = await ownerWithSample();
    expect((await send({ version, patch: [{ op: "replace", path: "/basics/headline", value: "A" }] })).statusCode).toBe(200);
    const stale = await send({ version, patch: [{ op: "replace", path: "/basics/headline", value: "B" }] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: "ResumeVersionConflict", current: { version: version + 1, data: { basics: { headline: "A" } } } });
    expect((await read()).data.basics.headline).toBe("A");
  });

  it("refuses an operation that does not apply, naming it, and changes nothing", async () => {
    const { version, send, read } = await ownerWithSample();
    const response = await send({
      version,
      patch: [
        { op: "replace", path: "/basics/headline", value: "Changed" },
        { op: "replace", path: "/sections/nowhere/items/0", value: 1 },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "ValidationError", issues: [{ path: ["body", "patch", 1] }] });
    expect(response.json().message).toMatch(/Operation 1 does not apply/);
    const stored = await read();
    expect(stored.version).toBe(version);
    expect(stored.data.basics.headline).toBe(sampleResume.basics.headline);
  });

  it("refuses a failed test operation", async () => {
    const { version, send } = await ownerWithSample();
    const response = await send({ version, patch: [{ op: "test", path: "/basics/name", value: "Somebody else" }] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/the value it tests is different/);
  });

  it("validates the data the patch makes, with the paths of the bad fields", async () => {
    const { version, send, read } = await ownerWithSample();
    const response = await send({
      version,
      patch: [
        { op: "replace", path: "/basics/email", value: "not-an-email" },
        { op: "replace", path: "/sections/experience/columns", value: 0 },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues.map((issue: { path: unknown }) => issue.path)).toEqual(
      expect.arrayContaining([
        ["body", "data", "basics", "email"],
        ["body", "data", "sections", "experience", "columns"],
      ]),
    );
    expect((await read()).version).toBe(version);
  });

  it("refuses a path through __proto__ without polluting anything", async () => {
    const { version, send } = await ownerWithSample();
    for (const path of ["/__proto__/polluted", "/basics/constructor/prototype/polluted"]) {
      const response = await send({ version, patch: [{ op: "add", path, value: "yes" }] });
      expect(response.statusCode).toBe(400);
      expect(response.json().issues[0].path).toEqual(["body", "patch", "0", "path"]);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("refuses data and patch together, a patch without a version, and malformed operations", async () => {
    const { version, send } = await ownerWithSample();
    const both = await send({ version, data: sampleResume, patch: [{ op: "remove", path: "/basics/url" }] });
    expect(both.statusCode).toBe(400);
    expect(both.json().issues.map((issue: { path: unknown }) => issue.path)).toContainEqual(["body", "patch"]);
    const noVersion = await send({ patch: [{ op: "replace", path: "/basics/headline", value: "x" }] });
    expect(noVersion.json().issues.map((issue: { path: unknown }) => issue.path)).toContainEqual(["body", "version"]);
    for (const operation of [{ op: "rename", path: "/basics" }, { op: "replace", path: "basics/name", value: "x" }, { op: "move", path: "/a" }]) {
      expect((await send({ version, patch: [operation] })).statusCode).toBe(400);
    }
    expect((await send({ version, patch: [] })).statusCode).toBe(400);
  });

  it("refuses a patch whose result is over the data size limit", async () => {
    const { version, send, read } = await ownerWithSample();
    const huge = "x".repeat(60_000);
    const patch = Array.from({ length: 20 }, (_, index) => ({
      op: "add",
      path: "/basics/customFields/-",
      value: { id: `f${index}`, icon: "", name: "n", value: huge },
    }));
    const response = await send({ version, patch });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/at most 1048576 bytes/);
    expect((await read()).version).toBe(version);
  });

  it("answers the saved resume without its data after a patch, and with it after whole data", async () => {
    const { version, send } = await ownerWithSample();
    const patched = await send({ version, patch: [{ op: "replace", path: "/basics/headline", value: "A" }] });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ version: version + 1, title: expect.any(String), updatedAt: expect.any(String) });
    expect(patched.json()).not.toHaveProperty("data");
    const whole = await send({ version: version + 1, data: { ...sampleResume, basics: { ...sampleResume.basics, headline: "B" } } });
    expect(whole.statusCode).toBe(200);
    expect(whole.json()).toMatchObject({ version: version + 2, data: { basics: { headline: "B" } } });
  });

  it("stores exactly the data it keeps for the next patch, save after save, whatever the operations change", async () => {
    const { version, send, read } = await ownerWithSample();
    const interest = { ...sampleResume.sections.interests.items[0]!, id: "i9", name: "Go" };
    const saves: object[][] = [
      [{ op: "replace", path: "/basics/headline", value: "One" }],
      [{ op: "add", path: "/sections/interests/items/-", value: interest }],
      [{ op: "remove", path: "/sections/skills/items/1" }, { op: "replace", path: "/metadata/notes", value: "<p>n<script>x</script></p>" }],
      [{ op: "move", from: "/sections/experience/items/0", path: "/sections/experience/items/1" }],
      [{ op: "replace", path: "/sections/interests/items/0/keywords", value: ["a", "b"] }, { op: "replace", path: "/basics/url", value: { label: "", href: "" } }],
      [{ op: "copy", from: "/basics/name", path: "/basics/headline" }],
      // The same value again: nothing changes but the version.
      [{ op: "replace", path: "/basics/headline", value: sampleResume.basics.name }],
    ];
    let current = version;
    for (const patch of saves) {
      const response = await send({ version: current, patch });
      expect(response.statusCode).toBe(200);
      current = (response.json() as { version: number }).version;
      // A conflict answers the data the server keeps for the next patch (saved-data-cache),
      // which must be what the partial UPDATE stored.
      const conflict = await send({ version: current + 1000, patch: [{ op: "test", path: "/basics/name", value: "" }] });
      expect(conflict.statusCode).toBe(409);
      const kept = (conflict.json() as { current: { version: number; data: unknown } }).current;
      expect(kept.version).toBe(current);
      expect(await read()).toEqual({ version: current, data: kept.data });
    }
    expect(current).toBe(version + saves.length);
  });
});

describe("PATCH /api/resume/{id} based on an outdated version", () => {
  it("is refused with 409 before its data is validated or measured", async () => {
    const { version, send, read } = await ownerWithSample();
    const broken = { ...sampleResume, basics: { ...sampleResume.basics, email: "not an address" } };
    const oversized = { ...sampleResume, metadata: { ...sampleResume.metadata, notes: "x".repeat(1024 * 1024 + 1) } };
    for (const body of [
      { version: version - 1, data: broken },
      { version: version + 5, data: oversized },
      { version: version - 1, patch: [{ op: "replace", path: "/basics/email", value: "not an address" }] },
    ]) {
      const response = await send(body);
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toMatchObject({ code: "ResumeVersionConflict", current: { version, data: { basics: { email: sampleResume.basics.email } } } });
    }
    expect((await read()).version).toBe(version);
  });

  it("leaves data at the stored version to validation and the size limit: the specific 400", async () => {
    const { version, send, read } = await ownerWithSample();
    const broken = await send({ version, data: { ...sampleResume, basics: { ...sampleResume.basics, email: "not an address" } } });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().issues[0].path).toEqual(["body", "data", "basics", "email"]);
    const oversized = await send({ version, data: { ...sampleResume, metadata: { ...sampleResume.metadata, notes: "x".repeat(1024 * 1024 + 1) } } });
    expect(oversized.statusCode).toBe(400);
    expect(oversized.json().message).toMatch(/at most 1048576 bytes/);
    expect((await read()).version).toBe(version);
  });
});
