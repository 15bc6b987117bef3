#!/usr/bin/env node
// The `vitae` command runs its TypeScript source through tsx, so `npx vitae` works right
// after `npm ci` without a build step.
import { register } from "tsx/esm/api";

register();
const { main } = await import("../src/main.ts");
process.exitCode = await main(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr });
