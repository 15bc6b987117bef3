/**
 * Security suite — HSTS and the page's connect-src: HSTS only when the app is reached over
 * https (PUBLIC_URL), and the browser may connect to the app's origin and to the
 * language-model APIs the operator allows (AI_ALLOWED_ORIGINS), not to every https address.
 * The web app learns that list from GET /api/ai/allowed-origins.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { defaultAiAllowedOrigins } from "../../src/env";
import { createTestApp, type TestApp } from "../../src/test/test-app";

// Each test starts its own app (a database each) on a shared machine.
vi.setConfig({ testTimeout: 90_000, hookTimeout: 90_000 });

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

async function headersWith(env: Record<string, string>) {
  testApp = await createTestApp({ env });
  const response = await testApp.app.inject({ url: "/api/health" });
  const csp = String(response.headers["content-security-policy"]);
  const connectSrc = /connect-src ([^;]*)/.exec(csp)?.[1]?.split(" ") ?? [];
  return { hsts: response.headers["strict-transport-security"], connectSrc };
}

describe("Strict-Transport-Security", () => {
  it("is sent when PUBLIC_URL is https", async () => {
    const { hsts } = await headersWith({ PUBLIC_URL: "https://cv.example.org" });
    expect(hsts).toMatch(/max-age=\d{7,}/);
  });

  it("is not sent when PUBLIC_URL is http", async () => {
    const { hsts } = await headersWith({ PUBLIC_URL: "http://localhost:3000" });
    expect(hsts).toBeUndefined();
  });
});

describe("connect-src", () => {
  it("holds the app's origin and the major providers' APIs by default, not every https address", async () => {
    const { connectSrc } = await headersWith({});
    expect(connectSrc).toEqual(["'self'", ...defaultAiAllowedOrigins]);
    expect(connectSrc).not.toContain("https:");
    for (const origin of ["https://api.openai.com", "https://api.anthropic.com", "https://generativelanguage.googleapis.com", "https://api.mistral.ai", "https://api.groq.com", "https://openrouter.ai"]) {
      expect(connectSrc).toContain(origin);
    }
    const answer = await testApp!.app.inject({ url: "/api/ai/allowed-origins" });
    expect(answer.json()).toEqual({ origins: defaultAiAllowedOrigins });
  });

  it("holds exactly the origins AI_ALLOWED_ORIGINS names, and tells the web app", async () => {
    const { connectSrc } = await headersWith({ AI_ALLOWED_ORIGINS: " https://llm.example.com , http://localhost:11434/" });
    expect(connectSrc).toEqual(["'self'", "https://llm.example.com", "http://localhost:11434"]);
    const answer = await testApp!.app.inject({ url: "/api/ai/allowed-origins" });
    expect(answer.json()).toEqual({ origins: ["https://llm.example.com", "http://localhost:11434"] });
  });

  it("refuses an AI_ALLOWED_ORIGINS entry that is not an origin", async () => {
    await expect(createTestApp({ env: { AI_ALLOWED_ORIGINS: "https://llm.example.com/v1" } })).rejects.toThrow(/AI_ALLOWED_ORIGINS/);
    await expect(createTestApp({ env: { AI_ALLOWED_ORIGINS: "javascript:alert(1)" } })).rejects.toThrow(/AI_ALLOWED_ORIGINS/);
  });
});
