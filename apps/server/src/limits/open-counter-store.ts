import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database";
import type { CounterStore } from "./counter-store";
import { MemoryCounterStore } from "./memory-counter-store";
import { PostgresCounterStore } from "./postgres-counter-store";

const sweepEveryMs = 10 * 60 * 1000;

/**
 * The counter store for this database: PostgreSQL's table, swept of ended windows every
 * 10 minutes while the server runs, or memory on the embedded database.
 */
export function openCounterStore(app: FastifyInstance, { database }: { database: Database }): CounterStore {
  if (database.kind !== "postgres") return new MemoryCounterStore();
  const store = new PostgresCounterStore({ db: database.db });
  const timer = setInterval(() => {
    store.sweep(Date.now()).catch((error: unknown) => app.log.warn({ err: error }, "sweeping rate-limit counters failed"));
  }, sweepEveryMs);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
  return store;
}
