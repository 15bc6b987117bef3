import { randomInt } from "node:crypto";
import { limits } from "@vitae/schema";
import { hmacHex } from "../crypto";

const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
export const backupCodeCount = 8;

/** Fresh backup codes: 10 characters of [a-z0-9] each (~51 bits), drawn without modulo bias. */
export function generateBackupCodes(count = backupCodeCount): string[] {
  return Array.from({ length: count }, () =>
    Array.from({ length: limits.backupCodeLength }, () => alphabet[randomInt(alphabet.length)]).join(""),
  );
}

/** Stored form of a backup code: keyed, so a leaked row cannot be checked against guesses offline. */
export function hashBackupCode(key: Uint8Array, code: string): string {
  return hmacHex(key, code);
}
