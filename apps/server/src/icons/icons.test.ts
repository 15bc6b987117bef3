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

  it("serves a stand-in for LinkedIn, which simple-icons no longer ships but resumes use", async () => {
    const response = await testApp.app.inject({ url: "/icons/linkedin.svg" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/svg+xml");
    expect(response.body).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<path d="[^"]+"\/><\/svg>/s);
  });

  it.each([
    "/icons/constructor.svg",
    "/icons/..%2Fpackage.json",
    "/icons/..%2Fpackage.svg",
    "/icons/..%2F..%2Fpackage.svg",
    "/icons/no-such-brand-xyz.svg",
    "/icons/nosuchbrandxyz123.svg",
    "/icons/GitHub.svg",
    "/icons/github",
    "/icons/github.svg.svg",
  ])("answers 404 for %s", async (url) => {
    const response = await testApp.app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("<svg");
  });

  it("answers 400 for an address with a NUL character, as every route does", async () => {
    const response = await testApp.app.inject({ url: "/icons/%00github.svg" });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain("<svg");
  });
});
