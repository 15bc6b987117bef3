/**
 * Security suite — SSRF through the picture fetcher (GET /api/image-proxy), at the API
 * (the printer's own browser is covered in apps/server/src/printer and by
 * xss-print.test.ts). Names that resolve to private addresses — through the
 * machine's real resolver (localhost, the host's own name) and through an injected one
 * standing for an attacker's DNS — numeric spellings of loopback, IPv6 loopback and
 * link-local, and redirects to any of them: every one is refused with 400 and a loopback
 * listener counts that not even a connection arrives.
 */
import { lookup } from "node:dns/promises";
import { hostname } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPublicAddress } from "../../src/image-proxy/address-policy";
import type { ResolvedAddress } from "../../src/image-proxy/fetch-external-image";
import { imageOf } from "../../src/test/test-images";
import { createTestApp, type TestApp } from "../../src/test/test-app";
import { type LoopbackListener, startLoopbackListener } from "./loopback-listener";

let secret: LoopbackListener; // must never be reached
let upstream: LoopbackListener; // stands for a public picture host, let through by the policy
let realDns: TestApp; // production fetcher: the system resolver, public addresses only
let attackerDns: TestApp; // an attacker's DNS answers, and the upstream host allowed

/** The attacker's DNS zone: public-looking names that answer private addresses. */
const zone: Record<string, string[]> = {
  "rebind.attacker.test": ["127.0.0.1"],
  "metadata.attacker.test": ["169.254.169.254"],
  "intranet.attacker.test": ["10.0.0.5"],
  "mixed.attacker.test": ["93.184.216.34", "192.168.0.10"],
  "v6-loopback.attacker.test": ["::1"],
  "v6-link-local.attacker.test": ["fe80::1"],
  "v6-mapped.attacker.test": ["::ffff:127.0.0.1"],
  "v6-unique-local.attacker.test": ["fd00::1"],
  "pictures.example": ["127.0.0.1"], // the upstream host
  localhost: ["127.0.0.1", "::1"], // as the system resolves it
};
const attackerResolve = async (name: string): Promise<ResolvedAddress[]> => {
  const addresses = zone[name];
  if (!addresses) throw Object.assign(new Error(`ENOTFOUND ${name}`), { code: "ENOTFOUND" });
  return addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
};

beforeAll(async () => {
  secret = await startLoopbackListener();
  const png = await imageOf("png", 4, 4);
  upstream = await startLoopbackListener((request, response) => {
    const url = new URL(request.url ?? "/", "http://upstream");
    if (url.pathname === "/redirect") response.writeHead(302, { location: url.searchParams.get("to") ?? "/" }).end();
    else response.writeHead(200, { "content-type": "image/png" }).end(png);
  });
  realDns = await createTestApp();
  attackerDns = await createTestApp({
    imageProxy: {
      fetch: {
        resolve: attackerResolve,
        // Only the upstream picture host (127.0.0.1 at its port) joins the public internet.
        isAddressAllowed: (target) =>
          (target.port === upstream.port && ["127.0.0.1", "::1", "::ffff:127.0.0.1"].includes(target.address)) ||
          isPublicAddress(target.address),
      },
    },
  });
});

afterAll(async () => {
  await realDns?.close();
  await attackerDns?.close();
  await secret?.close();
  await upstream?.close();
});

const proxied = (url: string) => `/api/image-proxy?url=${encodeURIComponent(url)}`;

async function expectRefused(app: TestApp, url: string, reasons: RegExp = /forbidden-address/) {
  const response = await app.app.inject({ url: proxied(url) });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
  expect(response.json().code).toBe("ValidationError");
  expect(response.json().message, url).toMatch(reasons);
  expect(response.body, url).not.toContain("internal secret");
}

function expectSecretUntouched() {
  expect({ requests: secret.requests, connections: secret.connections }).toEqual({ requests: [], connections: 0 });
}

describe("the picture fetcher, with the machine's own resolver", () => {
  it("refuses names that resolve to loopback (localhost, the host's own name)", async () => {
    const names = ["localhost", "LOCALHOST", "LocalHost"];
    // The machine's own name usually resolves to a loopback or private address; when it
    // resolves to a public one it is simply not an SSRF target here.
    const own = await lookup(hostname(), { all: true }).catch(() => []);
    if (own.length > 0 && own.every(({ address }) => !isPublicAddress(address))) names.push(hostname());
    for (const name of names) await expectRefused(realDns, `http://${name}:${secret.port}/secret.png`);
    expectSecretUntouched();
  });

  it("refuses names that resolve to loopback on some systems, or not at all (never fetching either way)", async () => {
    for (const name of ["localhost.", "pictures.localhost", "ip6-localhost", "ip6-loopback"]) {
      await expectRefused(realDns, `http://${name}:${secret.port}/secret.png`, /forbidden-address|unresolvable/);
    }
    expectSecretUntouched();
  });

  it.each([
    ["decimal", "http://2130706433:{port}/"],
    ["hex", "http://0x7f000001:{port}/"],
    ["dotted hex", "http://0x7f.1:{port}/"],
    ["octal", "http://0177.0.0.1:{port}/"],
    ["long octal", "http://017700000001:{port}/"],
    ["short", "http://127.1:{port}/"],
    ["zero", "http://0:{port}/"],
    ["percent-encoded", "http://%31%32%37.0.0.1:{port}/"],
    ["full-width digits", "http://１２７.０.０.１:{port}/"],
    ["IPv6 loopback", "http://[::1]:{port}/"],
    ["IPv6 unspecified", "http://[::]:{port}/"],
    ["IPv4-mapped, hex", "http://[::ffff:7f00:1]:{port}/"],
    ["IPv4-mapped, dotted", "HTTP://[::ffff:127.0.0.1]:{port}/"],
    ["IPv4-compatible", "http://[::127.0.0.1]:{port}/"],
    ["NAT64", "http://[64:ff9b::7f00:1]:{port}/"],
    ["IPv6 link-local", "http://[fe80::1]:{port}/"],
    ["IPv6 unique-local", "http://[fd00::1]:{port}/"],
    ["IPv4 link-local (cloud metadata)", "http://169.254.169.254/latest/meta-data/"],
    ["IPv4-mapped link-local", "http://[::ffff:a9fe:a9fe]/latest/meta-data/"],
  ])("refuses loopback and link-local spelt %s", async (_label, template) => {
    await expectRefused(realDns, template.replace("{port}", String(secret.port)));
    expectSecretUntouched();
  });
});

describe("the picture fetcher, when an attacker's DNS answers private addresses", () => {
  it.each(Object.keys(zone).filter((name) => name.endsWith(".attacker.test")))("refuses %s", async (name) => {
    await expectRefused(attackerDns, `http://${name}:${secret.port}/secret.png`);
    expectSecretUntouched();
  });

  it("fetches from the host the policy lets through (the refusals above are not a broken fetcher)", async () => {
    const response = await attackerDns.app.inject({ url: proxied(`http://pictures.example:${upstream.port}/pixel.png`) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("image/png");
  });

  it.each([
    ["a name resolving to loopback", "http://localhost:{secret}/secret"],
    ["an attacker's name resolving to loopback", "http://rebind.attacker.test:{secret}/secret"],
    ["a decimal loopback address", "http://2130706433:{secret}/secret"],
    ["IPv6 loopback", "http://[::1]:{secret}/secret"],
    ["IPv4-mapped loopback", "http://[::ffff:7f00:1]:{secret}/secret"],
    ["the cloud metadata service", "http://169.254.169.254/latest/meta-data/iam/security-credentials/"],
    ["an attacker's name resolving to the metadata service", "http://metadata.attacker.test/latest/meta-data/"],
    ["IPv6 link-local", "http://[fe80::a9fe:a9fe]/"],
    ["a private address, from a second redirect", "http://pictures.example:{upstream}/redirect?to=http%3A%2F%2F10.0.0.5%2F"],
    ["loopback, from a second redirect", "http://pictures.example:{upstream}/redirect?to=http%3A%2F%2F127.0.0.1%3A{secret}%2F"],
  ])("refuses a redirect to %s (the allowed first hop is fetched, the next is not)", async (_label, target) => {
    const fill = (text: string) => text.replaceAll("{secret}", String(secret.port)).replaceAll("{upstream}", String(upstream.port));
    const before = upstream.requests.length;
    await expectRefused(attackerDns, `http://pictures.example:${upstream.port}/redirect?to=${encodeURIComponent(fill(target))}`);
    expect(upstream.requests.length).toBeGreaterThan(before);
    expectSecretUntouched();
  });
});
