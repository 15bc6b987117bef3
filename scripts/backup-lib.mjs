// What `npm run backup` and `npm run restore` share: the configuration they read (the
// server's own variables), the embedded database's lock, the archive's manifest and the
// external commands they run. docs/self-hosting.md describes the archive.
import { spawnSync } from "node:child_process";
import { closeSync, existsSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

export const archiveFormat = 1;
export const manifestName = "manifest.json";
/** Entries of DATA_DIR an archive may hold, besides the manifest and a PostgreSQL dump. */
export const dataDirEntries = { pglite: "pglite", storage: "storage", authSecret: "auth-secret" };
export const databaseDumpName = "database.dump";

/** Thrown for anything the operator must fix; the scripts print the message alone and exit 1. */
export class BackupError extends Error {}

/** The part of the server's configuration (apps/server/src/env.ts) that says where data lives. */
export function readConfig(env = process.env) {
  const given = (name) => (env[name] === undefined || env[name] === "" ? undefined : env[name]);
  return {
    dataDir: path.resolve(given("DATA_DIR") ?? "./data"),
    databaseUrl: given("DATABASE_URL"),
    s3Bucket: given("STORAGE_BUCKET"),
  };
}

/** `vitae-backup-2026-11-21T14-33-07Z.tar.gz`: sorts by time, safe in every file system. */
export function archiveName(date = new Date()) {
  return `vitae-backup-${date.toISOString().slice(0, 19).replaceAll(":", "-")}Z.tar.gz`;
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

/**
 * Takes DATA_DIR/pglite.lock the way the server does (a file holding the owner's pid), so
 * no server opens the embedded database while its files are copied or replaced, and refuses
 * while a running server holds it. Answers the function that releases it.
 */
export function lockEmbeddedDatabase(dataDir) {
  const lockFile = path.join(dataDir, "pglite.lock");
  const owner = existsSync(lockFile) ? Number.parseInt(readFileSync(lockFile, "utf8"), 10) : NaN;
  if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
    throw new BackupError(
      `A Vitae server (pid ${owner}) is using the embedded database in ${dataDir}. ` +
        "Stop it first (the embedded database can only be copied while no server has it open), then run this again.",
    );
  }
  let handle;
  try {
    // A lock left by a process that died is taken over, as the server does.
    handle = openSync(lockFile, Number.isInteger(owner) ? "w" : "wx");
  } catch (error) {
    if (error.code === "EEXIST") throw new BackupError(`${lockFile} appeared meanwhile: is a server starting? Try again.`);
    throw error;
  }
  writeFileSync(handle, String(process.pid));
  closeSync(handle);
  return () => {
    if (existsSync(lockFile) && readFileSync(lockFile, "utf8") === String(process.pid)) rmSync(lockFile);
  };
}

/**
 * A PostgreSQL URL for the client tools' command line, with its password moved into the
 * environment (PGPASSWORD), where other users of the machine cannot read it from the
 * process list.
 */
export function postgresConnection(databaseUrl) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return { dbname: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** Runs a command to completion; a missing command or a failure becomes a BackupError. */
export function runCommand(command, args, { input, what, env } = {}) {
  const result = spawnSync(command, args, {
    input,
    encoding: "utf8",
    stdio: ["pipe", "pipe", "pipe"],
    env: env ? { ...process.env, ...env } : process.env,
  });
  if (result.error?.code === "ENOENT") {
    throw new BackupError(`\`${command}\` is not installed; ${what ?? "it is needed"}. See docs/self-hosting.md, "Backups".`);
  }
  if (result.error) throw result.error;
  if (result.status !== 0) {
    const detail = (result.stderr || result.stdout || "").trim();
    throw new BackupError(`\`${command} ${args[0] ?? ""}\` failed (exit ${result.status}):\n${detail}`);
  }
  return result.stdout;
}

export function writeManifest(folder, manifest) {
  writeFileSync(path.join(folder, manifestName), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** The manifest of an unpacked archive, checked. */
export function readManifest(folder) {
  const file = path.join(folder, manifestName);
  if (!existsSync(file)) throw new BackupError("This is not a Vitae backup (it has no manifest.json).");
  const manifest = JSON.parse(readFileSync(file, "utf8"));
  if (manifest.app !== "vitae" || manifest.format !== archiveFormat) {
    throw new BackupError(`Unsupported backup format ${JSON.stringify(manifest.format)} (this version reads format ${archiveFormat}).`);
  }
  if (manifest.database !== "pglite" && manifest.database !== "postgres") {
    throw new BackupError(`The manifest names an unknown database ${JSON.stringify(manifest.database)}.`);
  }
  return manifest;
}

/** Parses `--name value` options and positional arguments; `--help` is a flag. */
export function parseArguments(argv, known) {
  const options = {};
  const positional = [];
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index];
    if (argument === "--help" || argument === "-h") options.help = true;
    else if (argument.startsWith("--")) {
      const name = argument.slice(2);
      if (!known.includes(name)) throw new BackupError(`Unknown option ${argument}.`);
      const value = argv[++index];
      if (value === undefined) throw new BackupError(`${argument} needs a value.`);
      options[name] = value;
    } else positional.push(argument);
  }
  return { options, positional };
}

/** Runs a script's main function: operator errors as one message, anything else with its stack. */
export async function runScript(main) {
  try {
    await main();
  } catch (error) {
    if (error instanceof BackupError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
