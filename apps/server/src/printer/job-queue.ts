import { PrinterBusyError, PrinterClosedError, PrinterTimeoutError } from "./printer-errors";

export interface JobQueueOptions {
  /** Jobs running at once. */
  concurrency: number;
  /** Jobs waiting beyond those; past it `run` rejects at once with PrinterBusyError. */
  queueLimit: number;
  /** Deadline of a job from its submission, waiting time included. */
  timeoutMs: number;
}

/** A job receives a signal that aborts when its deadline passes; it must then stop and clean up. */
export type Job<T> = (signal: AbortSignal) => Promise<T>;

interface Entry {
  start: () => void;
  fail: (error: Error) => void;
}

/**
 * A job that only uses a slot nothing else wants (a render ahead of a print): it starts only
 * when no other job waits, and gives up with PrinterBusyError after waiting `maxWaitMs`.
 */
export interface BackgroundJobOptions {
  maxWaitMs: number;
}

/**
 * A bounded pool: at most `concurrency` jobs run, the next `queueLimit` wait in FIFO order,
 * any more are refused with a Retry-After estimate. Background jobs wait apart, unbounded in
 * number but each for a short time, and take a free slot only when no other job waits. A job
 * that passes its deadline rejects at once with PrinterTimeoutError (marked `waited` when it never got a slot), and its
 * abort signal fires so the job closes its page; its slot stays taken until the job itself settles,
 * so a stuck job can never let more than `concurrency` browser pages exist together.
 */
export class JobQueue {
  private running = 0;
  private readonly waiting: Entry[] = [];
  private readonly waitingInBackground: Entry[] = [];
  private closed = false;
  // Moving average of job durations, for Retry-After; a guess until jobs have finished.
  private averageMs = 1000;

  constructor(private readonly options: JobQueueOptions) {
    if (!(options.concurrency >= 1)) throw new RangeError("concurrency must be at least 1");
    if (!(options.queueLimit >= 0)) throw new RangeError("queueLimit must not be negative");
  }

  get stats(): { running: number; queued: number } {
    return { running: this.running, queued: this.waiting.length + this.waitingInBackground.length };
  }

  /** Seconds after which a refused caller may reasonably try again (at least 1). */
  retryAfterSeconds(): number {
    const rounds = (this.running + this.waiting.length) / this.options.concurrency;
    return Math.max(1, Math.ceil((rounds * this.averageMs) / 1000));
  }

  run<T>(job: Job<T>, background?: BackgroundJobOptions): Promise<T> {
    if (this.closed) return Promise.reject(new PrinterClosedError());
    if (!background && this.running >= this.options.concurrency && this.waiting.length >= this.options.queueLimit) {
      return Promise.reject(new PrinterBusyError(this.retryAfterSeconds()));
    }
    return new Promise<T>((resolve, reject) => {
      const controller = new AbortController();
      let settled = false;
      const settle = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        clearTimeout(waitTimer);
        outcome();
      };
      let waitTimer: NodeJS.Timeout | undefined;
      const entry: Entry = {
        start: () => {
          clearTimeout(waitTimer);
          this.running += 1;
          const startedAt = performance.now();
          let task: Promise<T>;
          try {
            task = job(controller.signal);
          } catch (error) {
            task = Promise.reject(error);
          }
          // The slot is free before the caller hears back, so it sees the queue as it is now.
          const finish = () => {
            this.running -= 1;
            this.next();
          };
          task.then(
            (value) => {
              this.record(performance.now() - startedAt);
              finish();
              settle(() => resolve(value));
            },
            (error: unknown) => {
              finish();
              settle(() => reject(error));
            },
          );
        },
        fail: (error) => settle(() => reject(error)),
      };
      const timer = setTimeout(() => {
        const index = this.waiting.indexOf(entry);
        if (index >= 0) this.waiting.splice(index, 1);
        const inBackground = this.waitingInBackground.indexOf(entry);
        if (inBackground >= 0) this.waitingInBackground.splice(inBackground, 1);
        // A job that never started waited for others: the printer is busy, not the resume
        // too large, and the caller may try again (503 with Retry-After, not 422).
        const error = new PrinterTimeoutError(
          this.options.timeoutMs,
          index >= 0 || inBackground >= 0 ? { retryAfterSeconds: this.retryAfterSeconds() } : undefined,
        );
        settle(() => reject(error));
        controller.abort(error);
      }, this.options.timeoutMs);
      const free = this.running < this.options.concurrency;
      if (!background) {
        if (free) entry.start();
        else this.waiting.push(entry);
      } else if (free && this.waiting.length === 0) {
        entry.start();
      } else {
        this.waitingInBackground.push(entry);
        waitTimer = setTimeout(() => {
          const index = this.waitingInBackground.indexOf(entry);
          if (index < 0) return;
          this.waitingInBackground.splice(index, 1);
          const error = new PrinterBusyError(this.retryAfterSeconds());
          settle(() => reject(error));
          controller.abort(error);
        }, background.maxWaitMs);
      }
    });
  }

  /** Refuses new jobs and fails the waiting ones; running jobs finish or fail on their own. */
  close(): void {
    this.closed = true;
    for (const entry of [...this.waiting.splice(0), ...this.waitingInBackground.splice(0)]) entry.fail(new PrinterClosedError());
  }

  private next(): void {
    if (this.running >= this.options.concurrency) return;
    (this.waiting.shift() ?? this.waitingInBackground.shift())?.start();
  }

  private record(durationMs: number): void {
    this.averageMs = this.averageMs * 0.8 + durationMs * 0.2;
  }
}
