import path from "node:path";
import { type Env, usesS3 } from "../env";
import { LocalStorage } from "./local-storage";
import { S3Storage } from "./s3-storage";
import type { Storage } from "./storage";

const instances = new WeakMap<Env, Storage>();

function createStorage(env: Env): Storage {
  if (!usesS3(env)) return new LocalStorage(path.resolve(env.DATA_DIR, "storage"));
  return new S3Storage({
    ...(env.STORAGE_ENDPOINT ? { endpoint: env.STORAGE_ENDPOINT } : {}),
    region: env.STORAGE_REGION,
    bucket: env.STORAGE_BUCKET,
    accessKey: env.STORAGE_ACCESS_KEY,
    secretKey: env.STORAGE_SECRET_KEY,
    forcePathStyle: env.STORAGE_FORCE_PATH_STYLE,
  });
}

/**
 * The storage a configuration describes: an S3 bucket when STORAGE_BUCKET is set, else
 * DATA_DIR/storage. One instance per parsed configuration, so every module of a server
 * (uploads, account deletion, health) shares one S3 client and its connections.
 */
export function storageFor(env: Env): Storage {
  let storage = instances.get(env);
  if (!storage) {
    storage = createStorage(env);
    instances.set(env, storage);
  }
  return storage;
}

/** Closes the storage of a configuration (its S3 connections); the next use opens a new one. */
export async function closeStorage(env: Env): Promise<void> {
  const storage = instances.get(env);
  instances.delete(env);
  await storage?.close();
}
