import { afterAll, beforeAll, beforeEach } from "vitest";
import { configureApiClient } from "@/api/client";
import { type TestServer, sendError, sendJson, startTestServer } from "./test-server";

/** What a fake endpoint answers: a JSON body, or an error in the API's shape. */
export type Reply = { status: number; body?: unknown; code?: string };

export type Call = { method: string; path: string; body: unknown };

type Handler = (request: { body: unknown; query: URLSearchParams }) => Reply | Promise<Reply>;

export type BrowserApi = TestServer & {
  /** Every request received, in order. */
  calls: Call[];
  /** Answers `METHOD /api/path` (query excluded) with `handler` from now on. */
  on: (route: string, handler: Handler | Reply) => void;
  /** Forgets calls and routes between tests. */
  reset: () => void;
};

export const ok = (body: unknown = { message: "ok" }): Reply => ({ status: 200, body });
export const fail = (status: number, code: string): Reply => ({ status, code });

/**
 * A real HTTP API on 127.0.0.1 for component tests (no fetch mocks). The happy-dom page
 * is moved onto the server's origin, so requests are same-origin and cookies behave as
 * in a browser; the API client is pointed at it.
 */
export async function startBrowserApi(): Promise<BrowserApi> {
  const calls: Call[] = [];
  const routes = new Map<string, Handler>();
  const server = await startTestServer(async (req, res, raw) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    let body: unknown;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      body = raw;
    }
    const method = req.method ?? "GET";
    calls.push({ method, path: url.pathname + url.search, body });
    const handler = routes.get(`${method} ${url.pathname}`);
    if (!handler) return sendError(res, 404, "NotFound");
    const reply = await handler({ body, query: url.searchParams });
    if (reply.code) return sendError(res, reply.status, reply.code);
    return sendJson(res, reply.status, reply.body ?? null);
  });
  const origin = new URL(server.baseUrl).origin;
  (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(`${origin}/`);
  configureApiClient({ baseUrl: server.baseUrl, onSessionExpired: () => {} });
  return {
    ...server,
    calls,
    on: (route, handler) => routes.set(route, typeof handler === "function" ? handler : () => handler),
    reset: () => {
      calls.length = 0;
      routes.clear();
    },
  };
}

/**
 * The usual set-up of a component test file: one fake API started before the file's tests,
 * closed after them and reset before each (call it before the file's own beforeEach hooks,
 * which then run after the reset). The returned object can be used from any test or hook.
 */
export function withTestApi(): BrowserApi {
  let started: BrowserApi | undefined;
  beforeAll(async () => {
    started = await startBrowserApi();
  });
  afterAll(() => started?.close());
  beforeEach(() => started?.reset());
  const current = () => {
    if (!started) throw new Error("withTestApi: the API starts in beforeAll, so use it inside tests and hooks");
    return started;
  };
  return {
    get baseUrl() {
      return current().baseUrl;
    },
    get calls() {
      return current().calls;
    },
    on: (route, handler) => current().on(route, handler),
    reset: () => current().reset(),
    close: () => current().close(),
  };
}
