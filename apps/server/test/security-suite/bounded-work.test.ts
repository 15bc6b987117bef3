/**
 * Security suite — bounded work per request: every size limit of `resumeLimits` refuses
 * with 400 naming the field and the limit before anything is sanitised; an edit based on
 * an outdated version is refused (409) without being sanitised; and while eight of the
 * largest writes run, the server keeps answering.
 */
import * as schema from "@vitae/schema";
import { type ResumeData, resumeDataBytes, resumeLimits, sampleResume } from "@vitae/schema";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ResumeJson } from "../../src/test/test-resumes";
import { largestResumeData } from "@vitae/schema/test/largest-resume";
import { createTestApp, type TestApp } from "../../src/test/test-app";
import { type Person, signedUpPerson } from "./suite-fixtures";

// Counts the server's calls of the sanitiser, still sanitising as before.
vi.mock("@vitae/schema", async (importOriginal) => {
  const original = await importOriginal<typeof schema>();
  return { ...original, sanitizeResumeDataInSteps: vi.fn(original.sanitizeResumeDataInSteps) };
});

let testApp: TestApp;
let owner: Person;
let resume: ResumeJson;

beforeAll(async () => {
  testApp = await createTestApp();
  owner = await signedUpPerson(testApp.app);
  resume = (await owner.client.post("/api/resume", { title: "Target" })).json();
});
afterAll(() => testApp?.close());

async function current(): Promise<ResumeJson> {
  return (await owner.client.get(`/api/resume/${resume.id}`)).json();
}

function withData(change: (data: ResumeData) => void): ResumeData {
  const data = structuredClone(sampleResume);
  change(data);
  return data;
}

const over = resumeLimits;
const oversized: [string, Record<string, unknown>, string[], number][] = [
  ["a title", { title: "t".repeat(over.titleMaxLength + 1) }, ["body", "title"], over.titleMaxLength],
  ["a slug", { slug: "s".repeat(over.slugMaxLength + 1) }, ["body", "slug"], over.slugMaxLength],
  ["a section name", { data: withData((data) => void (data.sections.skills.name = "n".repeat(over.sectionNameMaxLength + 1))) }, ["body", "data", "sections", "skills", "name"], over.sectionNameMaxLength],
  ["the summary", { data: withData((data) => void (data.sections.summary.content = "<p>x</p>".repeat(over.richTextMaxLength / 8 + 1))) }, ["body", "data", "sections", "summary", "content"], over.richTextMaxLength],
  ["an item's summary", { data: withData((data) => void (data.sections.experience.items[0]!.summary = "x".repeat(over.richTextMaxLength + 1))) }, ["body", "data", "sections", "experience", "items", "0", "summary"], over.richTextMaxLength],
  ["the notes", { data: withData((data) => void (data.metadata.notes = "x".repeat(over.richTextMaxLength + 1))) }, ["body", "data", "metadata", "notes"], over.richTextMaxLength],
  ["the custom CSS", { data: withData((data) => void (data.metadata.css.value = "x".repeat(over.customCssMaxLength + 1))) }, ["body", "data", "metadata", "css", "value"], over.customCssMaxLength],
  ["a section's items", { data: withData((data) => void (data.sections.skills.items = Array.from({ length: over.itemsPerSectionMax + 1 }, (_, index) => ({ ...data.sections.skills.items[0]!, id: `skill${String(index).padStart(20, "0")}` })))) }, ["body", "data", "sections", "skills", "items"], over.itemsPerSectionMax],
  ["a font size", { data: withData((data) => void (data.metadata.typography.font.size = 1e308)) }, ["body", "data", "metadata", "typography", "font", "size"], 72],
  ["a line height", { data: withData((data) => void (data.metadata.typography.lineHeight = -1)) }, ["body", "data", "metadata", "typography", "lineHeight"], 5],
  ["a page margin", { data: withData((data) => void (data.metadata.page.margin = 2 ** 31)) }, ["body", "data", "metadata", "page", "margin"], 144],
  ["a picture size", { data: withData((data) => void (data.basics.picture.size = 1e9)) }, ["body", "data", "basics", "picture", "size"], 1024],
  ["the whole data", { data: withData((data) => void (data.basics.customFields = [{ id: "field0000000000000000000", icon: "", name: "big", value: "x".repeat(over.dataMaxBytes) }])) }, ["body", "data"], over.dataMaxBytes],
];

describe("size limits", () => {
  it("refuse a version beyond the 32-bit column with 400 (once a 500)", async () => {
    const response = await owner.client.patch(`/api/resume/${resume.id}`, { version: 2 ** 31, title: "x" });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().issues[0]).toMatchObject({ path: ["body", "version"], message: expect.stringContaining(String(over.versionMax)) });
  });

  it.each(oversized)("refuse %s over its limit with 400 naming the field and the limit, changing nothing", async (_label, body, path, limit) => {
    const before = await current();
    const response = await owner.client.patch(`/api/resume/${resume.id}`, { version: before.version, ...body });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
    const answer = response.json();
    expect(answer.code).toBe("ValidationError");
    const issue = answer.issues.find((candidate: { path: string[] }) => candidate.path.join("/") === path.join("/"));
    expect(issue, JSON.stringify(answer.issues).slice(0, 500)).toBeDefined();
    expect(issue.message).toContain(String(limit));
    expect(await current()).toEqual(before);
    if ("data" in body) {
      const imported = await owner.client.post("/api/resume/import", { data: body.data });
      expect(imported.statusCode, imported.body.slice(0, 300)).toBe(400);
    }
  });

  it("accept every field at its limit", async () => {
    const data = largestResumeData();
    expect(resumeDataBytes(data)).toBeLessThanOrEqual(over.dataMaxBytes);
    expect(resumeDataBytes(data)).toBeGreaterThan(over.dataMaxBytes - 1024);
    const before = await current();
    const response = await owner.client.patch(`/api/resume/${resume.id}`, {
      version: before.version,
      title: "t".repeat(over.titleMaxLength),
      slug: "s".repeat(over.slugMaxLength),
      data,
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.json().slug).toBe("s".repeat(over.slugMaxLength));
  }, 60_000);

  it("keep slugs the server derives within the limit", async () => {
    const created = await owner.client.post("/api/resume", { title: "word ".repeat(50).trim() });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().slug.length).toBeLessThanOrEqual(over.slugMaxLength);
    const copy = await owner.client.post(`/api/resume/${created.json().id}/duplicate`, {});
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json().slug.length).toBeLessThanOrEqual(over.slugMaxLength);
  });
});

describe("outdated edits", () => {
  it("are refused with 409 before their data is sanitised", async () => {
    const sanitize = vi.mocked(schema.sanitizeResumeDataInSteps);
    const { version } = await current();
    const data = largestResumeData();
    sanitize.mockClear();
    const stale = await Promise.all(
      Array.from({ length: 8 }, () => owner.client.patch(`/api/resume/${resume.id}`, { version: version - 1, data })),
    );
    expect(stale.map((response) => response.statusCode)).toEqual(Array(8).fill(409));
    expect(sanitize).not.toHaveBeenCalled();
    // A current edit is still sanitised.
    const fresh = await owner.client.patch(`/api/resume/${resume.id}`, { version, data });
    expect(fresh.statusCode).toBe(200);
    expect(sanitize).toHaveBeenCalledTimes(1);
  }, 60_000);
});

describe("while eight of the largest writes run", () => {
  // A generous bound for a shared test machine (before the limits and the linear sanitiser,
  // such writes held the loop for tens of seconds); the exact figure is in bench/bounded-work.bench.ts.
  it("/api/health keeps answering, p99 within 3 s", async () => {
    const { version } = await current();
    // Serialised once: the in-process client's own JSON work would block the loop too.
    const payload = JSON.stringify({ version, data: largestResumeData() });
    const latencies: number[] = [];
    let writing = true;
    const writes = Promise.all(
      // One may win; the others are based on a version that is outdated once it does.
      Array.from({ length: 8 }, () =>
        owner.client.request({ method: "PATCH", url: `/api/resume/${resume.id}`, payload, headers: { "content-type": "application/json" } }),
      ),
    ).finally(() => {
      writing = false;
    });
    while (writing) {
      const started = performance.now();
      const health = await owner.client.get("/api/health");
      latencies.push(performance.now() - started);
      expect(health.statusCode).toBeLessThan(500);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const statuses = (await writes).map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(7).fill(409)]);
    latencies.sort((a, b) => a - b);
    const p99 = latencies[Math.min(latencies.length - 1, Math.ceil(latencies.length * 0.99) - 1)] ?? 0;
    expect(p99).toBeLessThan(3000);
  }, 120_000);
});
