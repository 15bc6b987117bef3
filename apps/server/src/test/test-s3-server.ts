import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { GetObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import FilesystemStore from "s3rver/lib/stores/filesystem.js";

// s3rver emulates S3's flat keys with folders and, after deleting an object, removes folders
// left empty. A DeleteObjects request deletes its keys in parallel, so two deletions race to
// remove the same folder and the loser fails with ENOENT (an InternalError to the client).
// Real S3 has no folders; the emulator's own cleanup must not fail the tests.
const deleteObject = FilesystemStore.prototype.deleteObject;
FilesystemStore.prototype.deleteObject = async function (this: FilesystemStore, bucket: string, key: string) {
  try {
    await deleteObject.call(this, bucket, key);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
};

/** s3rver's built-in account. */
const credentials = { accessKey: "S3RVER", secretKey: "S3RVER" };

/**
 * A real S3-compatible server (s3rver) on 127.0.0.1 with one bucket, kept in a temporary
 * folder, so the S3 storage is tested over real HTTP with real request signing.
 */
export class TestS3Server {
  readonly bucket = "vitae-test";
  private server: S3rver | undefined;
  private directory = "";
  private port = 0;
  private inspector: S3Client | undefined;

  async start(): Promise<this> {
    this.directory = await mkdtemp(path.join(tmpdir(), "vitae-s3-"));
    this.server = new S3rver({
      address: "127.0.0.1",
      port: 0,
      silent: process.env.S3RVER_LOGS !== "1",
      directory: this.directory,
      configureBuckets: [{ name: this.bucket }],
    });
    this.port = (await this.server.run()).port;
    return this;
  }

  get endpoint(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The environment that points a Vitae server at this bucket. */
  env(): Record<string, string> {
    return {
      STORAGE_ENDPOINT: this.endpoint,
      STORAGE_BUCKET: this.bucket,
      STORAGE_ACCESS_KEY: credentials.accessKey,
      STORAGE_SECRET_KEY: credentials.secretKey,
    };
  }

  /** A client of its own, so checks of the bucket do not go through the code under test. */
  private client(): S3Client {
    this.inspector ??= new S3Client({
      endpoint: this.endpoint,
      region: "us-east-1",
      forcePathStyle: true,
      credentials: { accessKeyId: credentials.accessKey, secretAccessKey: credentials.secretKey },
    });
    return this.inspector;
  }

  /** Every object key in the bucket. */
  async keys(): Promise<string[]> {
    const page = await this.client().send(new ListObjectsV2Command({ Bucket: this.bucket }));
    return (page.Contents ?? []).map((object) => object.Key ?? "").sort();
  }

  /** An object's bytes and content type. */
  async object(key: string): Promise<{ bytes: Buffer; contentType: string | undefined }> {
    const object = await this.client().send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
    return { bytes: Buffer.from(await object.Body!.transformToByteArray()), contentType: object.ContentType };
  }

  async stop(): Promise<void> {
    this.inspector?.destroy();
    await this.server?.close();
    await rm(this.directory, { recursive: true, force: true });
  }
}
