import type { FastifyInstance, FastifyReply } from "fastify";

declare module "fastify" {
  interface FastifyReply {
    /**
     * Runs `work` once this reply has been sent (or its client has gone): bookkeeping the
     * answer does not depend on, such as counting a view or noting a download with the version
     * it served. Its failure is logged as `what` and reaches nobody else.
     */
    afterResponse(what: string, work: () => Promise<unknown>): void;
  }
  interface FastifyInstance {
    /** Resolves once every piece of work left for after a response has finished. */
    afterResponsesSettled(): Promise<void>;
  }
}

/**
 * Work left for after the response. On the embedded database every query is CPU work on this
 * thread: keeping the version a download served (new data since the last version) takes about
 * 8 ms of it. Awaited, it delayed the answer; run beside Chromium's printing, it took a core
 * from Chromium (page.pdf 82 ms instead of 69). Over a real network it now runs while the
 * answer travels.
 *
 * The app waits for this work when it closes, before the database closes, so a graceful
 * shutdown loses none of it; the test client waits for it after every call, so tests read a
 * settled state.
 */
export function registerAfterResponse(app: FastifyInstance): void {
  const pending = new Set<Promise<void>>();

  app.decorateReply("afterResponse", function (this: FastifyReply, what: string, work: () => Promise<unknown>) {
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
    // 'close' follows 'finish' once a response is sent, and comes alone when the client left.
    if (this.raw.closed) start();
    else this.raw.once("close", start);
  });

  app.decorate("afterResponsesSettled", async () => {
    while (pending.size > 0) await Promise.all(pending);
  });

  app.addHook("onClose", () => app.afterResponsesSettled());
}
