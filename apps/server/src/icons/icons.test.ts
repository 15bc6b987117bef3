import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

describe("GET /icons/{slug}.svg", () => {
  it("serves a bundled simple-icons SVG with safe headers", async () => {
    const response = await testApp.app.inject({ url: "/icons/github.svg" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("<svg");
    expect(response.headers["content-type"]).toBe("image/svg+xml");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(response.headers["cache-control"]).toMatch(/^public, max-age=\d{6,}/);
  });

  it.each([
    "/icons/..%2Fpackage.json",
    "/icons/..%2Fpackage.svg",
    "/icons/..%2F..%2Fpackage.svg",
    "/icons/no-such-brand-xyz.svg",
    "/icons/nosuchbrandxyz123.svg",
    "/icons/GitHub.svg",
    "/icons/github",
    "/icons/github.svg.svg",
    "/icons/%00github.svg",
  ])("answers 404 for %s", async (url) => {
    const response = await testApp.app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("<svg");
  });
});
