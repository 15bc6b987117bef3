import { describe, expect, it } from "vitest";
import { SentPrints } from "./sent-prints";

describe("SentPrints", () => {
  it("settles once the print's file is sent, and only that print's", async () => {
    const sent = new SentPrints(10_000);
    const events: string[] = [];
    const first = sent.sent("resume", "a").then(() => events.push("a"));
    const second = sent.sent("resume", "b").then(() => events.push("b"));
    sent.markSent("resume", "a");
    await first;
    expect(events).toEqual(["a"]);
    expect(sent.waiting).toBe(1);
    sent.markSent("resume", "b");
    await second;
    expect(sent.waiting).toBe(0);
  });

  it("settles after its wait when the file is never fetched, and forgets the print", async () => {
    const sent = new SentPrints(20);
    const started = performance.now();
    await sent.sent("resume", "never");
    expect(performance.now() - started).toBeGreaterThanOrEqual(15);
    expect(sent.waiting).toBe(0);
    // Sent later: nothing waits for it any more.
    sent.markSent("resume", "never");
  });
});
