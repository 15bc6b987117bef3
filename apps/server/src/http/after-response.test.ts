import { Writable } from "node:stream";
import Fastify, { type FastifyReply } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { afterResponseSettleMs, registerAfterResponse } from "./after-response";

const apps: ReturnType<typeof Fastify>[] = [];
const gates: (() => void)[] = [];

/** A promise and the function that settles it, for work a test lets finish when it chooses (opened after each test at the latest). */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  gates.push(open);
  return { opened, open };
}

/** An app whose GET /work answers "answered" and leaves `work` for after the response; log lines go to `lines`. */
async function appLeaving(work: (reply: FastifyReply) => Promise<unknown>, lines: string[] = []) {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: { level: "error", stream } });
  apps.push(app);
  registerAfterResponse(app);
  app.get("/work", async (_request, reply) => {
    reply.afterResponse("test work", () => work(reply));
    return "answered";
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("not listening");
  return { app, url: `http://127.0.0.1:${address.port}/work` };
}

afterEach(async () => {
  for (const open of gates.splice(0)) open();
  for (const app of apps.splice(0)) await app.close();
});

describe("reply.afterResponse", () => {
  it("answers without waiting for the work", async () => {
    const events: string[] = [];
    const release = gate();
    const { app, url } = await appLeaving(async (reply) => {
      events.push(reply.raw.writableFinished ? "work started" : "work started before the answer was sent");
      await release.opened;
      events.push("work done");
    });
    const response = await fetch(url);
    expect(await response.text()).toBe("answered");
    await new Promise((resolve) => setTimeout(resolve, afterResponseSettleMs + 20));
    // Answered while the work was still going on.
    expect(events).toEqual(["work started"]);

    let settled = false;
    const settling = app.afterResponsesSettled().then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    release.open();
    await settling;
    expect(events).toEqual(["work started", "work done"]);
  });

  it("starts the work a moment after the answer, leaving the way free for the client's next request", async () => {
    const events: string[] = [];
    const { app, url } = await appLeaving(async () => {
      events.push("work started");
    });
    await (await fetch(url)).text();
    // Answered, and the work not started: a request the client makes now (a print's file) goes first.
    expect(events).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, afterResponseSettleMs + 20));
    expect(events).toEqual(["work started"]);
    await app.afterResponsesSettled();
  });

  it("runs waiting work at once when asked to settle", async () => {
    let ran = 0;
    const { app, url } = await appLeaving(async () => {
      ran++;
    });
    await (await fetch(url)).text();
    const started = performance.now();
    await app.afterResponsesSettled();
    expect(ran).toBe(1);
    expect(performance.now() - started).toBeLessThan(afterResponseSettleMs);
  });

  it("logs work that fails under its name, and the app goes on answering", async () => {
    const lines: string[] = [];
    const { app, url } = await appLeaving(() => Promise.reject(new Error("the database went away")), lines);
    expect(await (await fetch(url)).text()).toBe("answered");
    await app.afterResponsesSettled();
    const logged = lines.map((line) => JSON.parse(line) as { msg: string; err?: { message: string } });
    expect(logged).toEqual([expect.objectContaining({ msg: "test work failed after the response", err: expect.objectContaining({ message: "the database went away" }) })]);
    expect(await (await fetch(url)).text()).toBe("answered");
  });

  it("is waited for when the app closes", async () => {
    const release = gate();
    let done = false;
    const { app, url } = await appLeaving(async () => {
      await release.opened;
      done = true;
    });
    await (await fetch(url)).text();
    const closing = app.close();
    setTimeout(release.open, 20);
    await closing;
    expect(done).toBe(true);
  });

  it("runs under app.inject too, once the injected answer is complete", async () => {
    let ran = 0;
    const { app } = await appLeaving(async (reply) => {
      if (reply.sent) ran++;
    });
    const response = await app.inject({ method: "GET", url: "/work" });
    expect(response.body).toBe("answered");
    await app.afterResponsesSettled();
    expect(ran).toBe(1);
  });
});
