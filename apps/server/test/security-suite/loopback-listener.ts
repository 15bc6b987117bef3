import http from "node:http";
import type { AddressInfo } from "node:net";

/** An HTTP server on every loopback address that records what reaches it. */
export interface LoopbackListener {
  port: number;
  /** Paths requested, in order. */
  readonly requests: string[];
  /** TCP connections accepted, whether or not a request followed. */
  readonly connections: number;
  close(): Promise<void>;
}

/**
 * Listens on `::` (dual stack), so 127.0.0.1, ::1 and ::ffff:127.0.0.1 all land here: a
 * request the SSRF guard should have refused is counted whichever spelling got through.
 * Answers with `handle`, by default a small "secret" document.
 */
export async function startLoopbackListener(
  handle: http.RequestListener = (_request, response) => response.end("internal secret"),
): Promise<LoopbackListener> {
  const requests: string[] = [];
  let connections = 0;
  const server = http.createServer((request, response) => {
    requests.push(request.url ?? "");
    handle(request, response);
  });
  server.on("connection", () => (connections += 1));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen({ port: 0, host: "::", ipv6Only: false }, resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    requests,
    get connections() {
      return connections;
    },
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
