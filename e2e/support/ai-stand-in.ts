import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createServer } from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Page } from "@playwright/test";

// An OpenAI-compatible language-model stand-in on loopback, for the specs that use the AI
// writing help from the browser. It speaks https: the app's Content-Security-Policy lets the
// browser connect to https addresses only (besides its own origin), and the specs keep that
// policy on. Its certificate is self-signed, made with openssl for 127.0.0.1, so a spec using
// it sets `ignoreHTTPSErrors`. It listens on a port the app's AI_ALLOWED_ORIGINS allows
// (start-server.mjs): one port per spec file, so two files can run at once.

export type ProviderCall = {
  authorization: string | undefined;
  body: { model: string; temperature: number; messages: { content: string }[] };
};

export type AiStandIn = {
  /** The base URL to save as the provider's address. */
  providerUrl: string;
  /** Every completion request received, in order (preflights excluded). */
  calls: ProviderCall[];
  close: () => Promise<void>;
};

/** The text our prompts quote between triple quotes. */
export const quotedText = (prompt: string): string => /Text: """([\s\S]*?)"""/.exec(prompt)?.[1] ?? "";

/** Starts the stand-in on `port`; `answerFor` decides each answer from the prompt. */
export async function startAiStandIn(port: number, answerFor: (prompt: string) => string): Promise<AiStandIn> {
  const certificateDir = mkdtempSync(path.join(tmpdir(), "vitae-ai-stand-in-"));
  const keyFile = path.join(certificateDir, "key.pem");
  const certFile = path.join(certificateDir, "cert.pem");
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1"],
      ...["-keyout", keyFile, "-out", certFile, "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"],
    ],
    { stdio: "ignore" },
  );
  const calls: ProviderCall[] = [];
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    // Browsers call providers cross-origin with a bearer key: answer the preflight as they do.
    response.setHeader("Access-Control-Allow-Origin", "*");
    response.setHeader("Access-Control-Allow-Headers", "authorization, content-type");
    response.setHeader("Access-Control-Allow-Methods", "POST, OPTIONS");
    if (request.method === "OPTIONS") return void response.writeHead(204).end();
    let raw = "";
    for await (const chunk of request) raw += String(chunk);
    const body = JSON.parse(raw) as ProviderCall["body"];
    calls.push({ authorization: request.headers.authorization, body });
    const content = answerFor(body.messages[0]?.content ?? "");
    response.writeHead(200, { "Content-Type": "application/json" });
    response.end(JSON.stringify({ choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }] }));
  };
  const server = createServer({ key: readFileSync(keyFile), cert: readFileSync(certFile) }, (request, response) => {
    void handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    providerUrl: `https://127.0.0.1:${port}/v1`,
    calls,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      rmSync(certificateDir, { recursive: true, force: true });
    },
  };
}

/** Saves an API key and the stand-in as the AI provider in the settings, as a user would. */
export async function saveAiProvider(page: Page, providerUrl: string, key: string): Promise<void> {
  await page.goto("/dashboard/settings");
  await page.getByRole("button", { name: "AI tools" }).click();
  await page.getByLabel("API key").fill(key);
  await page.getByRole("button", { name: "Save key" }).click();
  await expect(page.getByLabel("API key")).toBeDisabled();
  await page.getByLabel("API address").fill(providerUrl);
  await page.getByLabel("Model", { exact: true }).fill("gpt-e2e");
  await page.getByRole("button", { name: "Save provider" }).click();
  await expect(page.getByText("The provider settings are saved in this browser.", { exact: true })).toBeVisible();
}
