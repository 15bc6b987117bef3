import http from "node:http";

export interface PlannedRequest {
  method: string;
  path: string;
  body?: string;
  /** Sent without the run's cookie, as a visitor who is not signed in. */
  anonymous?: boolean;
  /** Another server to send it to than the run's `url` (instances behind a load balancer). */
  origin?: string;
}

export interface FixedRateOptions<Tag> {
  url: string;
  /** Requests per second, spread evenly: request i is due at i / rate seconds. */
  rate: number;
  seconds: number;
  headers: Record<string, string>;
  /** A request not answered within this counts as an error (and bounds the run). */
  timeoutMs: number;
  /** The i-th request, with a tag handed back to `onAnswer`; null when none can be sent. */
  plan(index: number): { request: PlannedRequest; tag: Tag } | null;
  onAnswer?(tag: Tag, status: number | null, body: string): void;
}

export interface FixedRateResult {
  /** Milliseconds from when each successful request was due to its complete answer. */
  latencies: number[];
  /** Milliseconds each request left after it was due (the load generator's own delay), one per request sent. */
  sendLags: number[];
  planned: number;
  errors: Record<string, number>;
  elapsedMs: number;
}

/**
 * Open-loop load at a fixed rate: every request is sent when it is due, whether or not the
 * earlier ones were answered, and its latency counts from when it was due. A slow answer
 * therefore cannot hold back the requests behind it and hide their wait, as a closed loop
 * of connections does (coordinated omission), and a load generator that falls behind adds
 * its own delay to the figures rather than flattering them.
 */
export async function runFixedRate<Tag>(options: FixedRateOptions<Tag>): Promise<FixedRateResult> {
  const defaultTarget = new URL(options.url);
  // Enough sockets that requests never wait for a free one at the rates we test.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const planned = Math.round(options.rate * options.seconds);
  const latencies: number[] = [];
  const sendLags: number[] = [];
  const errors: Record<string, number> = {};
  const fail = (kind: string) => {
    errors[kind] = (errors[kind] ?? 0) + 1;
  };
  const inFlight = new Set<Promise<void>>();

  const send = (index: number, due: number) => {
    const next = options.plan(index);
    if (!next) {
      fail("no request could be planned");
      return;
    }
    const { request, tag } = next;
    const target = request.origin ? new URL(request.origin) : defaultTarget;
    sendLags.push(performance.now() - due);
    const done = new Promise<void>((resolve) => {
      const headers: Record<string, string | number> = { ...options.headers };
      if (request.anonymous) delete headers.cookie;
      if (request.body === undefined) delete headers["content-type"];
      else headers["content-length"] = Buffer.byteLength(request.body);
      let settled = false;
      const settle = (status: number | null, body: string, error?: string) => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        if (error) fail(error);
        else if (status !== null && status >= 200 && status < 300) latencies.push(performance.now() - due);
        else fail(`status ${status}`);
        options.onAnswer?.(tag, status, body);
        resolve();
      };
      const outgoing = http.request(
        { agent, host: target.hostname, port: target.port, method: request.method, path: request.path, headers },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => settle(response.statusCode ?? 0, Buffer.concat(chunks).toString("utf8")));
          response.on("error", (error) => settle(null, "", `socket: ${error.message}`));
        },
      );
      // A deadline on the whole exchange, not on an idle socket: that is what bounds the run.
      const deadline = setTimeout(() => {
        settle(null, "", `no answer within ${options.timeoutMs} ms`);
        outgoing.destroy();
      }, options.timeoutMs);
      outgoing.on("error", (error) => settle(null, "", `socket: ${error.message}`));
      outgoing.end(request.body);
    });
    inFlight.add(done);
    void done.then(() => inFlight.delete(done));
  };

  const start = performance.now();
  const dueAt = (index: number) => start + (index * 1000) / options.rate;
  for (let index = 0; index < planned; ) {
    const wait = dueAt(index) - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    // Timers fire late under load: whatever has come due meanwhile goes out now.
    for (const now = performance.now(); index < planned && dueAt(index) <= now; index++) send(index, dueAt(index));
  }
  await Promise.all(inFlight);
  agent.destroy();
  return { latencies, sendLags, planned, errors, elapsedMs: performance.now() - start };
}

/** Requests the run did not answer with a 2xx, whatever the reason. */
export const errorCount = (result: Pick<FixedRateResult, "errors">) =>
  Object.values(result.errors).reduce((sum, count) => sum + count, 0);
