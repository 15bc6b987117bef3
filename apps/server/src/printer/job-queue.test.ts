import { describe, expect, it } from "vitest";
import { JobQueue } from "./job-queue";
import { PrinterBusyError, PrinterClosedError, PrinterTimeoutError } from "./printer-errors";

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("JobQueue", () => {
  it("runs at most `concurrency` jobs at once, then the waiting ones in FIFO order", async () => {
    const queue = new JobQueue({ concurrency: 2, queueLimit: 10, timeoutMs: 5000 });
    const gates = Array.from({ length: 5 }, () => deferred());
    const started: number[] = [];
    let active = 0;
    let peak = 0;
    const results = gates.map((gate, index) =>
      queue.run(async () => {
        started.push(index);
        active += 1;
        peak = Math.max(peak, active);
        await gate.promise;
        active -= 1;
        return index;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect(queue.stats).toEqual({ running: 2, queued: 3 });
    gates[1]?.resolve();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
    expect(queue.stats).toEqual({ running: 0, queued: 0 });
  });

  it("runs a background job only in a slot no other job waits for, and gives it up after its wait", async () => {
    const queue = new JobQueue({ concurrency: 1, queueLimit: 1, timeoutMs: 5000 });
    const gate = deferred();
    const order: string[] = [];
    const first = queue.run(async () => (order.push("first"), gate.promise));
    // Waits apart: not counted against the queue limit, and behind a job submitted after it.
    const background = queue.run(async () => void order.push("background"), { maxWaitMs: 1000 });
    const second = queue.run(async () => void order.push("second"));
    expect(queue.stats).toEqual({ running: 1, queued: 2 });
    gate.resolve();
    await Promise.all([first, background, second]);
    expect(order).toEqual(["first", "second", "background"]);

    // A free slot and nothing waiting: it starts at once.
    await expect(queue.run(async () => "now", { maxWaitMs: 1000 })).resolves.toBe("now");

    // No slot within its wait: refused as busy, and never started.
    const hold = deferred();
    const holding = queue.run(() => hold.promise);
    let started = false;
    const late = queue.run(async () => void (started = true), { maxWaitMs: 30 });
    await expect(late).rejects.toBeInstanceOf(PrinterBusyError);
    hold.resolve();
    await holding;
    await tick();
    expect(started).toBe(false);
    expect(queue.stats).toEqual({ running: 0, queued: 0 });
  });

  it("refuses at once past the queue limit, with a Retry-After estimate", async () => {
    const queue = new JobQueue({ concurrency: 1, queueLimit: 2, timeoutMs: 5000 });
    const gate = deferred();
    const accepted = [1, 2, 3].map(() => queue.run(() => gate.promise));
    const refused = queue.run(() => Promise.resolve());
    await expect(refused).rejects.toBeInstanceOf(PrinterBusyError);
    const error = (await refused.catch((e: unknown) => e)) as PrinterBusyError;
    expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    gate.resolve();
    await Promise.all(accepted);
    // Room again once the queue drains.
    await expect(queue.run(async () => "ok")).resolves.toBe("ok");
  });

  it("passes a job's failure to its caller and keeps going", async () => {
    const queue = new JobQueue({ concurrency: 1, queueLimit: 5, timeoutMs: 5000 });
    const failing = queue.run(async () => {
      throw new Error("boom");
    });
    const throwingSynchronously = queue.run((() => {
      throw new Error("sync boom");
    }) as () => Promise<never>);
    const next = queue.run(async () => 42);
    await expect(failing).rejects.toThrow("boom");
    await expect(throwingSynchronously).rejects.toThrow("sync boom");
    await expect(next).resolves.toBe(42);
    expect(queue.stats).toEqual({ running: 0, queued: 0 });
  });

  it("times a running job out, aborts its signal, and frees the slot only once the job has settled", async () => {
    const queue = new JobQueue({ concurrency: 1, queueLimit: 5, timeoutMs: 50 });
    const cleanup = deferred();
    let signal: AbortSignal | undefined;
    const stuck = queue.run(async (s) => {
      signal = s;
      await new Promise((resolve) => s.addEventListener("abort", resolve));
      await cleanup.promise; // e.g. closing the browser context
      throw s.reason;
    });
    await expect(stuck).rejects.toBeInstanceOf(PrinterTimeoutError);
    expect(signal?.aborted).toBe(true);
    expect(queue.stats.running).toBe(1);
    let secondStarted = false;
    const second = queue.run(async () => {
      secondStarted = true;
      return "second";
    });
    await tick();
    expect(secondStarted).toBe(false);
    cleanup.resolve();
    await expect(second).resolves.toBe("second");
  });

  it("times a waiting job out and takes it off the queue", async () => {
    const queue = new JobQueue({ concurrency: 1, queueLimit: 5, timeoutMs: 60 });
    const gate = deferred();
    // The first job holds its slot past both deadlines (it ignores its signal).
    const first = queue.run(() => gate.promise);
    const firstOutcome = first.catch((error: unknown) => error);
    let waitingRan = false;
    const waiting = queue.run(async () => {
      waitingRan = true;
    });
    await expect(waiting).rejects.toBeInstanceOf(PrinterTimeoutError);
    // It never started: the printer was busy, which is no fault of its resume.
    expect(((await waiting.catch((error: unknown) => error)) as PrinterTimeoutError).waited).toBeDefined();
    expect(queue.stats).toEqual({ running: 1, queued: 0 });
    gate.resolve();
    expect(await firstOutcome).toBeInstanceOf(PrinterTimeoutError);
    expect(((await firstOutcome) as PrinterTimeoutError).waited).toBeUndefined();
    await tick();
    expect(waitingRan).toBe(false);
    expect(queue.stats).toEqual({ running: 0, queued: 0 });
  });

  it("fails waiting jobs and refuses new ones once closed", async () => {
    const queue = new JobQueue({ concurrency: 1, queueLimit: 5, timeoutMs: 5000 });
    const gate = deferred();
    const running = queue.run(() => gate.promise.then(() => "done"));
    const waiting = queue.run(async () => "never");
    queue.close();
    await expect(waiting).rejects.toBeInstanceOf(PrinterClosedError);
    await expect(queue.run(async () => "late")).rejects.toBeInstanceOf(PrinterClosedError);
    gate.resolve();
    await expect(running).resolves.toBe("done");
  });

  it("rejects nonsense limits", () => {
    expect(() => new JobQueue({ concurrency: 0, queueLimit: 1, timeoutMs: 1 })).toThrow(RangeError);
    expect(() => new JobQueue({ concurrency: 1, queueLimit: -1, timeoutMs: 1 })).toThrow(RangeError);
  });
});
