import { describe, expect, it } from "vitest";
import { accessTokenTtlSeconds, signAccessToken, verifyAccessToken } from "./access-token";

const keyA = new TextEncoder().encode("a".repeat(32));
const keyB = new TextEncoder().encode("b".repeat(32));
const claims = { sub: "user-1", sid: "family-1", scope: "full" as const };
const now = Date.UTC(2026, 10, 28, 12);

describe("access tokens", () => {
  it("verify to their claims, again and again, until they expire", async () => {
    const token = await signAccessToken(keyA, claims, now);
    expect(await verifyAccessToken(keyA, token, now)).toEqual(claims);
    expect(await verifyAccessToken(keyA, token, now + 1000)).toEqual(claims);
    expect(await verifyAccessToken(keyA, token, now + accessTokenTtlSeconds * 1000)).toBeNull();
  });

  it("are refused under another key, even once verified under theirs", async () => {
    const token = await signAccessToken(keyA, claims, now);
    expect(await verifyAccessToken(keyA, token, now)).toEqual(claims);
    expect(await verifyAccessToken(keyB, token, now)).toBeNull();
  });

  it("are refused when changed in any part", async () => {
    const token = await signAccessToken(keyA, claims, now);
    const [header, payload, signature] = token.split(".");
    const otherPayload = Buffer.from(JSON.stringify({ sub: "user-2", sid: "family-1", scope: "full", iat: now / 1000, exp: now / 1000 + 900 })).toString("base64url");
    expect(await verifyAccessToken(keyA, `${header}.${otherPayload}.${signature}`, now)).toBeNull();
    expect(await verifyAccessToken(keyA, `${header}.${payload}.${signature!.slice(0, -2)}AA`, now)).toBeNull();
    expect(await verifyAccessToken(keyA, "not a token", now)).toBeNull();
  });
});
