import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { errorCount, runFixedRate } from "./fixed-rate";

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function serve(handler: (request: IncomingMessage, response: ServerResponse) => void): Promise<string> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const plan = (index: number) => ({ request: { method: "GET", path: `/${index}` }, tag: index });

describe("runFixedRate", () => {
  it("keeps sending at the rate while earlier requests wait, and counts their wait from when they were due", async () => {
    // Holds every answer until 20 requests have arrived: a closed loop of a few
    // connections would never get there, an open loop at 100/s does in ~200 ms.
    const held: ServerResponse[] = [];
    const url = await serve((_request, response) => {
      held.push(response);
      if (held.length === 20) for (const waiting of held) waiting.end("ok");
      else if (held.length > 20) response.end("ok");
    });
    const result = await runFixedRate({ url, rate: 100, seconds: 0.3, headers: {}, timeoutMs: 2_000, plan });
    expect(result.planned).toBe(30);
    expect(errorCount(result)).toBe(0);
    expect(result.latencies).toHaveLength(30);
    // The first request was due at 0 and answered once the 20th arrived, ~190 ms later.
    expect(Math.max(...result.latencies)).toBeGreaterThanOrEqual(150);
    expect(result.elapsedMs).toBeGreaterThanOrEqual(290);
  });

  it("counts non-2xx answers and timeouts as errors, not as latencies", async () => {
    const url = await serve((request, response) => {
      const index = Number(request.url?.slice(1));
      if (index === 1) return; // never answered
      response.statusCode = index === 2 ? 409 : 200;
      response.end();
    });
    const answers: [number, number | null][] = [];
    const result = await runFixedRate({
      url,
      rate: 50,
      seconds: 0.1,
      headers: {},
      timeoutMs: 300,
      plan,
      onAnswer: (tag, status) => answers.push([tag, status]),
    });
    expect(result.errors).toEqual({ "no answer within 300 ms": 1, "status 409": 1 });
    expect(result.latencies).toHaveLength(3);
    expect(answers.sort()).toEqual([[0, 200], [1, null], [2, 409], [3, 200], [4, 200]]);
  });

  it("counts a request that could not be planned as an error", async () => {
    const url = await serve((_request, response) => response.end());
    const result = await runFixedRate({ url, rate: 100, seconds: 0.05, headers: {}, timeoutMs: 1_000, plan: () => null });
    expect(result.errors).toEqual({ "no request could be planned": 5 });
  });

  it("sends an anonymous request without the run's cookie, and the others with it", async () => {
    const cookies: (string | undefined)[] = [];
    const url = await serve((request, response) => {
      cookies[Number(request.url?.slice(1))] = request.headers.cookie;
      response.end();
    });
    await runFixedRate({
      url,
      rate: 100,
      seconds: 0.02,
      headers: { cookie: "session=1" },
      timeoutMs: 1_000,
      plan: (index) => ({ request: { method: "GET", path: `/${index}`, anonymous: index === 1 }, tag: index }),
    });
    expect(cookies).toEqual(["session=1", undefined]);
  });
});
