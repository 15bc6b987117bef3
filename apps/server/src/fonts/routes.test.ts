import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { closedPortUrl } from "../test/contributors-stand-in";
import { createTestApp, type TestApp } from "../test/test-app";
import { GoogleFontsStandIn, woff2Bytes } from "../test/google-fonts-stand-in";

// Google Fonts stand-in on 127.0.0.1, and another host nothing may ever be fetched from.
let google: GoogleFontsStandIn;
let elsewhere: GoogleFontsStandIn;
let online: TestApp;

const css = (query: string) => online.app.inject({ url: `/api/fonts/css?${query}` });

beforeAll(async () => {
  google = await new GoogleFontsStandIn({ Roboto: [400, 700], "Noto Sans JP": [400, 700], "M PLUS 1p": [400] }).start();
  elsewhere = await new GoogleFontsStandIn({ Roboto: [400] }).start();
  online = await createTestApp({ env: { FONTS_CSS_URL: google.origin, FONTS_FILES_URL: google.filesBase } });
});

afterEach(() => {
  google.extraCss = "";
  google.delayMs = 0;
});

afterAll(async () => {
  await online?.close();
  await google?.close();
  await elsewhere?.close();
});

describe("GET /api/fonts/css", () => {
  it("answers the family's @font-face rules with every file on our origin", async () => {
    const response = await css("family=Roboto&variants=700,regular,italic");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=86400");
    expect(response.body).toContain("font-family: 'Roboto';");
    expect(response.body).toContain("src: url(/api/fonts/file/s/roboto/v1/400.woff2) format('woff2');");
    expect(response.body).toContain("src: url(/api/fonts/file/s/roboto/v1/700.woff2) format('woff2');");
    expect(response.body).toContain("unicode-range: U+0000-00FF, U+0131, U+2000-206F;");
    expect(response.body).not.toContain("127.0.0.1");
    // The upstream was asked in CSS API v1's terms, variants in canonical order.
    expect(google.requests).toContain(`/css?${new URLSearchParams({ family: "Roboto:400,400italic,700", display: "swap" })}`);
  });

  it("asks Google once a day: the same request, however written, comes from the cache", async () => {
    const before = google.count("/css");
    for (const variants of ["regular,700", "700,regular", "regular,700,700"]) {
      expect((await css(`family=M%20PLUS%201p&variants=${variants}`)).statusCode).toBe(200);
    }
    expect(google.count("/css") - before).toBe(1);
  });

  it("keeps only @font-face rules whose files are on the files host", async () => {
    google.extraCss = [
      "@import url(https://elsewhere.example/x.css);",
      `@font-face { font-family: 'Roboto'; font-weight: 900; src: url(${elsewhere.filesBase}/s/roboto/v1/400.woff2) format('woff2'); }`,
      `@font-face { font-family: 'Roboto'; font-weight: 800; src: url(${google.filesBase}/s/roboto/v1/800.woff2?x=1); }`,
      `@font-face { font-family: 'Roboto'; font-weight: 300; src: url(${google.filesBase}/s/roboto/v1/300.woff2); background: url(https://elsewhere.example/); }`,
      "body { background: url(https://elsewhere.example/track.png); }",
    ].join("\n");
    const body = (await css("family=Roboto&variants=regular,900")).body;
    expect(body).toContain("font-weight: 400;");
    // The 300 rule keeps its font but not the descriptor no @font-face has.
    expect(body).toContain("url(/api/fonts/file/s/roboto/v1/300.woff2)");
    for (const refused of ["900", "800", "@import", "elsewhere", "body", "background", "127.0.0.1"]) expect(body).not.toContain(refused);
  });

  it.each([
    ["no family", "variants=regular"],
    ["a family with other characters", "family=Roboto%3A700%7CEvil"],
    ["a family with a URL", `family=${encodeURIComponent("http://127.0.0.1/")}`],
    ["double spaces", "family=Noto%20%20Sans"],
    ["an unknown variant", "family=Roboto&variants=bold"],
  ])("refuses %s with 400 and asks nobody", async (_label, query) => {
    const before = google.requests.length;
    expect((await css(query)).statusCode).toBe(400);
    expect(google.requests.length).toBe(before);
  });

  it("answers 404 for a family Google Fonts does not have", async () => {
    const response = await css("family=No%20Such%20Family");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: "NotFound" });
  });
});

describe("GET /api/fonts/file/*", () => {
  it("serves a font file the CSS names, fetched once and then kept", async () => {
    await css("family=Noto%20Sans%20JP&variants=regular");
    const before = google.count("/static/");
    for (let time = 0; time < 3; time++) {
      const response = await online.app.inject({ url: "/api/fonts/file/s/notosansjp/v1/400.woff2" });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("font/woff2");
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(response.rawPayload.equals(woff2Bytes)).toBe(true);
    }
    expect(google.count("/static/") - before).toBe(1);
  });

  it.each([
    ["another host's address", () => `/api/fonts/file/${encodeURIComponent(`${elsewhere.origin}/static/s/roboto/v1/400.woff2`)}`],
    ["a protocol-relative address", () => `/api/fonts/file//127.0.0.1:${new URL(elsewhere.origin).port}/static/s/roboto/v1/400.woff2`],
    ["a path that climbs out", () => "/api/fonts/file/s/roboto/v1/../../../etc/passwd"],
    ["an encoded climb", () => "/api/fonts/file/s/roboto/v1/%2E%2E%2F%2E%2E%2Fcss"],
    ["a query on the files host", () => "/api/fonts/file/css?family=Roboto"],
    ["a file that is no font", () => "/api/fonts/file/s/roboto/v1/400.html"],
  ])("is not a proxy: %s is 404 and fetches nothing", async (_label, url) => {
    const before = [google.requests.length, elsewhere.requests.length];
    const response = await online.app.inject({ url: url() });
    expect(response.statusCode).toBe(404);
    expect([google.requests.length, elsewhere.requests.length]).toEqual(before);
  });

  it("refuses an upstream answer that is not a font", async () => {
    // The stand-in answers 404 for unknown families; a real but unknown file is the same to the client.
    const response = await online.app.inject({ url: "/api/fonts/file/s/unknown/v1/400.woff2" });
    expect(response.statusCode).toBe(404);
  });
});

describe("the font service offline", () => {
  let offline: TestApp;

  beforeAll(async () => {
    const closed = await closedPortUrl("");
    offline = await createTestApp({ env: { FONTS_CSS_URL: closed, FONTS_FILES_URL: `${closed}/static` } });
  });

  afterAll(async () => {
    await offline?.close();
  });

  it("fails fast with 503, and at once the next time", async () => {
    for (const url of ["/api/fonts/css?family=Roboto", "/api/fonts/file/s/roboto/v1/400.woff2"]) {
      let started = performance.now();
      const first = await offline.app.inject({ url });
      expect(first.statusCode).toBe(503);
      expect(first.json()).toMatchObject({ code: "ServiceUnavailable" });
      expect(performance.now() - started).toBeLessThan(2000);
      started = performance.now();
      expect((await offline.app.inject({ url })).statusCode).toBe(503);
      expect(performance.now() - started).toBeLessThan(200);
    }
  });
});
