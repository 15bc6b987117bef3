import { describe, expect, it } from "vitest";
import { registerErrorHandler } from "../errors/error-handler";
import { echoServer } from "../test/echo-server";
import { registerNulGuard } from "./refuse-nul-characters";

/** A server with the guard, whose `beforeParsing` notes each body it held. */
async function guardedServer() {
  const held: number[] = [];
  const app = await echoServer((server) => {
    registerErrorHandler(server);
    registerNulGuard(server, (request) => {
      const length = Number(request.headers["content-length"]);
      if (length < 1000) return undefined;
      held.push(length);
      return new Promise((resolve) => setImmediate(resolve));
    });
  });
  return { app, held };
}

describe("registerNulGuard", () => {
  it("refuses a NUL escape in a body, held or not, with 400", async () => {
    const { app, held } = await guardedServer();
    for (const text of ["a\u0000b", `${"x".repeat(5000)}\u0000`]) {
      const response = await app.inject({ method: "POST", url: "/echo", payload: { text } });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain("NUL");
    }
    expect(held).toHaveLength(1);
  });

  it("parses a body after `beforeParsing` let it through, and a small one at once", async () => {
    const { app, held } = await guardedServer();
    const large = await app.inject({ method: "POST", url: "/echo", payload: { text: "x".repeat(5000) } });
    const small = await app.inject({ method: "POST", url: "/echo", payload: { text: "\\u0000 written out" } });
    expect([large.json(), small.json()]).toEqual([{ length: 5000 }, { length: 18 }]);
    expect(held).toHaveLength(1);
  });
});
