import type { ServerResponse } from "node:http";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { type TestServer, sendJson, startTestServer } from "./test-server";

/** One request the stand-in received (preflights excluded). */
export type ProviderCall = { path: string; authorization: string | undefined; body: unknown };

/** How the stand-in answers the next requests. */
export type ProviderReply =
  /** `after`: the answer waits for it, so a test can look at the busy state. */
  | { answer: string; after?: Promise<void> }
  | { status: number; body?: unknown }
  /** Drops the connection without an answer: a network failure to the browser. */
  | { hangUp: true };

export type OpenAiStandIn = TestServer & {
  /** The address to configure as the provider's base URL. */
  providerUrl: string;
  calls: ProviderCall[];
  reply: (reply: ProviderReply) => void;
};

/** An OpenAI-style chat completion with one choice. */
export const completion = (content: string) => ({
  id: "chatcmpl-test",
  object: "chat.completion",
  choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
});

function allowBrowser(res: ServerResponse): void {
  // Real providers answer browsers from any origin; the request carries a bearer key, no cookies.
  res.setHeader("Access-Control-Allow-Origin", "*");
  res.setHeader("Access-Control-Allow-Headers", "authorization, content-type");
  res.setHeader("Access-Control-Allow-Methods", "POST, OPTIONS");
}

/**
 * A stand-in for an OpenAI-compatible chat-completion API over real HTTP on 127.0.0.1,
 * for tests that must not mock fetch.
 */
export async function startOpenAiStandIn(): Promise<OpenAiStandIn> {
  const calls: ProviderCall[] = [];
  let next: ProviderReply = { answer: "" };
  const server = await startTestServer(async (req, res, raw) => {
    allowBrowser(res);
    if (req.method === "OPTIONS") {
      res.writeHead(204);
      res.end();
      return;
    }
    calls.push({ path: req.url ?? "", authorization: req.headers.authorization, body: raw ? JSON.parse(raw) : undefined });
    if ("hangUp" in next) {
      req.socket.destroy();
      return;
    }
    if ("answer" in next) {
      const { answer, after } = next;
      await after;
      sendJson(res, 200, completion(answer));
      return;
    }
    if (next.body === undefined) {
      res.writeHead(next.status);
      res.end();
      return;
    }
    sendJson(res, next.status, next.body);
  });
  return {
    ...server,
    providerUrl: server.baseUrl.replace(/\/api$/, "/v1"),
    calls,
    reply: (reply) => {
      next = reply;
    },
  };
}

/**
 * A stand-in for the tests of the calling file or describe block: started before them,
 * closed after them, its calls forgotten before each. Returns a getter for it.
 */
export function setUpOpenAiStandIn(): () => OpenAiStandIn {
  let standIn: OpenAiStandIn | undefined;
  beforeAll(async () => {
    standIn = await startOpenAiStandIn();
  });
  afterAll(() => standIn?.close());
  beforeEach(() => {
    standIn?.calls.splice(0);
  });
  return () => {
    if (!standIn) throw new Error("The stand-in starts in beforeAll: use it inside a test.");
    return standIn;
  };
}
