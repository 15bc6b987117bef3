import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { registerNulGuard } from "../security/refuse-nul-characters";
import { CountingTurns } from "../test/counting-turns";
import { echoServer } from "../test/echo-server";
import { largeBodyBytes, largeBodyTurn, registerLargeBodyTurns } from "./large-body-turns";

/** The echo server with the app's JSON parser, which takes a turn before parsing a large body, and the hooks. */
async function countingServer() {
  const turns = new CountingTurns();
  const app = await echoServer((server) => {
    registerNulGuard(server, largeBodyTurn(turns));
    registerLargeBodyTurns(server, turns);
  });
  return { app, turns };
}

describe("registerLargeBodyTurns", () => {
  it("makes a request with a large body take a turn before parsing, before validation and before its handler", async () => {
    const { app, turns } = await countingServer();
    const text = "x".repeat(largeBodyBytes + 1);
    const response = await app.inject({ method: "POST", url: "/echo", payload: { text } });
    expect(response.json()).toEqual({ length: text.length });
    expect(turns.taken).toBe(3);
  });

  it("counts a chunked body, which announces no length, by what was read", async () => {
    const { app, turns } = await countingServer();
    const text = "x".repeat(largeBodyBytes + 1);
    const response = await app.inject({
      method: "POST",
      url: "/echo",
      headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
      payload: Readable.from([JSON.stringify({ text })]),
    });
    expect(response.json()).toEqual({ length: text.length });
    expect(turns.taken).toBe(3);
  });

  it("lets smaller requests through without a turn", async () => {
    const { app, turns } = await countingServer();
    const response = await app.inject({ method: "POST", url: "/echo", payload: { text: "x".repeat(largeBodyBytes - 100) } });
    expect(response.statusCode).toBe(200);
    expect(turns.taken).toBe(0);
  });
});
