import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageOf } from "../test/test-images";
import { createTestApp, type TestApp } from "../test/test-app";

/** A loopback web server holding one PNG, counting every request that reaches it. */
let imageServer: http.Server;
let port: number;
let requests = 0;
let png: Buffer;

// Names a test maps to addresses; everything else does not resolve (no real DNS in tests).
const names: Record<string, string> = { "loopback.test": "127.0.0.1", "pictures.test": "127.0.0.1" };
const resolve = async (hostname: string) => {
  const address = names[hostname];
  if (!address) throw new Error(`ENOTFOUND ${hostname}`);
  return [{ address, family: 4 as const }];
};

let strict: TestApp; // the production address policy (public addresses only)
let allowing: TestApp; // allows exactly 127.0.0.1:<port of the image server>

const proxied = (url: string) => `/api/image-proxy?url=${encodeURIComponent(url)}`;

beforeAll(async () => {
  png = await imageOf("png", 8, 8);
  imageServer = http.createServer((request, response) => {
    requests += 1;
    if (request.url === "/picture.png") response.writeHead(200, { "content-type": "image/png" }).end(png);
    else if (request.url === "/page.html") response.writeHead(200, { "content-type": "text/html" }).end("<p>hi</p>");
    else response.writeHead(404).end();
  });
  await new Promise<void>((done) => imageServer.listen(0, "127.0.0.1", done));
  port = (imageServer.address() as AddressInfo).port;
  strict = await createTestApp({ imageProxy: { fetch: { resolve } } });
  allowing = await createTestApp({
    imageProxy: {
      fetch: { resolve, isAddressAllowed: (target) => target.address === "127.0.0.1" && target.port === port },
      rateLimit: { max: 5, timeWindowMs: 60_000 },
    },
  });
});

afterAll(async () => {
  await strict?.close();
  await allowing?.close();
  imageServer.closeAllConnections();
  await new Promise((done) => imageServer.close(done));
});

describe("GET /api/image-proxy", () => {
  it.each([
    ["loopback by address", () => `http://127.0.0.1:${port}/picture.png`],
    ["the cloud metadata address", () => "http://169.254.169.254/latest/meta-data/"],
    ["a name that resolves to loopback", () => `http://loopback.test:${port}/picture.png`],
    ["IPv4-mapped loopback", () => `HTTP://[::ffff:127.0.0.1]:${port}/picture.png`],
  ])("refuses %s with 400 and never connects", async (_label, url) => {
    const before = requests;
    const response = await strict.app.inject({ url: proxied(url()) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "ValidationError" });
    expect(response.json().message).toContain("forbidden-address");
    expect(requests).toBe(before);
  });

  it.each([
    ["an unresolvable name", "http://nowhere.test/picture.png", "unresolvable"],
    ["a file URL", "file:///etc/passwd", "unsupported-protocol"],
    ["something that is not a URL", "not a url", "invalid-url"],
  ])("answers 400 for %s", async (_label, url, reason) => {
    const response = await strict.app.inject({ url: proxied(url) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(reason);
  });

  it("answers 400 without a url", async () => {
    expect((await strict.app.inject({ url: "/api/image-proxy" })).statusCode).toBe(400);
  });

  it("serves a picture when the policy allows exactly its address and port", async () => {
    const response = await allowing.app.inject({ url: proxied(`http://pictures.test:${port}/picture.png`) });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/png");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["cache-control"]).toBe("public, max-age=86400");
    expect(response.headers["content-security-policy"]).toBe("default-src 'none'");
    expect(response.rawPayload.equals(png)).toBe(true);
  });

  it("still refuses other loopback ports and non-images under that policy", async () => {
    const otherPort = await allowing.app.inject({ url: proxied(`http://127.0.0.1:${port + 1}/picture.png`) });
    expect(otherPort.statusCode).toBe(400);
    expect(otherPort.json().message).toContain("forbidden-address");
    const html = await allowing.app.inject({ url: proxied(`http://127.0.0.1:${port}/page.html`) });
    expect(html.statusCode).toBe(400);
    expect(html.json().message).toContain("not-an-image");
  });

  it("is rate-limited per client address", async () => {
    const limited = await createTestApp({ imageProxy: { fetch: { resolve }, rateLimit: { max: 2, timeWindowMs: 60_000 } } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        statuses.push((await limited.app.inject({ url: proxied("http://169.254.169.254/") })).statusCode);
      }
      expect(statuses).toEqual([400, 400, 429, 429]);
      const other = await limited.app.inject({ url: proxied("http://169.254.169.254/"), remoteAddress: "10.0.0.9" });
      expect(other.statusCode).toBe(400);
    } finally {
      await limited.close();
    }
  });
});
