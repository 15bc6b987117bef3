import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test/test-app";
import { createMinimalWebBuild, type MinimalWebBuild } from "./test/web-build";

let webBuild: MinimalWebBuild;
let testApp: TestApp;

beforeAll(async () => {
  // A minimal build of the web app: enough to check how the server serves one.
  webBuild = await createMinimalWebBuild();
  testApp = await createTestApp({ webDir: webBuild.dir, env: { CHROME_PATH: "/nonexistent/chromium" } });
});
afterAll(async () => {
  await testApp?.close();
  await webBuild?.remove();
});

describe("GET /api/health", () => {
  it("reports the database and storage up and a missing browser as degraded", async () => {
    const response = await testApp.app.inject({ url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: "degraded",
      database: { status: "up", detail: testApp.database.kind },
      storage: { status: "up", detail: "local" },
      browser: { status: "down", detail: "local: /nonexistent/chromium is missing or not executable" },
    });
  });

  it("reports down with 503 when the database is gone", async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const response = await broken.app.inject({ url: "/api/health" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: "down", database: { status: "down" } });
    await broken.app.close();
  });
});

describe("API documentation", () => {
  it("serves the OpenAPI document generated from the routes", async () => {
    const response = await testApp.app.inject({ url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toBe("Vitae API");
    expect(document.paths["/api/health"].get.responses["200"].content["application/json"].schema.properties).toHaveProperty(
      "database",
    );
  });

  it("serves the interactive reference", async () => {
    const page = await testApp.app.inject({ url: "/api/docs/" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("swagger");
  });
});

describe("the web app", () => {
  it.each(["/", "/dashboard/resumes", "/auth/login?redirect=%2Fdashboard", "/jane/my-resume"])(
    "answers %s with the SPA",
    async (url) => {
      const response = await testApp.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain("<title>spa</title>");
      expect(response.headers["cache-control"]).toBe("no-cache");
    },
  );

  it.each(["/artboard/builder", "/artboard/preview"])("answers %s with the artboard", async (url) => {
    const response = await testApp.app.inject({ url });
    expect(response.body).toContain("<title>artboard</title>");
  });

  it("serves hashed assets cacheable for a year", async () => {
    const response = await testApp.app.inject({ url: "/assets/index-abc123.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("answers a missing asset with 404, not with HTML", async () => {
    const response = await testApp.app.inject({ url: "/assets/index-gone.js" });
    expect(response.statusCode).toBe(404);
  });

  it("answers unknown API routes with a JSON 404", async () => {
    const response = await testApp.app.inject({ url: "/api/nothing-here?x=1" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, code: "NotFound", message: "No route for GET /api/nothing-here" });
  });

  it("sends the security headers", async () => {
    const response = await testApp.app.inject({ url: "/" });
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe("the web app with the public page's own entries", () => {
  let light: MinimalWebBuild;
  let lightApp: TestApp;
  beforeAll(async () => {
    light = await createMinimalWebBuild({ lightPages: true });
    lightApp = await createTestApp({ webDir: light.dir, env: { CHROME_PATH: "/nonexistent/chromium" } });
  });
  afterAll(async () => {
    await lightApp?.close();
    await light?.remove();
  });
  const titleOf = async (url: string) => /<title>([^<]*)<\/title>/.exec((await lightApp.app.inject({ url })).body)?.[1];

  it.each(["/jane/my-resume", "/jane/my-resume/", "/jane/my%20resume?ref=mail"])("answers %s with the public page", async (url) => {
    expect(await titleOf(url)).toBe("public");
  });

  it.each(["/", "/dashboard/resumes", "/auth/login", "/builder/abc", "/a/b/c", "/nothing"])(
    "keeps answering %s with the SPA",
    async (url) => {
      expect(await titleOf(url)).toBe("spa");
    },
  );

  it.each(["/artboard/preview", "/artboard/preview/", "/artboard/preview?locale=de-DE"])(
    "answers %s with the preview artboard the public page frames",
    async (url) => {
      expect(await titleOf(url)).toBe("artboard preview");
    },
  );

  it.each(["/artboard/builder", "/artboard", "/artboard/print"])("answers %s with the builder's (React) artboard", async (url) => {
    expect(await titleOf(url)).toBe("artboard");
  });
});
