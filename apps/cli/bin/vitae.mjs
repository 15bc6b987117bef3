#!/usr/bin/env node
// The `vitae` command runs its TypeScript source through tsx, so `npx vitae` works right
// after `npm ci` without a build step. `vitae render` first starts its printing child, which
// needs no TypeScript, so that the child's start overlaps loading and running the command.
import { existsSync } from "node:fs";
import { register } from "tsx/esm/api";
import { renderEntry, spawnRenderChild } from "./render-child.mjs";

const argv = process.argv.slice(2);
const wantsHelp = argv.includes("-h") || argv.includes("--help");
const printer = argv[0] === "render" && !wantsHelp && existsSync(renderEntry) ? spawnRenderChild() : undefined;

register();
const { main } = await import("../src/main.ts");
process.exitCode = await main(argv, { stdout: process.stdout, stderr: process.stderr }, { printer });
// A printer the command did not use (a usage mistake, a bad resume) is still starting: stop it.
if (printer && printer.exitCode === null && printer.signalCode === null) printer.kill();
