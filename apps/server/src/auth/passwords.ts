import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

// @node-rs/argon2's defaults are argon2id with OWASP's recommended cost (19 MiB, 2
// passes, 1 lane): ~30 ms a hash, which keeps login p95 within budget at 10 concurrent.

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of a real verification for an account that does not exist, so the
 * answer time does not tell an attacker which identifiers have accounts.
 */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hash(randomBytes(16).toString("hex"));
  await verifyPassword(await dummyHash, password);
}
