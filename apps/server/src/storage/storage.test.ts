import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocalStorage } from "./local-storage";
import { S3Storage } from "./s3-storage";
import { assertValidPrefix, contentTypeOfKey, isValidKey, type Storage } from "./storage";
import { TestS3Server } from "../test/test-s3-server";

async function text(body: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

describe("storage keys", () => {
  it.each([
    "user1/pictures/abc.webp",
    "u/resumes/r1/x2.webp",
    "a",
    "a-b_c.d/e",
  ])("accepts %j", (key) => {
    expect(isValidKey(key)).toBe(true);
  });

  it.each([
    "",
    "../etc/passwd",
    "a/../b",
    "a/./b",
    "/abs/path",
    "a//b",
    "a/",
    ".hidden",
    "a/..",
    "a\\b",
    "A/b",
    "a/b c",
    "a/b%2e%2e",
    "a/b\u0000",
    "a/é",
    "a.",
    "a..b",
    `${"a/".repeat(9)}a`,
    "a".repeat(301),
  ])("refuses %j", (key) => {
    expect(isValidKey(key)).toBe(false);
  });

  it("takes only prefixes that name a folder", () => {
    expect(() => assertValidPrefix("user1/")).not.toThrow();
    expect(() => assertValidPrefix("user1/resumes/r1/")).not.toThrow();
    for (const prefix of ["", "/", "user1", "../", "user1/../"]) expect(() => assertValidPrefix(prefix)).toThrow();
  });

  it("maps the extension to a content type", () => {
    expect(contentTypeOfKey("a/b.webp")).toBe("image/webp");
    expect(contentTypeOfKey("a/b.html")).toBe("application/octet-stream");
  });
});

const s3 = new TestS3Server();
let localRoot: string;
beforeAll(async () => {
  localRoot = await mkdtemp(path.join(tmpdir(), "vitae-storage-"));
  await s3.start();
});
afterAll(async () => {
  await rm(localRoot, { recursive: true, force: true });
  await s3.stop();
});

const implementations: [string, () => Storage][] = [
  ["local", () => new LocalStorage(path.join(localRoot, "storage"))],
  [
    "s3",
    () =>
      new S3Storage({
        endpoint: s3.endpoint,
        region: "us-east-1",
        bucket: s3.bucket,
        accessKey: "S3RVER",
        secretKey: "S3RVER",
        forcePathStyle: true,
      }),
  ],
];

describe.each(implementations)("%s storage", (kind, create) => {
  let storage: Storage;
  beforeAll(() => {
    storage = create();
  });
  afterAll(() => storage.close());

  it("keeps a file and gives it back with its content type", async () => {
    await storage.put("u1/pictures/a1.webp", Buffer.from("first"), "image/webp");
    const file = await storage.get("u1/pictures/a1.webp");
    expect(file).not.toBeNull();
    expect(file?.contentType).toBe("image/webp");
    expect(file?.size).toBe(5);
    expect(await text(file!.body)).toBe("first");
    expect(storage.kind).toBe(kind);
  });

  it("replaces a file put again under the same key", async () => {
    await storage.put("u1/pictures/a2.webp", Buffer.from("old"), "image/webp");
    await storage.put("u1/pictures/a2.webp", Buffer.from("new"), "image/webp");
    expect(await text((await storage.get("u1/pictures/a2.webp"))!.body)).toBe("new");
  });

  it("answers null for a missing key, also below a file", async () => {
    expect(await storage.get("u1/pictures/missing.webp")).toBeNull();
    expect(await storage.get("nobody/at/all.webp")).toBeNull();
    expect(await storage.get("u1/pictures/a1.webp/below.webp")).toBeNull();
  });

  it("refuses keys outside the allowlist before touching anything", async () => {
    await expect(storage.put("../escape.webp", Buffer.from("x"), "image/webp")).rejects.toThrow(/not a storage key/);
    await expect(storage.get("u1/../../etc/passwd")).rejects.toThrow(/not a storage key/);
    await expect(storage.deletePrefix("")).rejects.toThrow(/not a storage prefix/);
    await expect(storage.deletePrefix("u1/..")).rejects.toThrow(/not a storage prefix/);
  });

  it("deletes exactly the files under a prefix", async () => {
    for (const key of ["u2/pictures/p1.webp", "u2/resumes/r1/i1.webp", "u2/resumes/r1/i2.webp", "u2/resumes/r10/i3.webp"]) {
      await storage.put(key, Buffer.from(key), "image/webp");
    }
    await storage.put("u22/pictures/p1.webp", Buffer.from("other user"), "image/webp");

    await storage.deletePrefix("u2/resumes/r1/");
    expect(await storage.get("u2/resumes/r1/i1.webp")).toBeNull();
    expect(await storage.get("u2/resumes/r1/i2.webp")).toBeNull();
    expect(await storage.get("u2/resumes/r10/i3.webp")).not.toBeNull();
    expect(await storage.get("u2/pictures/p1.webp")).not.toBeNull();

    await storage.deletePrefix("u2/");
    expect(await storage.get("u2/pictures/p1.webp")).toBeNull();
    expect(await storage.get("u2/resumes/r10/i3.webp")).toBeNull();
    expect(await text((await storage.get("u22/pictures/p1.webp"))!.body)).toBe("other user");
    // Deleting what is not there is fine.
    await storage.deletePrefix("u2/");
  });

  it("reports itself up", async () => {
    expect(await storage.status()).toEqual({ status: "up", detail: kind });
  });
});

describe("local storage", () => {
  it("writes under its root only, in folders per key segment, leaving no partial files", async () => {
    const root = path.join(localRoot, "layout");
    const storage = new LocalStorage(root);
    await storage.put("u9/resumes/r9/img.webp", Buffer.from("x"), "image/webp");
    expect(await readdir(path.join(root, "u9", "resumes", "r9"))).toEqual(["img.webp"]);
  });

  it("keeps a content type only under its extension", async () => {
    const storage = new LocalStorage(path.join(localRoot, "types"));
    await expect(storage.put("u1/a.webp", Buffer.from("x"), "text/html")).rejects.toThrow(/matching extension/);
  });

  it("reports a folder it cannot create down", async () => {
    const file = path.join(localRoot, "a-file");
    await writeFile(file, "not a folder");
    const storage = new LocalStorage(path.join(file, "storage"));
    expect(await storage.status()).toEqual({ status: "down", detail: "local: ENOTDIR" });
  });
});

describe("S3 storage", () => {
  it("reports a missing bucket or wrong keys down", async () => {
    const options = {
      endpoint: s3.endpoint,
      region: "us-east-1",
      accessKey: "S3RVER",
      secretKey: "S3RVER",
      forcePathStyle: true,
    };
    const missing = new S3Storage({ ...options, bucket: "no-such-bucket" });
    expect(await missing.status()).toEqual({ status: "down", detail: "s3: HTTP 404" });
    const wrongKey = new S3Storage({ ...options, bucket: s3.bucket, accessKey: "NOBODY" });
    expect(await wrongKey.status()).toEqual({ status: "down", detail: "s3: HTTP 403" });
    const unreachable = new S3Storage({ ...options, bucket: s3.bucket, endpoint: "http://127.0.0.1:1" });
    expect((await unreachable.status()).status).toBe("down");
    for (const storage of [missing, wrongKey, unreachable]) await storage.close();
  });
});
