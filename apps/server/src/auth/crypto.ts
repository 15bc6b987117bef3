import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** An unguessable token (256 bits) for cookies and mailed links. */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * How mailed and refresh tokens are stored. A plain hash is enough: the tokens are 256
 * random bits, so there is nothing to brute-force, and lookups stay a unique-index hit.
 */
export function sha256Hex(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/** Keyed hash for short secrets (backup codes) so a database dump alone cannot test guesses. */
export function hmacHex(key: Uint8Array, value: string): string {
  return createHmac("sha256", key).update(value).digest("hex");
}

/** Constant-time string comparison (state cookies and the like). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
