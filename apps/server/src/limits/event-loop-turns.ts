/**
 * Hands out turns of the event loop one at a time: each `take()` resolves in a later turn
 * than the one before it, with the loop's poll for network events in between.
 *
 * Why: on the embedded database every query runs synchronously in this thread, so a request
 * that carries a megabyte (parse, validate, query, answer) runs from its last byte to its
 * answer without giving the loop back. Several such requests whose bodies end together then
 * run back to back in one poll, and a health check or a page load waits for all of them.
 * Taking a turn first lets other requests in between the large ones.
 */
export class EventLoopTurns {
  #last: Promise<void> = Promise.resolve();

  take(): Promise<void> {
    // setImmediate called while the loop runs its immediates is held for the next turn, so
    // chaining on the previous taker puts each taker in a turn of its own.
    const turn = this.#last.then(() => new Promise<void>((resolve) => setImmediate(resolve)));
    this.#last = turn;
    return turn;
  }
}
