import { describe, expect, it } from "vitest";
import { CountingTurns } from "../test/counting-turns";
import { echoServer } from "../test/echo-server";
import { largeBodyBytes, registerLargeBodyTurns } from "./large-body-turns";

async function countingServer() {
  const turns = new CountingTurns();
  const app = await echoServer((server) => registerLargeBodyTurns(server, turns));
  return { app, turns };
}

describe("registerLargeBodyTurns", () => {
  it("makes a request with a large body take a turn before validation and before its handler", async () => {
    const { app, turns } = await countingServer();
    const text = "x".repeat(largeBodyBytes + 1);
    const response = await app.inject({ method: "POST", url: "/echo", payload: { text } });
    expect(response.json()).toEqual({ length: text.length });
    expect(turns.taken).toBe(2);
  });

  it("lets smaller requests through without a turn", async () => {
    const { app, turns } = await countingServer();
    const response = await app.inject({ method: "POST", url: "/echo", payload: { text: "x".repeat(largeBodyBytes - 100) } });
    expect(response.statusCode).toBe(200);
    expect(turns.taken).toBe(0);
  });
});
