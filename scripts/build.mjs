// `npm run build`: the web app, then the server bundle, then the stamp that tells
// `npm start` the build matches its sources.
import { spawnSync } from "node:child_process";
import { root, writeStamp } from "./build-state.mjs";

for (const workspace of ["@vitae/web", "@vitae/server"]) {
  const result = spawnSync("npm", ["run", "build", "-w", workspace], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) {
    process.stderr.write(`Build of ${workspace} failed.\n`);
    process.exit(result.status ?? 1);
  }
}
writeStamp();
