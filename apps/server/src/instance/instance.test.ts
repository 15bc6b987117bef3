import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ env: { PUBLIC_URL: "https://cv.example.org/vitae/" } });
});
afterAll(() => testApp?.close());

describe("GET /api/instance", () => {
  it("answers PUBLIC_URL without its trailing slash, to anyone", async () => {
    const response = await testApp.app.inject({ url: "/api/instance" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ publicUrl: "https://cv.example.org/vitae" });
  });
});
