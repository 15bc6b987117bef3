import type { FastifyInstance, FastifyReply } from "fastify";

export interface AfterResponseOptions {
  /**
   * Start once this settles rather than `afterResponseSettleMs` after the response: the
   * request the client is known to make next has been answered (a print's file, sent).
   */
  until?: Promise<unknown>;
}

declare module "fastify" {
  interface FastifyReply {
    /**
     * Runs `work` after this reply has been sent (or its client has gone): bookkeeping the
     * answer does not depend on, such as counting a view or noting a download with the version
     * it served. It starts `afterResponseSettleMs` later, or once `options.until` settles. Its
     * failure is logged as `what` and reaches nobody else.
     */
    afterResponse(what: string, work: () => Promise<unknown>, options?: AfterResponseOptions): void;
  }
  interface FastifyInstance {
    /** Starts the work left for after a response without waiting further, and resolves once all of it has finished. */
    afterResponsesSettled(): Promise<void>;
  }
}

/**
 * How long work left for after a response waits once the response is sent. A client often asks
 * again at once: the file a print's address names is fetched the moment the address arrives.
 * On the embedded database the work is CPU on this thread (keeping the version a download
 * served takes about 10 ms), and a request arriving while it runs waits for all of it; over
 * loopback that was 13% of a print's time. Waiting this long lets such a request through first,
 * and over a network whose round trip is longer the work is done before the next request
 * arrives anyway.
 */
export const afterResponseSettleMs = 50;

/**
 * Work left for after the response. On the embedded database every query is CPU work on this
 * thread: keeping the version a download served (new data since the last version) takes about
 * 10 ms of it. Awaited, it delayed the answer; run beside Chromium's printing, it took a core
 * from Chromium (page.pdf 82 ms instead of 69); run the moment the answer was sent, it held up
 * the request for the file the answer names. It starts `afterResponseSettleMs` after the
 * response has been sent.
 *
 * The app runs waiting work at once and waits for it when it closes, before the database
 * closes, so a graceful shutdown loses none of it; the test client does the same after every
 * call, so tests read a settled state without waiting out the delay.
 */
export function registerAfterResponse(app: FastifyInstance): void {
  const pending = new Set<Promise<void>>();
  /** Work whose response has been sent, waiting out the delay (or its `until`): each one's start. */
  const waiting = new Set<() => void>();
  /** Calls of afterResponsesSettled under way: meanwhile work starts as soon as its response is sent. */
  let hurrying = 0;

  app.decorateReply("afterResponse", function (this: FastifyReply, what: string, work: () => Promise<unknown>, options: AfterResponseOptions = {}) {
    const log = this.log;
    let start: () => void = () => undefined;
    const done = new Promise<void>((resolve) => {
      start = resolve;
    })
      .then(work)
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error }, `${what} failed after the response`),
      )
      .finally(() => pending.delete(done));
    pending.add(done);
    let timer: NodeJS.Timeout | undefined;
    const run = () => {
      if (!waiting.delete(run)) return;
      clearTimeout(timer);
      start();
    };
    const sent = () => {
      waiting.add(run);
      if (hurrying > 0) run();
      else if (options.until) void options.until.then(run, run);
      else timer = setTimeout(run, afterResponseSettleMs);
    };
    // 'close' follows 'finish' once a response is sent, and comes alone when the client left.
    if (this.raw.closed) sent();
    else this.raw.once("close", sent);
  });

  app.decorate("afterResponsesSettled", async () => {
    hurrying++;
    try {
      while (pending.size > 0) {
        for (const run of [...waiting]) run();
        await Promise.all(pending);
      }
    } finally {
      hurrying--;
    }
  });

  app.addHook("onClose", () => app.afterResponsesSettled());
}
