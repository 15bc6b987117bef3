// `npm start`: builds if the build is missing or stale, then runs the server in this
// process (it migrates the database itself before listening).
import { spawnSync } from "node:child_process";
import { isBuildFresh, root } from "./build-state.mjs";

if (!isBuildFresh()) {
  process.stdout.write("Building Vitae (first start or sources changed)…\n");
  const result = spawnSync(process.execPath, ["scripts/build.mjs"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import("../apps/server/dist/main.js");
