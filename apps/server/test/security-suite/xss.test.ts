/**
 * Security suite — stored XSS at the API. Classic, nested and mutation payloads
 * in every free-text and rich-text field, in custom fields and in custom CSS, written by
 * PATCH, import and duplicate: what is stored, and what the public API serves, holds no
 * markup that can run. How the pages, the builder preview and the PDF show the data is
 * checked in e2e/security.spec.ts and xss-print.test.ts.
 */
import { type ResumeData, sampleResume } from "@vitae/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ResumeJson } from "../../src/test/test-resumes";
import { TestClient } from "../../src/test/cookie-jar";
import { createTestApp, type TestApp } from "../../src/test/test-app";
import { type Person, signedUpPerson } from "./suite-fixtures";
import { cssPayload, expectInertHtml, expectNeutralised, textFields, withPayloads, xssEffect, xssPayloads } from "./xss-payloads";

let testApp: TestApp;
let owner: Person;

beforeAll(async () => {
  testApp = await createTestApp();
  owner = await signedUpPerson(testApp.app);
});
afterAll(() => testApp?.close());

const variants = xssPayloads.map((_payload, variant) => variant);

async function created(body: Record<string, unknown>): Promise<ResumeJson> {
  const response = await owner.client.post("/api/resume", body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe("resume data full of payloads", () => {
  it("reaches every free-text field of the sample resume (and every payload every field)", () => {
    const fields = textFields(withPayloads(sampleResume, 0));
    expect(fields.length).toBeGreaterThan(100);
    // Section names hold the payloads cut to their limit; every other field holds them whole.
    const whole = fields.filter(({ path }) => !(path[0] === "sections" && path.at(-1) === "name"));
    expect(new Set(whole.map(({ value }) => value))).toEqual(new Set(xssPayloads));
  });

  it("would be caught by the checks if stored as sent (control)", () => {
    for (const payload of xssPayloads) expect(() => expectInertHtml(payload, "raw"), payload).toThrow();
  });

  it.each(variants)("is stored neutralised by PATCH, and served so by the public API (variant %i)", async (variant) => {
    const resume = await created({ title: `XSS ${variant}`, visibility: "public" });
    const data = withPayloads(sampleResume, variant);
    const patched = await owner.client.patch(`/api/resume/${resume.id}`, { data, version: resume.version });
    expect(patched.statusCode, patched.body).toBe(200);
    expectNeutralised(data, patched.json().data);
    expectNeutralised(data, (await owner.client.get(`/api/resume/${resume.id}`)).json().data);

    const shown = await new TestClient(testApp.app).get(`/api/resume/public/${owner.registration.username}/${resume.slug}`);
    expect(shown.statusCode, shown.body).toBe(200);
    expectNeutralised(data, shown.json().data, { omitNotes: true });
  });

  it.each(variants)("is stored neutralised by import and by duplicate (variant %i)", async (variant) => {
    const data = withPayloads(sampleResume, variant);
    const imported = await owner.client.post("/api/resume/import", { data, title: xssPayloads[variant] });
    expect(imported.statusCode, imported.body).toBe(201);
    const resume: ResumeJson = imported.json();
    expectNeutralised(data, resume.data);
    // The title is plain text (shown as text, escaped in the page's tags); the slug is derived.
    expect(resume.title).toBe(xssPayloads[variant]);
    expect(resume.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);

    const copy = await owner.client.post(`/api/resume/${resume.id}/duplicate`, {});
    expect(copy.statusCode, copy.body).toBe(201);
    expectNeutralised(data, copy.json().data);
  });

  it("keeps custom CSS as the text written: it is data, and every render escapes its </style>", async () => {
    const resume = await created({ title: "CSS" });
    const data: ResumeData = { ...sampleResume, metadata: { ...sampleResume.metadata, css: { value: cssPayload, visible: true } } };
    const patched = await owner.client.patch(`/api/resume/${resume.id}`, { data, version: resume.version });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().data.metadata.css).toEqual({ value: cssPayload, visible: true });
  });
});

describe("links with a script scheme", () => {
  it.each([
    `javascript:${xssEffect}`,
    "JavaScript:alert(1)",
    " javascript:alert(1)",
    "java\nscript:alert(1)",
    "java\tscript:alert(1)",
    "vbscript:msgbox(1)",
    "data:text/html,<script>alert(1)</script>",
    "data:image/svg+xml,<svg onload=alert(1)>",
    "file:///etc/passwd",
  ])("are refused with 400 and the field's path: %j", async (href) => {
    const resume = await created({ title: "Links" });
    const data = structuredClone(sampleResume);
    data.basics.url.href = href;
    const firstProfile = data.sections.profiles.items[0];
    if (firstProfile) firstProfile.url.href = href;
    const response = await owner.client.patch(`/api/resume/${resume.id}`, { data, version: resume.version });
    expect(response.statusCode, response.body).toBe(400);
    const paths = (response.json().issues as { path: string[] }[]).map((issue) => issue.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["body.data.basics.url.href", "body.data.sections.profiles.items.0.url.href"]));
    expect((await owner.client.get(`/api/resume/${resume.id}`)).json().version).toBe(resume.version);

    const imported = await owner.client.post("/api/resume/import", { data });
    expect(imported.statusCode).toBe(400);
  });
});

describe("account fields", () => {
  it("keep a name as text and refuse markup in a username", async () => {
    const name = xssPayloads[0] ?? "";
    const renamed = await owner.client.patch("/api/user/me", { name });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().name).toBe(name);
    expect((await owner.client.patch("/api/user/me", { username: "<img src=x onerror=alert(1)>" })).statusCode).toBe(400);
  });
});
