import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { isPublicAddress } from "./address-policy";
import {
  fetchExternalImage,
  ImageFetchError,
  type ConnectionTarget,
  type FetchImageOptions,
  type ImageFetchFailure,
  type ResolvedAddress,
} from "./fetch-external-image";

const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/** Listens on every loopback address (IPv4 and IPv6) and counts what reaches it. */
interface Counter {
  port: number;
  connections: number;
  requests: number;
}

let counter: Counter;
let counterServer: http.Server;
let imageServer: http.Server;
let imagePort: number;
const hostHeaders: string[] = [];

function listen(server: http.Server, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, host, () => resolve((server.address() as AddressInfo).port));
  });
}

function close(server: http.Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

beforeAll(async () => {
  counter = { port: 0, connections: 0, requests: 0 };
  counterServer = http.createServer((_request, response) => {
    counter.requests += 1;
    response.setHeader("content-type", "image/png");
    response.end(png);
  });
  counterServer.on("connection", () => {
    counter.connections += 1;
  });
  // "::" accepts IPv4 too (dual stack), so 127.0.0.1, ::1 and ::ffff:127.0.0.1 all land here.
  counter.port = await listen(counterServer, "::");

  imageServer = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://x");
    hostHeaders.push(request.headers.host ?? "");
    switch (url.pathname) {
      case "/pixel.png":
        response.writeHead(200, { "content-type": "image/png", "content-length": png.length }).end(png);
        return;
      case "/mislabelled":
        // A PNG announced as JPEG: the bytes decide the type.
        response.writeHead(200, { "content-type": "image/jpeg" }).end(png);
        return;
      case "/redirect":
        response.writeHead(302, { location: url.searchParams.get("to") ?? "/" }).end();
        return;
      case "/loop":
        response.writeHead(301, { location: "/loop" }).end();
        return;
      case "/big-declared":
        response.writeHead(200, { "content-type": "image/png", "content-length": 2 * 1024 * 1024 });
        response.write(png);
        return; // never finishes: the declared length alone must be refused
      case "/big-chunked": {
        response.writeHead(200, { "content-type": "image/png" });
        response.write(png);
        const chunk = Buffer.alloc(64 * 1024);
        let sent = 0;
        const pump = () => {
          while (sent < 4 * 1024 * 1024) {
            sent += chunk.length;
            if (!response.write(chunk)) return void response.once("drain", pump);
          }
          response.end();
        };
        pump();
        response.on("error", () => undefined);
        return;
      }
      case "/gzip-bomb":
        response.writeHead(200, { "content-type": "image/png", "content-encoding": "gzip" });
        response.end(zlib.gzipSync(Buffer.concat([png, Buffer.alloc(20 * 1024 * 1024)])));
        return;
      case "/gzip":
        response.writeHead(200, { "content-type": "image/png", "content-encoding": "gzip" });
        response.end(zlib.gzipSync(png));
        return;
      case "/hang":
        return; // headers never come
      case "/stall":
        response.writeHead(200, { "content-type": "image/png" });
        response.write(png.subarray(0, 8));
        return; // the body never ends
      case "/html":
        response.writeHead(200, { "content-type": "text/html" }).end("<h1>hi</h1>");
        return;
      case "/svg":
        response.writeHead(200, { "content-type": "image/svg+xml" }).end("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>");
        return;
      case "/fake-png":
        response.writeHead(200, { "content-type": "image/png" }).end("<script>alert(1)</script>");
        return;
      default:
        response.writeHead(404, { "content-type": "image/png" }).end();
    }
  });
  imagePort = await listen(imageServer, "127.0.0.1");
});

afterAll(async () => {
  await close(imageServer);
  await close(counterServer);
});

beforeEach(() => {
  counter.connections = 0;
  counter.requests = 0;
});

async function failureOf(url: string, options?: FetchImageOptions): Promise<ImageFetchFailure> {
  const error = await fetchExternalImage(url, options).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImageFetchError);
  return (error as ImageFetchError).reason;
}

// The test image server is on loopback; only it (that exact port) is let through, on
// top of the default policy. Nothing else on loopback or any private range is.
const allowImageServer = (target: ConnectionTarget) =>
  (target.address === "127.0.0.1" && target.port === imagePort) || isPublicAddress(target.address);

const resolveTo =
  (...addresses: string[]) =>
  async (): Promise<ResolvedAddress[]> =>
    addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));

describe("fetchExternalImage refuses private destinations before connecting", () => {
  const loopbackSpellings = () => {
    const p = counter.port;
    return [
      `http://127.0.0.1:${p}/secret`,
      `http://127.255.255.254:${p}/`,
      `http://localhost:${p}/`,
      `http://[::1]:${p}/`,
      `http://[::ffff:127.0.0.1]:${p}/`,
      `HTTP://[::ffff:7f00:1]:${p}/`,
      `http://[0:0:0:0:0:ffff:127.0.0.1]:${p}/`,
      `http://[::127.0.0.1]:${p}/`,
      `http://[64:ff9b::127.0.0.1]:${p}/`,
      `http://2130706433:${p}/`,
      `http://0x7f.1:${p}/`,
      `http://0x7f000001:${p}/`,
      `http://017700000001:${p}/`,
      `http://0177.0.0.1:${p}/`,
      `http://127.1:${p}/`,
      `http://0.0.0.0:${p}/`,
      `http://0:${p}/`,
      `http://[::]:${p}/`,
    ];
  };

  it("refuses every spelling of loopback", async () => {
    for (const url of loopbackSpellings()) {
      expect(await failureOf(url), url).toBe("forbidden-address");
    }
    expect(counter).toMatchObject({ connections: 0, requests: 0 });
  });

  it.each([
    "http://169.254.169.254/latest/meta-data/",
    "http://10.0.0.1/",
    "http://172.16.0.1/",
    "http://192.168.1.1/",
    "http://100.64.0.1/",
    "http://198.18.0.1/",
    "http://224.0.0.1/",
    "http://255.255.255.255/",
    "http://240.0.0.1/",
    "https://[fe80::1]/",
    "http://[fc00::1]/",
    "http://[fd00:ec2::254]/",
    "http://[ff02::1]/",
    "http://[fec0::1]/",
    "http://[::ffff:169.254.169.254]/",
    "http://[::ffff:a9fe:a9fe]/",
    "http://[2001:db8::1]/",
  ])("refuses %s", async (url) => {
    expect(await failureOf(url)).toBe("forbidden-address");
  });

  it("refuses a hostname that resolves to loopback, or to loopback among public addresses", async () => {
    const p = counter.port;
    expect(await failureOf(`http://pictures.example:${p}/a.png`, { resolve: resolveTo("127.0.0.1") })).toBe("forbidden-address");
    expect(await failureOf(`http://pictures.example:${p}/a.png`, { resolve: resolveTo("93.184.216.34", "127.0.0.1") })).toBe(
      "forbidden-address",
    );
    expect(await failureOf(`http://pictures.example:${p}/a.png`, { resolve: resolveTo("::ffff:127.0.0.1") })).toBe("forbidden-address");
    expect(await failureOf(`http://pictures.example:${p}/a.png`, { resolve: resolveTo("::1") })).toBe("forbidden-address");
    expect(await failureOf(`http://metadata.example/`, { resolve: resolveTo("169.254.169.254") })).toBe("forbidden-address");
    expect(counter).toMatchObject({ connections: 0, requests: 0 });
  });

  it("refuses loopback ports other than the one a custom policy lets through", async () => {
    const url = `http://127.0.0.1:${counter.port}/`;
    expect(await failureOf(url, { isAddressAllowed: allowImageServer })).toBe("forbidden-address");
    expect(counter).toMatchObject({ connections: 0, requests: 0 });
  });

  it.each([
    ["file:///etc/passwd", "unsupported-protocol"],
    ["ftp://example.com/a.png", "unsupported-protocol"],
    ["gopher://127.0.0.1:70/", "unsupported-protocol"],
    ["data:image/png;base64,AAAA", "unsupported-protocol"],
    ["javascript:alert(1)", "unsupported-protocol"],
    ["not a url", "invalid-url"],
    ["http://user:pass@example.com/a.png", "invalid-url"],
  ] as const)("refuses %s (%s)", async (url, reason) => {
    expect(await failureOf(url)).toBe(reason);
  });

  it("reports a name that does not resolve", async () => {
    const resolve = async () => {
      throw Object.assign(new Error("getaddrinfo ENOTFOUND"), { code: "ENOTFOUND" });
    };
    expect(await failureOf("http://nowhere.example/a.png", { resolve })).toBe("unresolvable");
    expect(await failureOf("http://nowhere.example/a.png", { resolve: resolveTo() })).toBe("unresolvable");
  });
});

describe("fetchExternalImage on an allowed server", () => {
  const base = () => `http://127.0.0.1:${imagePort}`;
  const allowed: FetchImageOptions = { isAddressAllowed: (t) => allowImageServer(t) };

  it("fetches a picture and names its type from its bytes", async () => {
    const image = await fetchExternalImage(`${base()}/pixel.png`, allowed);
    expect(image.bytes.equals(png)).toBe(true);
    expect(image.contentType).toBe("image/png");
    expect((await fetchExternalImage(`${base()}/mislabelled`, allowed)).contentType).toBe("image/png");
    expect((await fetchExternalImage(`${base()}/gzip`, allowed)).bytes.equals(png)).toBe(true);
  });

  it("connects to the address it checked, sending the original Host", async () => {
    let lookups = 0;
    // DNS rebinding: a second resolution would answer a private address.
    const resolve = async (): Promise<ResolvedAddress[]> => {
      lookups += 1;
      return [{ address: lookups === 1 ? "127.0.0.1" : "10.0.0.1", family: 4 }];
    };
    hostHeaders.length = 0;
    const image = await fetchExternalImage(`http://pictures.example:${imagePort}/pixel.png`, { ...allowed, resolve });
    expect(image.contentType).toBe("image/png");
    expect(lookups).toBe(1);
    expect(hostHeaders).toEqual([`pictures.example:${imagePort}`]);
  });

  it("follows a redirect on the same server", async () => {
    const image = await fetchExternalImage(`${base()}/redirect?to=/pixel.png`, allowed);
    expect(image.url).toBe(`${base()}/pixel.png`);
  });

  it.each([
    "http://169.254.169.254/latest/meta-data/iam/security-credentials/",
    "http://10.0.0.1/",
    "http://[::ffff:10.0.0.1]/",
    "http://2130706433/",
  ])("refuses a redirect to %s before connecting", async (target) => {
    const started = performance.now();
    const url = `${base()}/redirect?to=${encodeURIComponent(target)}`;
    expect(await failureOf(url, { ...allowed, timeoutMs: 3000 })).toBe("forbidden-address");
    // Refused by the policy, not after a connection attempt timed out.
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("refuses a redirect to another loopback port or to a name resolving to loopback", async () => {
    const toCounter = `${base()}/redirect?to=${encodeURIComponent(`http://127.0.0.1:${counter.port}/secret`)}`;
    expect(await failureOf(toCounter, allowed)).toBe("forbidden-address");
    const toName = `${base()}/redirect?to=${encodeURIComponent(`http://internal.example:${counter.port}/secret`)}`;
    expect(await failureOf(toName, { ...allowed, resolve: resolveTo("127.0.0.1") })).toBe("forbidden-address");
    const toFile = `${base()}/redirect?to=${encodeURIComponent("file:///etc/passwd")}`;
    expect(await failureOf(toFile, allowed)).toBe("unsupported-protocol");
    expect(counter).toMatchObject({ connections: 0, requests: 0 });
  });

  it("stops after maxRedirects", async () => {
    expect(await failureOf(`${base()}/loop`, { ...allowed, maxRedirects: 3 })).toBe("too-many-redirects");
  });

  it("caps the size: by Content-Length, while streaming, and after decompression", async () => {
    const options = { ...allowed, maxBytes: 1024 * 1024 };
    expect(await failureOf(`${base()}/big-declared`, options)).toBe("too-large");
    expect(await failureOf(`${base()}/big-chunked`, options)).toBe("too-large");
    expect(await failureOf(`${base()}/gzip-bomb`, options)).toBe("too-large");
  });

  it("gives up at the deadline, waiting for headers or for the body", async () => {
    for (const path of ["/hang", "/stall"]) {
      const started = performance.now();
      expect(await failureOf(`${base()}${path}`, { ...allowed, timeoutMs: 300 })).toBe("timeout");
      expect(performance.now() - started).toBeLessThan(2000);
    }
  });

  it("counts a slow DNS answer against the deadline", async () => {
    const resolve = () => new Promise<ResolvedAddress[]>(() => undefined);
    expect(await failureOf("http://slow.example/a.png", { resolve, timeoutMs: 200 })).toBe("timeout");
  });

  it.each([
    ["/html", "not-an-image"],
    ["/svg", "not-an-image"],
    ["/fake-png", "not-an-image"],
    ["/missing", "bad-status"],
  ] as const)("refuses %s (%s)", async (path, reason) => {
    expect(await failureOf(`${base()}${path}`, allowed)).toBe(reason);
  });

  it("stops when the caller cancels", async () => {
    const controller = new AbortController();
    const pending = fetchExternalImage(`${base()}/hang`, { ...allowed, signal: controller.signal });
    setTimeout(() => controller.abort(new Error("client went away")), 50);
    await expect(pending).rejects.toThrow("client went away");
  });
});
