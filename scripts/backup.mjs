// `npm run backup [-- --out FOLDER]`: one timestamped archive (default folder ./backups)
// holding the database and the files of DATA_DIR, read from the same variables as the
// server (DATA_DIR, DATABASE_URL, STORAGE_BUCKET).
// - Embedded database: a copy of DATA_DIR/pglite, taken while no server has it open (the
//   script holds the server's lock meanwhile and refuses while a server runs).
// - PostgreSQL: `pg_dump --format=custom`, consistent while the servers keep running.
// - DATA_DIR/storage (uploaded pictures, cached prints) unless they live in S3, and
//   DATA_DIR/auth-secret, the generated session key (2FA backup codes depend on it).
// `npm run restore` puts an archive back; docs/self-hosting.md, "Backups", says more.
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  archiveFormat,
  archiveName,
  BackupError,
  databaseDumpName,
  dataDirEntries,
  lockEmbeddedDatabase,
  parseArguments,
  postgresConnection,
  readConfig,
  runCommand,
  runScript,
  writeManifest,
} from "./backup-lib.mjs";

const usage = `Usage: npm run backup [-- --out FOLDER]

Writes FOLDER/vitae-backup-<UTC time>.tar.gz (FOLDER defaults to ./backups) with the
database and the files of DATA_DIR. With the embedded database, stop the server first.`;

function copyDataDirFiles(dataDir, stage, { storage }) {
  const copied = [];
  const entries = storage ? [dataDirEntries.storage, dataDirEntries.authSecret] : [dataDirEntries.authSecret];
  for (const entry of entries) {
    const source = path.join(dataDir, entry);
    if (!existsSync(source)) continue;
    cpSync(source, path.join(stage, entry), { recursive: true, preserveTimestamps: true });
    copied.push(entry);
  }
  return copied;
}

async function main() {
  const { options, positional } = parseArguments(process.argv.slice(2), ["out"]);
  if (options.help) return void process.stdout.write(`${usage}\n`);
  if (positional.length > 0) throw new BackupError(`Unexpected argument ${positional[0]}.\n\n${usage}`);
  const config = readConfig();
  const outDir = path.resolve(options.out ?? "backups");
  const localStorage = config.s3Bucket === undefined;
  if (!config.databaseUrl && !existsSync(path.join(config.dataDir, dataDirEntries.pglite))) {
    throw new BackupError(`No embedded database in ${config.dataDir}: is DATA_DIR set as for the server?`);
  }

  const stage = mkdtempSync(path.join(tmpdir(), "vitae-backup-"));
  try {
    let files;
    if (config.databaseUrl) {
      const { dbname, env } = postgresConnection(config.databaseUrl);
      runCommand(
        "pg_dump",
        ["--format=custom", "--no-owner", "--no-privileges", `--file=${path.join(stage, databaseDumpName)}`, `--dbname=${dbname}`],
        { what: "install the PostgreSQL client tools (same major version as the server or newer)", env },
      );
      files = copyDataDirFiles(config.dataDir, stage, { storage: localStorage });
    } else {
      const release = lockEmbeddedDatabase(config.dataDir);
      try {
        cpSync(path.join(config.dataDir, dataDirEntries.pglite), path.join(stage, dataDirEntries.pglite), {
          recursive: true,
          preserveTimestamps: true,
        });
        files = [dataDirEntries.pglite, ...copyDataDirFiles(config.dataDir, stage, { storage: localStorage })];
      } finally {
        release();
      }
    }
    writeManifest(stage, {
      app: "vitae",
      format: archiveFormat,
      createdAt: new Date().toISOString(),
      database: config.databaseUrl ? "postgres" : "pglite",
      storage: localStorage ? "local" : "s3",
      files,
    });

    mkdirSync(outDir, { recursive: true });
    const archive = path.join(outDir, archiveName());
    // Written under another name and renamed, so a half-written archive never looks complete.
    const partial = `${archive}.partial`;
    runCommand("tar", ["-czf", partial, "-C", stage, "."], { what: "it packs the archive" });
    // It holds the session key and everyone's data: readable by its owner only.
    chmodSync(partial, 0o600);
    renameSync(partial, archive);
    const megabytes = (statSync(archive).size / 1024 / 1024).toFixed(1);
    process.stdout.write(`Backup written: ${archive} (${megabytes} MB)\n`);
    if (!localStorage) {
      process.stdout.write(
        `Uploaded files are in the S3 bucket "${config.s3Bucket}", which this archive does not hold: ` +
          "back the bucket up with your provider's tools (docs/self-hosting.md, \"Backups\").\n",
      );
    }
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}

await runScript(main);
