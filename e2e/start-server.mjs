// Starts the app for the e2e suite exactly as `npm start` does, but on a fresh,
// temporary DATA_DIR, with mail going to a real SMTP server the specs can read
// (see support/mailbox.mjs), GitHub sign-in pointed at a loopback stand-in and the
// contributors upstream at a closed port.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { e2ePorts, githubClient } from "./support/ports.mjs";
import { startGithubStandIn } from "./support/github-stand-in.mjs";
import { startMailbox } from "./support/mailbox.mjs";

await startMailbox({ smtpPort: e2ePorts.smtp, httpPort: e2ePorts.mailbox });
await startGithubStandIn({ port: e2ePorts.github, ...githubClient });

const dataDir = mkdtempSync(path.join(tmpdir(), "vitae-e2e-"));
process.on("exit", () => rmSync(dataDir, { recursive: true, force: true }));
Object.assign(process.env, {
  DATA_DIR: dataDir,
  PORT: String(e2ePorts.app),
  HOST: "127.0.0.1",
  PUBLIC_URL: `http://127.0.0.1:${e2ePorts.app}`,
  SMTP_URL: `smtp://127.0.0.1:${e2ePorts.smtp}`,
  MAIL_FROM: "Vitae <noreply@vitae.test>",
  GITHUB_CLIENT_ID: githubClient.clientId,
  GITHUB_CLIENT_SECRET: githubClient.clientSecret,
  GITHUB_URL: `http://127.0.0.1:${e2ePorts.github}`,
  GITHUB_API_URL: `http://127.0.0.1:${e2ePorts.github}`,
  // The contributors upstream is offline: the landing page must render all the same.
  CONTRIBUTORS_GITHUB_URL: `http://127.0.0.1:${e2ePorts.closed}/repos/vitae/contributors`,
  CROWDIN_TOKEN: "",
  // Every spec signs up its own users from 127.0.0.1; the default 10 a minute would turn
  // a parallel run into 429s. The limit itself is tested in the server's suites.
  AUTH_RATE_LIMIT: "1000",
  // The AI writing help calls the language-model stand-ins of builder-ai.spec.ts and
  // builder-check-job.spec.ts from the browser, each on its own port.
  AI_ALLOWED_ORIGINS: `https://api.openai.com,https://127.0.0.1:${e2ePorts.ai},https://127.0.0.1:${e2ePorts.checkAi}`,
});

await import("../scripts/start.mjs");
