// `npm run dev`: the API with reload on change (port 3000) and Vite's dev server with
// hot module replacement (port 5173, proxying /api to the API). Open http://localhost:5173.
import { spawn } from "node:child_process";
import { root } from "./build-state.mjs";

const children = [
  spawn("npm", ["run", "dev", "-w", "@vitae/server"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "development" },
  }),
  spawn("npm", ["run", "dev", "-w", "@vitae/web"], { cwd: root, stdio: "inherit" }),
];

const stopAll = () => {
  for (const child of children) child.kill("SIGTERM");
};
for (const child of children) {
  child.on("exit", (code) => {
    stopAll();
    process.exitCode = code ?? 0;
  });
}
process.on("SIGINT", stopAll);
process.on("SIGTERM", stopAll);
