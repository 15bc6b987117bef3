import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { StartupError } from "../startup-error";
import { authSecretFileName, deriveAuthKeys, resolveAuthSecret } from "./auth-secret";

const folders: string[] = [];
async function dataDir() {
  const dir = await mkdtemp(path.join(tmpdir(), "vitae-secret-"));
  folders.push(dir);
  return dir;
}
afterEach(async () => {
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe("resolveAuthSecret", () => {
  it("uses AUTH_SECRET when set and writes nothing", async () => {
    const dir = await dataDir();
    const secret = "x".repeat(32);
    expect(await resolveAuthSecret({ AUTH_SECRET: secret, DATA_DIR: dir })).toBe(secret);
    await expect(stat(path.join(dir, authSecretFileName))).rejects.toThrow();
  });

  it("generates one at first start, readable only by its owner, and reuses it", async () => {
    const dir = path.join(await dataDir(), "not-yet-there");
    const first = await resolveAuthSecret({ AUTH_SECRET: undefined, DATA_DIR: dir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dir, authSecretFileName);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, "utf8")).trim()).toBe(first);
    expect(await resolveAuthSecret({ AUTH_SECRET: undefined, DATA_DIR: dir })).toBe(first);
  });

  it("refuses a stored secret that is too short", async () => {
    const dir = await dataDir();
    await writeFile(path.join(dir, authSecretFileName), "short\n");
    await expect(resolveAuthSecret({ AUTH_SECRET: undefined, DATA_DIR: dir })).rejects.toBeInstanceOf(StartupError);
  });
});

describe("deriveAuthKeys", () => {
  it("derives distinct keys per purpose, stable for a secret", () => {
    const keys = deriveAuthKeys("a".repeat(32));
    expect(Buffer.from(keys.accessToken).equals(Buffer.from(keys.backupCodes))).toBe(false);
    expect(Buffer.from(deriveAuthKeys("a".repeat(32)).accessToken).equals(Buffer.from(keys.accessToken))).toBe(true);
    expect(Buffer.from(deriveAuthKeys("b".repeat(32)).accessToken).equals(Buffer.from(keys.accessToken))).toBe(false);
  });
});
