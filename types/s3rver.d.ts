// s3rver ships without types; this is the little of it the server tests and the benches use.
declare module "s3rver" {
  import type { AddressInfo } from "node:net";

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    resetOnClose?: boolean;
    configureBuckets?: { name: string }[];
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}

declare module "s3rver/lib/stores/filesystem.js" {
  export default class FilesystemStore {
    deleteObject(bucket: string, key: string): Promise<void>;
  }
}
