import { Writable } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { parseEnv } from "../env";
import { registerForeignHostWarning } from "./foreign-host-warning";

async function appWithLog(env: Record<string, string>) {
  const lines: { level: number; msg: string; host?: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({ logger: { level: "warn", stream } });
  registerForeignHostWarning(app, parseEnv(env));
  app.get("/", async () => "ok");
  await app.ready();
  const warnings = () => lines.filter((line) => line.level === 40);
  return { app, warnings };
}

describe("registerForeignHostWarning", () => {
  it("warns once per host that is not PUBLIC_URL's, naming the variable", async () => {
    const { app, warnings } = await appWithLog({ PORT: "3999" });
    for (const host of ["localhost:3999", "192.168.1.20:3999", "192.168.1.20:3999", "cv.example.org", "192.168.1.20:3999"]) {
      expect((await app.inject({ url: "/", headers: { host } })).statusCode).toBe(200);
    }
    expect(warnings().map((line) => line.host)).toEqual(["192.168.1.20:3999", "cv.example.org"]);
    expect(warnings()[0]?.msg).toContain("PUBLIC_URL is http://localhost:3999");
    await app.close();
  });

  it("says nothing about PUBLIC_URL's host, nor the address the printer uses", async () => {
    const { app, warnings } = await appWithLog({ PORT: "3999", PUBLIC_URL: "https://CV.example.org/", APP_INTERNAL_URL: "http://app:3999" });
    for (const host of ["cv.example.org", "app:3999"]) await app.inject({ url: "/", headers: { host } });
    expect(warnings()).toEqual([]);
    await app.close();
  });
});
