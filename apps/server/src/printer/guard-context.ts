import type { BrowserContext, BrowserContextOptions, Request, Route } from "playwright-core";
import { isAllowedRequest } from "./request-guard";

export interface GuardOptions {
  appOrigin: string;
  /** Same-origin redirects followed per request. */
  maxRedirects?: number;
  /**
   * Paths (prefixes) of the app whose responses never change while it runs, e.g. hashed
   * static assets and bundled icons: each is fetched once, with the same checks as any other
   * request, and then answered from `staticResponses` to every page that asks again.
   */
  staticPathPrefixes?: readonly string[];
  /** Where those responses are kept (one store for all of a printer's pages). */
  staticResponses?: StaticResponses;
  /** Limit of each request the guard fetches for the browser. */
  requestTimeoutMs?: number;
  /** Told about every refused request (logging, tests). */
  onBlocked?: (url: string, reason: "origin" | "redirect") => void;
}

/** A response the guard fetched for the browser, as handed to `route.fulfill`. */
export interface FetchedResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * Successful (200) responses of the app's unchanging paths, in memory: Playwright turns
 * Chromium's HTTP cache off while it routes requests, so without this every page would fetch
 * every icon and asset anew for each print. Requests for the same URL while the first is in
 * flight share it. Bounded by `maxBytes`; past it responses are still served, just not kept.
 */
export class StaticResponses {
  private readonly entries = new Map<string, Promise<FetchedResponse | "blocked">>();
  private bytes = 0;

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  async get(url: string, fetchOnce: () => Promise<FetchedResponse | "blocked">): Promise<FetchedResponse | "blocked"> {
    let entry = this.entries.get(url);
    if (!entry) {
      entry = fetchOnce();
      this.entries.set(url, entry);
      const forget = () => this.entries.delete(url);
      entry.then((response) => {
        if (response === "blocked" || response.status !== 200 || this.bytes + response.body.length > this.maxBytes) forget();
        else this.bytes += response.body.length;
      }, forget);
    }
    return entry;
  }
}

// Nothing listens there: whatever is not the app goes to a proxy that refuses it.
const deadProxy = "http://127.0.0.1:1";

/**
 * Options for a print context: no service workers, and every connection except to the
 * app origin sent to a dead proxy. `route` already aborts other requests, but Chromium
 * opens a speculative connection when a (sub)frame navigation starts, before routing
 * sees the request; the proxy keeps even that from reaching another host or port.
 * `<-loopback>` removes Chromium's implicit proxy bypass for loopback addresses.
 */
export function guardedContextOptions(appOrigin: string): BrowserContextOptions {
  const app = new URL(appOrigin);
  const port = app.port || (app.protocol === "https:" ? "443" : "80");
  return {
    serviceWorkers: "block",
    proxy: { server: deadProxy, bypass: `<-loopback>,${app.hostname}:${port}` },
  };
}

const redirectStatuses = new Set([301, 302, 303, 307, 308]);
// Request headers worth passing on; the rest are the browser's business or hop-by-hop.
const forwardedRequestHeaders = ["accept", "accept-language", "content-type", "referer", "user-agent", "range"];
// Response headers that no longer describe the body fetch() hands over (it is decoded).
const droppedResponseHeaders = new Set(["content-encoding", "content-length", "transfer-encoding", "connection", "set-cookie"]);

/**
 * Lets the context reach only the app origin. Every request passes `isAllowedRequest`.
 * Redirects need more: Chromium follows them without consulting `route`, so allowed
 * requests are fetched here with redirects off and each hop is checked before it is
 * followed; the browser only ever receives the final response. WebSockets are refused
 * outright (the artboard needs none).
 */
export async function guardContext(context: BrowserContext, options: GuardOptions): Promise<void> {
  const { appOrigin, maxRedirects = 5, staticPathPrefixes = [], staticResponses, onBlocked, requestTimeoutMs = 15_000 } = options;

  /** The final response for `request`, each redirect hop checked first; "blocked" when one leaves the app. */
  const fetchChecked = async (request: Request): Promise<FetchedResponse | "blocked"> => {
    const signal = AbortSignal.timeout(requestTimeoutMs);
    let current = request.url();
    let response = await forward(request, current, signal);
    for (let hop = 0; redirectStatuses.has(response.status); hop += 1) {
      const location = response.headers.get("location");
      if (!location) break;
      const next = new URL(location, current).href;
      // The artboard only reads; redirecting anything else would need method rewriting.
      const readOnly = request.method() === "GET" || request.method() === "HEAD";
      if (hop >= maxRedirects || !readOnly || !isAllowedRequest(next, appOrigin)) {
        onBlocked?.(next, "redirect");
        await response.body?.cancel();
        return "blocked";
      }
      await response.body?.cancel();
      current = next;
      response = await forward(request, current, signal);
    }
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (!droppedResponseHeaders.has(name)) headers[name] = value;
    });
    return { status: response.status, headers, body: Buffer.from(await response.arrayBuffer()) };
  };

  const handle = async (route: Route): Promise<void> => {
    const request = route.request();
    const url = request.url();
    if (!isAllowedRequest(url, appOrigin)) {
      onBlocked?.(url, "origin");
      return route.abort("blockedbyclient");
    }
    const { pathname, protocol } = new URL(url);
    if (protocol === "data:" || protocol === "blob:") return route.continue();
    const unchanging =
      staticResponses !== undefined &&
      request.method() === "GET" &&
      request.headers()["range"] === undefined &&
      staticPathPrefixes.some((prefix) => pathname.startsWith(prefix));
    const response = unchanging ? await staticResponses.get(url, () => fetchChecked(request)) : await fetchChecked(request);
    if (response === "blocked") return route.abort("blockedbyclient");
    await route.fulfill(response);
  };

  await context.route("**/*", async (route) => {
    try {
      await handle(route);
    } catch {
      // The context closed mid-request, or the fetch failed: the request simply fails.
      await route.abort("failed").catch(() => undefined);
    }
  });
  await context.routeWebSocket(/.*/, (socket) => socket.close());
}

// Fetched from the server process, which reaches its own origin directly.
function forward(request: Request, url: string, signal: AbortSignal): Promise<Response> {
  const source = request.headers();
  const headers: Record<string, string> = {};
  for (const name of forwardedRequestHeaders) {
    const value = source[name];
    if (value !== undefined) headers[name] = value;
  }
  const method = request.method();
  const hasBody = method !== "GET" && method !== "HEAD";
  return fetch(url, {
    method,
    headers,
    body: hasBody ? (request.postDataBuffer() ?? undefined) : undefined,
    redirect: "manual",
    signal,
  });
}
