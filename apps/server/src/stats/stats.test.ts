import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp } from "../test/accounts";
import { TestClient } from "../test/cookie-jar";
import { createTestApp, type TestApp } from "../test/test-app";
import { statsTtlMs } from "./service";

let testApp: TestApp;
let clock = Date.parse("2026-03-01T09:00:00Z");

beforeAll(async () => {
  testApp = await createTestApp({ now: () => clock });
});

afterAll(async () => {
  await testApp?.close();
});

async function stats() {
  const response = await testApp.app.inject({ url: "/api/stats" });
  expect(response.statusCode).toBe(200);
  expect(response.headers["cache-control"]).toBe("public, max-age=300");
  return response.json<{ users: number; resumes: number }>();
}

async function userWithResumes(resumeCount: number) {
  const client = new TestClient(testApp.app);
  await signUp(client);
  for (let index = 0; index < resumeCount; index += 1) {
    expect((await client.post("/api/resume", { title: `CV ${index}` })).statusCode).toBe(201);
  }
}

describe("GET /api/stats", () => {
  it("counts this instance's real accounts and resumes, for anyone, recounting after five minutes", async () => {
    expect(await stats()).toEqual({ users: 0, resumes: 0 });

    await userWithResumes(2);
    await userWithResumes(1);
    // Still the figures counted a moment ago: a busy landing page costs one count per five minutes.
    expect(await stats()).toEqual({ users: 0, resumes: 0 });

    clock += statsTtlMs;
    expect(await stats()).toEqual({ users: 2, resumes: 3 });
  });
});
