import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import type { RateLimits } from "../auth/rate-limits";
import type { Mailer } from "../mail/mailer";
import type { ImageProxyOptions } from "../image-proxy/routes";
import type { LogStream } from "../logging/logger-options";
import type { EventLoopTurns } from "../limits/event-loop-turns";
import type { ResumePrinter } from "../printer/app-printer";
import { type Env, parseEnv } from "../env";
import { createTestDatabase, type TestDatabase } from "./test-database";

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  env: Env;
  close(): Promise<void>;
}

/**
 * Limits high enough that test files can sign in as often as they like; the tests of
 * the limits themselves pass low ones.
 */
export const relaxedRateLimits: RateLimits = {
  perIp: { max: 10_000, timeWindowMs: 60_000 },
  failuresPerAccount: { max: 10_000, timeWindowMs: 60_000 },
  failuresPerAccountGlobal: { max: 10_000, timeWindowMs: 60_000 },
  passwordChecks: { max: 10_000, timeWindowMs: 60_000 },
  uploadsPerUser: { max: 10_000, timeWindowMs: 60_000 },
  printsPerUser: { max: 10_000, timeWindowMs: 60_000 },
};

const silentMailer: Mailer = { send: async () => {}, close: async () => {} };

/** The real server over a real, fresh database, with its own temporary DATA_DIR. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    webDir?: string;
    rateLimits?: RateLimits;
    now?: () => number;
    historyClock?: () => number;
    printer?: ResumePrinter;
    imageProxy?: ImageProxyOptions;
    turns?: EventLoopTurns;
    /** Another instance's database, to run several instances on one; its owner closes it. */
    database?: TestDatabase;
    /** Receives the server's log lines (at LOG_LEVEL, e.g. "trace" in `env`). */
    logStream?: LogStream;
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "vitae-test-"));
  const env = parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: "silent", NODE_ENV: "test", ...options.env });
  const database = options.database ?? (await createTestDatabase());
  const app = await buildApp({
    env,
    database,
    webDir: options.webDir ?? path.join(dataDir, "no-web-build"),
    rateLimits: options.rateLimits ?? relaxedRateLimits,
    ...(options.now ? { now: options.now } : {}),
    ...(options.historyClock ? { historyClock: options.historyClock } : {}),
    ...(options.printer ? { printer: options.printer } : {}),
    ...(options.imageProxy ? { imageProxy: options.imageProxy } : {}),
    ...(options.turns ? { turns: options.turns } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
    // Without SMTP_URL, mails would be printed into the test output.
    ...(env.SMTP_URL ? {} : { mailer: silentMailer }),
  });
  await app.ready();
  return {
    app,
    database,
    env,
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
