import { describe, expect, it } from "vitest";
import { EventLoopTurns } from "./event-loop-turns";

/** Holds the thread, as parsing or validating a megabyte does. */
function busyFor(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe("EventLoopTurns", () => {
  it("gives each taker a turn of its own, so what the loop has due runs between them", async () => {
    const turns = new EventLoopTurns();
    const order: string[] = [];
    await Promise.all(
      [1, 2, 3].map(async (taker) => {
        await turns.take();
        if (taker === 1) setTimeout(() => order.push("timer"), 0);
        // Long enough for the timer to be due before the next taker's turn.
        busyFor(5);
        order.push(`taker ${taker}`);
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    // In one turn, all three would run before the timer.
    expect(order).toEqual(["taker 1", "timer", "taker 2", "taker 3"]);
  });

  it("hands out turns in the order they were asked for, also to later takers", async () => {
    const turns = new EventLoopTurns();
    const order: number[] = [];
    const first = [1, 2].map((taker) => turns.take().then(() => order.push(taker)));
    await first[0];
    await Promise.all([...first, turns.take().then(() => order.push(3))]);
    expect(order).toEqual([1, 2, 3]);
  });
});
