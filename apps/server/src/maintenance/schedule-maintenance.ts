import type { FastifyInstance } from "fastify";

/** Every job runs this often, and once shortly after the server starts. */
export const maintenanceIntervalMs = 60 * 60_000;
const firstRunDelayMs = 60_000;

export interface MaintenanceJob {
  name: string;
  /** Answers how many rows it removed, for the log. */
  run(): Promise<number>;
}

/**
 * Runs the housekeeping jobs (Trash purge, History thinning) inside the server on a timer,
 * one after another so they never overlap; a failing job is logged and tried again next
 * time. The timers stop when the app closes.
 */
export function scheduleMaintenance(app: FastifyInstance, jobs: MaintenanceJob[]): void {
  let running: Promise<void> | null = null;
  const runAll = () => {
    if (running) return;
    running = (async () => {
      for (const job of jobs) {
        try {
          const removed = await job.run();
          if (removed > 0) app.log.info({ job: job.name, removed }, "maintenance job done");
        } catch (error) {
          app.log.error({ err: error, job: job.name }, "maintenance job failed");
        }
      }
    })().finally(() => {
      running = null;
    });
  };
  const first = setTimeout(runAll, firstRunDelayMs);
  const every = setInterval(runAll, maintenanceIntervalMs);
  first.unref();
  every.unref();
  app.addHook("onClose", async () => {
    clearTimeout(first);
    clearInterval(every);
    await running;
  });
}
