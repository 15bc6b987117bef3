import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultRateLimits } from "../auth/rate-limits";
import { signUp } from "../test/accounts";
import { TestClient } from "../test/cookie-jar";
import { createTestApp, relaxedRateLimits, type TestApp } from "../test/test-app";
import { testDatabaseUrl } from "../test/test-database";
import { PostgresCounterStore } from "./postgres-counter-store";

// Several instances behind a load balancer share limits only through PostgreSQL; the
// embedded database is one process, whose counters stay in memory.
describe.skipIf(!testDatabaseUrl)("limits shared by two instances on one PostgreSQL database", () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    first = await createTestApp({ rateLimits: defaultRateLimits });
    second = await createTestApp({ rateLimits: defaultRateLimits, database: first.database });
    // The failure counters on their own, without the per-address limit of the login route.
    loginOnly = { first: await createTestApp({ rateLimits: { ...defaultRateLimits, perIp: relaxedRateLimits.perIp } }) };
    loginOnly.second = await createTestApp({
      rateLimits: { ...defaultRateLimits, perIp: relaxedRateLimits.perIp },
      database: loginOnly.first.database,
    });
  });
  let loginOnly: { first: TestApp; second?: TestApp };
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await loginOnly?.second?.close();
    await loginOnly?.first.close();
  });

  it("refuse the 11th failed login whichever instance answers", async () => {
    const instances = [loginOnly.first, loginOnly.second ?? loginOnly.first];
    const { registration } = await signUp(new TestClient(loginOnly.first.app));
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const instance = instances[attempt % 2] ?? loginOnly.first;
      const response = await instance.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { identifier: registration.username, password: `wrong-${attempt}` },
        remoteAddress: "198.51.100.7",
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429]);
  });

  it("count per-address limits together too", async () => {
    const statuses: number[] = [];
    for (let call = 0; call < defaultRateLimits.perIp.max + 1; call++) {
      const instance = call % 2 === 0 ? first : second;
      const response = await instance.app.inject({
        method: "POST",
        url: "/api/auth/forgot-password",
        payload: { email: "someone@example.com" },
        remoteAddress: "198.51.100.8",
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
  });

  it("count under a name of any length, such as a sign-in identifier of 10,000 characters", async () => {
    const store = new PostgresCounterStore({ db: first.database.db });
    // Random text: a repeated letter would compress below the index's row limit.
    const name = `login:${randomBytes(5_000).toString("hex")}`;
    const now = Date.now();
    expect((await store.increment(name, 60_000, now)).count).toBe(1);
    expect((await store.increment(name, 60_000, now)).count).toBe(2);
    expect((await store.get(name, now))?.count).toBe(2);
    await store.delete(name);
    expect(await store.get(name, now)).toBeNull();
  });

  it("count concurrent increments without losing any", async () => {
    const store = new PostgresCounterStore({ db: first.database.db });
    const now = Date.now();
    await Promise.all(Array.from({ length: 20 }, () => store.increment("concurrent", 60_000, now)));
    expect((await store.get("concurrent", now))?.count).toBe(20);
    // A window that has ended starts again at 1.
    expect((await store.increment("concurrent", 60_000, now + 60_000)).count).toBe(1);
    await store.sweep(now + 200_000);
    expect(await store.get("concurrent", now + 60_000)).toBeNull();
  });
});
