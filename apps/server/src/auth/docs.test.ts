import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({
    env: { GITHUB_CLIENT_ID: "id", GITHUB_CLIENT_SECRET: "secret", GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" },
  });
});
afterAll(() => testApp?.close());

describe("the accounts API in the OpenAPI document", () => {
  it("documents every call with a tag and a summary", async () => {
    const document = (await testApp.app.inject({ url: "/api/docs/json" })).json();
    const operations = Object.entries(document.paths as Record<string, Record<string, { tags?: string[]; summary?: string }>>)
      .filter(([path]) => path.startsWith("/api/auth") || path.startsWith("/api/user"))
      .flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })));
    const calls = operations.map(({ path, method }) => `${method.toUpperCase()} ${path}`);
    expect(calls).toEqual(
      expect.arrayContaining([
        "POST /api/auth/register",
        "POST /api/auth/login",
        "POST /api/auth/logout",
        "POST /api/auth/refresh",
        "PATCH /api/auth/password",
        "POST /api/auth/verify-email/resend",
        "POST /api/auth/verify-email",
        "POST /api/auth/forgot-password",
        "POST /api/auth/reset-password",
        "POST /api/auth/2fa/setup",
        "POST /api/auth/2fa/enable",
        "POST /api/auth/2fa/disable",
        "POST /api/auth/2fa/verify",
        "POST /api/auth/2fa/backup",
        "GET /api/auth/providers",
        "GET /api/auth/github",
        "GET /api/auth/github/callback",
        "GET /api/auth/google",
        "GET /api/auth/google/callback",
        "GET /api/user/me",
        "PATCH /api/user/me",
        "DELETE /api/user/me",
      ]),
    );
    for (const { path, method, operation } of operations) {
      expect(operation.tags?.length, `${method} ${path}`).toBeGreaterThan(0);
      expect(operation.summary, `${method} ${path}`).toBeTruthy();
    }
    expect(document.paths["/api/auth/login"].post.requestBody.content["application/json"].schema.properties).toHaveProperty(
      "identifier",
    );
  });
});
