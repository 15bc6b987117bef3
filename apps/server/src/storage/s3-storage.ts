import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import type { ComponentStatus } from "../health/service";
import { assertValidKey, assertValidPrefix, contentTypeOfKey, type Storage, type StoredFile } from "./storage";

export interface S3StorageOptions {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  forcePathStyle: boolean;
}

function isNotFound(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === "NoSuchKey" || name === "NotFound" || $metadata?.httpStatusCode === 404;
}

/** Files as objects of one bucket of Amazon S3 or any S3-compatible service. */
export class S3Storage implements Storage {
  readonly kind = "s3";
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      credentials: { accessKeyId: options.accessKey, secretAccessKey: options.secretKey },
      // Checksums only where S3 requires them: many S3-compatible services reject the
      // newer streaming-checksum requests the SDK would otherwise send.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      maxAttempts: 3,
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    });
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertValidKey(key);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentType: contentType }),
    );
  }

  async get(key: string): Promise<StoredFile | null> {
    assertValidKey(key);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!(object.Body instanceof Readable)) throw new Error("S3 answered without a readable body");
      return {
        body: object.Body,
        contentType: object.ContentType ?? contentTypeOfKey(key),
        ...(object.ContentLength === undefined ? {} : { size: object.ContentLength }),
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    // S3 answers a missing key with success too.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /**
   * Lists the first page under the prefix and deletes it, until nothing is left. Listing
   * afresh (rather than following continuation tokens) never skips a key whatever order
   * the deletions take effect in, and works with services that implement tokens poorly.
   */
  async deletePrefix(prefix: string): Promise<void> {
    assertValidPrefix(prefix);
    // A bound on the rounds, in case a service keeps listing what it reported deleted.
    for (let round = 0; round < 10_000; round++) {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix }));
      const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
      if (keys.length === 0) return;
      const result = await this.client.send(
        new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys, Quiet: true } }),
      );
      const failed = result.Errors ?? [];
      if (failed.length > 0) {
        const first = failed[0];
        throw new Error(`S3 did not delete ${failed.length} file(s): ${first?.Code ?? ""} ${first?.Message ?? ""}`);
      }
    }
    throw new Error(`S3 still lists files under ${prefix} after deleting them`);
  }

  /** Up when the bucket answers to these credentials. */
  async status(): Promise<ComponentStatus> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }), {
        abortSignal: AbortSignal.timeout(2000),
      });
      return { status: "up", detail: "s3" };
    } catch (error) {
      const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
      const reason = $metadata?.httpStatusCode ? `HTTP ${$metadata.httpStatusCode}` : (name ?? "unreachable");
      return { status: "down", detail: `s3: ${reason}` };
    }
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
