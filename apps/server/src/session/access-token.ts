import { webcrypto } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import { LRUCache } from "lru-cache";

export type TokenScope = "full" | "2fa";

export interface AccessClaims {
  /** User id. */
  sub: string;
  /** Session family id: one sign-in, across refresh rotations. */
  sid: string;
  scope: TokenScope;
}

export const accessTokenTtlSeconds = 15 * 60;
/** A pending second factor must be given soon; the login is repeated otherwise. */
export const twoFactorTokenTtlSeconds = 5 * 60;

export function ttlOf(scope: TokenScope): number {
  return scope === "full" ? accessTokenTtlSeconds : twoFactorTokenTtlSeconds;
}

/**
 * What is kept per signing key. jose imports a raw Uint8Array key into WebCrypto on every sign
 * and verify, about half of a verification's cost: the key never changes, so it is imported
 * once. And every request carries its token, whose signature (WebCrypto, asynchronous) was
 * about 2% of a small request's CPU: a token that verified is kept, under its exact text, and
 * it is still refused once expired.
 */
interface KeyState {
  imported: Promise<webcrypto.CryptoKey>;
  verified: LRUCache<string, { claims: AccessClaims; expiresAt: number }>;
}
const keyStates = new WeakMap<Uint8Array, KeyState>();

function stateOf(key: Uint8Array): KeyState {
  let state = keyStates.get(key);
  if (!state) {
    state = {
      imported: webcrypto.subtle.importKey("raw", key, { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]),
      verified: new LRUCache({ max: 4096 }),
    };
    keyStates.set(key, state);
  }
  return state;
}

export async function signAccessToken(key: Uint8Array, claims: AccessClaims, nowMs: number): Promise<string> {
  const issuedAt = Math.floor(nowMs / 1000);
  return new SignJWT({ sid: claims.sid, scope: claims.scope })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(claims.sub)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlOf(claims.scope))
    .sign(await stateOf(key).imported);
}

/** The claims of a valid, unexpired token, or null for anything else. */
export async function verifyAccessToken(key: Uint8Array, token: string, nowMs: number): Promise<AccessClaims | null> {
  const { imported, verified } = stateOf(key);
  const known = verified.get(token);
  if (known) return nowMs / 1000 < known.expiresAt ? known.claims : null;
  try {
    const { payload } = await jwtVerify(token, await imported, { algorithms: ["HS256"], currentDate: new Date(nowMs) });
    const { sub, sid, scope, exp } = payload;
    if (typeof sub !== "string" || typeof sid !== "string" || (scope !== "full" && scope !== "2fa") || typeof exp !== "number") return null;
    const claims: AccessClaims = { sub, sid, scope };
    verified.set(token, { claims, expiresAt: exp });
    return claims;
  } catch {
    return null;
  }
}
