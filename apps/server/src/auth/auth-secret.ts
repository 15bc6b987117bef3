import { createHmac, randomBytes } from "node:crypto";
import { mkdir, open, readFile } from "node:fs/promises";
import path from "node:path";
import type { Env } from "../env";
import { StartupError } from "../startup-error";

/** Keys derived from AUTH_SECRET, one per purpose, so no key is used for two things. */
export interface AuthKeys {
  /** HS256 key of the access JWT. */
  accessToken: Uint8Array;
  /** HMAC key of stored backup codes. */
  backupCodes: Uint8Array;
  /** HMAC key that derives a refresh token's successor (see `rotateSession`). */
  refreshSuccessor: Uint8Array;
  /** HMAC key of the device cookie (a browser that signed in to an account before). */
  device: Uint8Array;
}

export const authSecretFileName = "auth-secret";

async function readSecretFile(file: string): Promise<string> {
  const secret = (await readFile(file, "utf8")).trim();
  if (secret.length < 32) {
    throw new StartupError(`${file} holds a secret shorter than 32 characters. Delete it to generate a new one.`);
  }
  return secret;
}

/**
 * AUTH_SECRET, or — so a single instance works without configuration — a secret made at
 * first start and kept in DATA_DIR/auth-secret (mode 600). Sessions survive restarts
 * because the file survives; several instances must share AUTH_SECRET instead.
 */
export async function resolveAuthSecret(env: Pick<Env, "AUTH_SECRET" | "DATA_DIR">): Promise<string> {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const file = path.resolve(env.DATA_DIR, authSecretFileName);
  try {
    return await readSecretFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  await mkdir(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  try {
    // "wx": if another process created it meanwhile, use theirs rather than overwrite it.
    const handle = await open(file, "wx", 0o600);
    await handle.writeFile(`${secret}\n`);
    await handle.close();
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return readSecretFile(file);
    throw new StartupError(
      `Cannot store the generated AUTH_SECRET in ${file} (${(error as NodeJS.ErrnoException).code}). ` +
        "Set AUTH_SECRET or make DATA_DIR writable.",
    );
  }
}

export function deriveAuthKeys(secret: string): AuthKeys {
  const derive = (purpose: string) => new Uint8Array(createHmac("sha256", secret).update(purpose).digest());
  return {
    accessToken: derive("vitae:access-token"),
    backupCodes: derive("vitae:backup-codes"),
    refreshSuccessor: derive("vitae:refresh-successor"),
    device: derive("vitae:device"),
  };
}
