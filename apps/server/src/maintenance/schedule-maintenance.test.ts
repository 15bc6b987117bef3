import Fastify from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { maintenanceIntervalMs, scheduleMaintenance } from "./schedule-maintenance";

afterEach(() => {
  vi.useRealTimers();
});

describe("scheduleMaintenance", () => {
  it("runs every job shortly after start and then every interval, goes on past a failing job, and stops on close", async () => {
    vi.useFakeTimers();
    const app = Fastify({ logger: false });
    const runs: string[] = [];
    scheduleMaintenance(app, [
      { name: "failing", run: async () => { runs.push("failing"); throw new Error("database away"); } },
      { name: "purge", run: async () => { runs.push("purge"); return 1; } },
    ]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs).toEqual(["failing", "purge"]);
    await vi.advanceTimersByTimeAsync(maintenanceIntervalMs);
    expect(runs).toHaveLength(4);
    await app.close();
    await vi.advanceTimersByTimeAsync(maintenanceIntervalMs * 2);
    expect(runs).toHaveLength(4);
  });
});
