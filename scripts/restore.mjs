// `npm run restore -- ARCHIVE`: puts a backup made by `npm run backup` back, into the
// DATA_DIR and database the configuration names (the server's variables). Stop every
// server first: the script refuses while one holds the embedded database or is connected
// to the PostgreSQL database. What it replaces in DATA_DIR is kept beside it under a
// `.replaced-<time>` name until you delete it.
import { chmodSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import {
  BackupError,
  databaseDumpName,
  dataDirEntries,
  lockEmbeddedDatabase,
  parseArguments,
  postgresConnection,
  readConfig,
  readManifest,
  runCommand,
  runScript,
} from "./backup-lib.mjs";

const usage = `Usage: npm run restore -- ARCHIVE

Replaces the database and the files of DATA_DIR with those of ARCHIVE (a file written by
npm run backup). Stop the server first.`;

const postgresTools = "install the PostgreSQL client tools (same major version as the server or newer)";

/** Refuses while anything else (a running server) is connected to the database. */
function checkNobodyConnected({ dbname, env }) {
  const others = runCommand(
    "psql",
    [
      "--no-psqlrc",
      "--tuples-only",
      "--no-align",
      `--dbname=${dbname}`,
      "--command=select count(*) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
    ],
    { what: postgresTools, env },
  ).trim();
  if (others !== "0") {
    throw new BackupError(
      `${others} other connection(s) to the database: stop every Vitae server using it, then run this again.`,
    );
  }
}

function restorePostgres(databaseUrl, stage) {
  const connection = postgresConnection(databaseUrl);
  checkNobodyConnected(connection);
  // One transaction: a failure leaves the database as it was.
  runCommand(
    "pg_restore",
    [
      "--clean",
      "--if-exists",
      "--no-owner",
      "--no-privileges",
      "--single-transaction",
      "--exit-on-error",
      `--dbname=${connection.dbname}`,
      path.join(stage, databaseDumpName),
    ],
    { what: postgresTools, env: connection.env },
  );
}

/** Moves each entry of the archive into DATA_DIR, keeping what it replaces aside. */
function placeEntries(dataDir, stage, entries, suffix) {
  const keptAside = [];
  for (const entry of entries) {
    const target = path.join(dataDir, entry);
    if (existsSync(target)) {
      const aside = `${target}.replaced-${suffix}`;
      renameSync(target, aside);
      keptAside.push(aside);
    }
    renameSync(path.join(stage, entry), target);
  }
  const secret = path.join(dataDir, dataDirEntries.authSecret);
  if (existsSync(secret)) chmodSync(secret, 0o600);
  return keptAside;
}

async function main() {
  const { positional, options } = parseArguments(process.argv.slice(2), []);
  if (options.help) return void process.stdout.write(`${usage}\n`);
  const [archive, extra] = positional;
  if (archive === undefined || extra !== undefined) throw new BackupError(usage);
  if (!existsSync(archive)) throw new BackupError(`No such file: ${archive}`);
  const config = readConfig();
  mkdirSync(config.dataDir, { recursive: true });

  // Unpacked inside DATA_DIR, so moving the entries into place is a rename on one file system.
  const stage = mkdtempSync(path.join(config.dataDir, ".restore-"));
  const release = config.databaseUrl ? () => undefined : lockEmbeddedDatabase(config.dataDir);
  try {
    runCommand("tar", ["-xzf", path.resolve(archive), "-C", stage], { what: "it unpacks the archive" });
    const manifest = readManifest(stage);
    const configured = config.databaseUrl ? "postgres" : "pglite";
    if (manifest.database !== configured) {
      throw new BackupError(
        manifest.database === "pglite"
          ? "This backup holds the embedded database, but DATABASE_URL is set: unset it to restore into DATA_DIR."
          : "This backup holds a PostgreSQL database: set DATABASE_URL to the (empty or replaceable) database to restore it into.",
      );
    }
    if (manifest.database === "postgres") restorePostgres(config.databaseUrl, stage);
    const entries = manifest.files.filter((entry) => Object.values(dataDirEntries).includes(entry));
    if (manifest.storage === "local" && config.s3Bucket !== undefined && entries.includes(dataDirEntries.storage)) {
      process.stdout.write(
        "Note: the backup's files were kept in DATA_DIR/storage, but STORAGE_BUCKET is set now; they are restored " +
          "to DATA_DIR/storage, copy them into the bucket to use them.\n",
      );
    }
    const keptAside = placeEntries(config.dataDir, stage, entries, new Date().toISOString().replaceAll(":", "-"));
    process.stdout.write(`Restored ${path.basename(archive)} (made ${manifest.createdAt}) into ${config.dataDir}` +
      `${config.databaseUrl ? " and the PostgreSQL database" : ""}.\n`);
    for (const aside of keptAside) process.stdout.write(`Kept what it replaced as ${aside}; delete it once all is well.\n`);
    if (manifest.storage === "s3") {
      process.stdout.write("Uploaded files were in an S3 bucket when the backup was made; restore the bucket separately.\n");
    }
  } finally {
    release();
    rmSync(stage, { recursive: true, force: true });
  }
}

await runScript(main);
