export declare const archiveFormat: number;
export declare const manifestName: string;
export declare const dataDirEntries: { pglite: string; storage: string; authSecret: string };
export declare const databaseDumpName: string;
export declare class BackupError extends Error {}
export interface BackupConfig {
  dataDir: string;
  databaseUrl: string | undefined;
  s3Bucket: string | undefined;
}
export declare function readConfig(env?: Record<string, string | undefined>): BackupConfig;
export declare function archiveName(date?: Date): string;
export declare function lockEmbeddedDatabase(dataDir: string): () => void;
export declare function postgresConnection(databaseUrl: string): { dbname: string; env: Record<string, string> };
export declare function runCommand(
  command: string,
  args: string[],
  options?: { input?: string; what?: string; env?: Record<string, string> },
): string;
export interface BackupManifest {
  app: "vitae";
  format: number;
  createdAt: string;
  database: "pglite" | "postgres";
  storage: "local" | "s3";
  files: string[];
}
export declare function writeManifest(folder: string, manifest: BackupManifest): void;
export declare function readManifest(folder: string): BackupManifest;
export declare function parseArguments(
  argv: string[],
  known: string[],
): { options: Record<string, string> & { help?: true }; positional: string[] };
export declare function runScript(main: () => Promise<void>): Promise<void>;
