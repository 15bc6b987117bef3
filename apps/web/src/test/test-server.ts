import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";

export type TestServer = { baseUrl: string; close: () => Promise<void> };

/** A real HTTP server on 127.0.0.1 and a random port, for tests that must not mock fetch. */
export async function startTestServer(
  handler: (req: IncomingMessage, res: ServerResponse, body: string) => unknown,
): Promise<TestServer> {
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    await handler(req, res, Buffer.concat(chunks).toString("utf8"));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
}

/** An error body in the API's shape (`{statusCode, code, message}`). */
export function sendError(res: ServerResponse, status: number, code: string, message = code): void {
  sendJson(res, status, { statusCode: status, code, message });
}
