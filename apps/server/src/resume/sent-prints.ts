/**
 * Which prints' files have just been sent, for bookkeeping that should wait until they are: a
 * print call answers the file's address, and the client fetches the file at once. Noting the
 * download (about 10 ms of this thread's time on the embedded database) waits until the file
 * has gone, or until `waitMs` has passed for a client that never fetches it.
 */
export class SentPrints {
  private readonly waiters = new Map<string, Set<() => void>>();

  constructor(private readonly waitMs = 1000) {}

  /** Settles once the file of `hash` of resume `resumeId` has been sent, or after the wait. */
  sent(resumeId: string, hash: string): Promise<void> {
    const key = `${resumeId}/${hash}`;
    return new Promise<void>((resolve) => {
      const waiters = this.waiters.get(key) ?? new Set();
      this.waiters.set(key, waiters);
      const done = () => {
        clearTimeout(timer);
        waiters.delete(done);
        if (waiters.size === 0 && this.waiters.get(key) === waiters) this.waiters.delete(key);
        resolve();
      };
      // Not keeping the process alive for it: a closing app runs what waits at once.
      const timer = setTimeout(done, this.waitMs).unref();
      waiters.add(done);
    });
  }

  /** The file of `hash` of resume `resumeId` has been sent. */
  markSent(resumeId: string, hash: string): void {
    for (const done of [...(this.waiters.get(`${resumeId}/${hash}`) ?? [])]) done();
  }

  /** Prints waited for (tests: none is left behind). */
  get waiting(): number {
    return this.waiters.size;
  }
}
