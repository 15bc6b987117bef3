// Starts the app for the e2e suite exactly as `npm start` does, but on a fresh,
// temporary DATA_DIR so every run begins with an empty embedded database.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const dataDir = mkdtempSync(path.join(tmpdir(), "vitae-e2e-"));
process.env.DATA_DIR = dataDir;
process.env.PUBLIC_URL = `http://127.0.0.1:${process.env.PORT}`;
process.on("exit", () => rmSync(dataDir, { recursive: true, force: true }));

await import("../scripts/start.mjs");
