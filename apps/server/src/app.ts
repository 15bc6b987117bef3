import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { createAuthDeps } from "./auth/auth-deps";
import { contributorRoutes } from "./contributors/routes";
import { deriveAuthKeys, resolveAuthSecret } from "./auth/auth-secret";
import { oauthRoutes } from "./auth/oauth/routes";
import { RequestRate } from "./auth/failure-throttle";
import { defaultRateLimits, type RateLimits } from "./auth/rate-limits";
import { authRoutes } from "./auth/routes";
import { twoFactorRoutes } from "./auth/two-factor/routes";
import type { Database } from "./db/database";
import { registerDocs } from "./docs/register-docs";
import type { Env } from "./env";
import { registerErrorHandler } from "./errors/error-handler";
import { fontRoutes } from "./fonts/routes";
import { healthRoutes } from "./health/routes";
import { iconRoutes } from "./icons/routes";
import { type ImageProxyOptions, imageProxyRoutes } from "./image-proxy/routes";
import { scheduleEmbeddedVacuum } from "./db/vacuum-embedded";
import { registerAfterResponse } from "./http/after-response";
import { EventLoopTurns } from "./limits/event-loop-turns";
import { largeBodyTurn, registerLargeBodyTurns } from "./limits/large-body-turns";
import { openCounterStore } from "./limits/open-counter-store";
import { counterRateLimitStore } from "./limits/rate-limit-store";
import { createMailer } from "./mail/create-mailer";
import { MailOutbox } from "./mail/mail-outbox";
import type { Mailer } from "./mail/mailer";
import { webDistDir } from "./paths";
import { AppPrinter, type ResumePrinter } from "./printer/app-printer";
import { artboardBuildHash } from "./printer/artboard-build";
import { checkRoutes } from "./resume/check-routes";
import { printRoutes } from "./resume/print-routes";
import { ResumePrints } from "./resume/print-service";
import { resumeRoutes } from "./resume/routes";
import { SavedDataCache } from "./resume/saved-data-cache";
import { variantRoutes } from "./resume/variants/variant-routes";
import { ResumeHistory } from "./resume/versions/resume-history";
import { versionRoutes } from "./resume/versions/routes";
import { scheduleMaintenance } from "./maintenance/schedule-maintenance";
import { purgeExpiredTrash } from "./trash/trash-service";
import { trashRoutes } from "./trash/routes";
import { registerCrossOriginGuard } from "./security/cross-origin-guard";
import { instanceRoutes } from "./instance/routes";
import { registerForeignHostWarning } from "./security/foreign-host-warning";
import { registerHeaders } from "./security/register-headers";
import { registerAuthenticate } from "./session/authenticate";
import { findPublicPageMeta } from "./spa/find-public-page-meta";
import { registerSpa } from "./spa/register-spa";
import { statsRoutes } from "./stats/routes";
import { storageRoutes } from "./storage/routes";
import { scheduleUnattachedSweep } from "./storage/sweep-unattached";
import { translationRoutes } from "./translation/routes";
import { closeStorage, storageFor } from "./storage/storage-for";
import { userRoutes } from "./user/routes";
import { type LogStream, loggerOptions } from "./logging/logger-options";
import { registerNulGuard } from "./security/refuse-nul-characters";
import { aiRoutes } from "./ai/routes";
import { appVersion } from "./version";

export interface AppOptions {
  env: Env;
  database: Database;
  /** Folder of the built web app; tests point it at a fixture. */
  webDir?: string;
  logger?: FastifyServerOptions["logger"];
  /** Where log lines go instead of stdout, with the server's own logger options (tests read them). */
  logStream?: LogStream;
  /** Replaces the accounts API's rate limits (tests reach or lift them). */
  rateLimits?: RateLimits;
  /** Where mails go; by default SMTP_URL's server or the console. */
  mailer?: Mailer;
  /** The accounts API's clock, in ms since the epoch (tests expire tokens with it). */
  now?: () => number;
  /**
   * The clock of editing bursts, History retention and the Trash purge (tests move it by
   * minutes or months without expiring their sessions); by default the real one.
   */
  historyClock?: () => number;
  /**
   * The printer (tests inject one pointed at a stand-in artboard, or a wrapper counting
   * calls); by default one Chromium (CHROME_PATH / CHROME_URL), started on the first print.
   */
  printer?: ResumePrinter;
  /** The image proxy's rate limit, and its resolver and address policy (tests only loosen them). */
  imageProxy?: ImageProxyOptions;
  /** The turns large requests and large writes wait for (tests count them); by default its own. */
  turns?: EventLoopTurns;
}

/** Builds the whole server (API, docs, SPA) without listening, so tests can `inject`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { env, database } = options;
  const app = Fastify({
    logger: options.logger ?? (env.LOG_LEVEL === "silent" && !options.logStream ? false : loggerOptions(env.LOG_LEVEL, options.logStream)),
    // Resume data with a long history of sections fits well within this.
    bodyLimit: 4 * 1024 * 1024,
    // Behind a proxy the client's address (for rate limits) is in X-Forwarded-For.
    trustProxy: env.TRUST_PROXY,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // One line of turns for every large request and for the large writes they lead to.
  const turns = options.turns ?? new EventLoopTurns();
  registerNulGuard(app, largeBodyTurn(turns));
  registerLargeBodyTurns(app, turns);
  registerAfterResponse(app);
  registerHeaders(app, env);
  registerCrossOriginGuard(app, env);
  registerForeignHostWarning(app, env);
  await registerDocs(app, appVersion);

  // How a service gets its dependencies: one object, built here, typed by the service with
  // what it uses (`ResumeDeps`, `AuthDeps`, `DbDeps`, ...) and named `deps`. Service
  // functions take it as their first parameter (`findOwnedResume(deps, userId, id)`; a
  // caller may pass a larger deps object, or `{ db: tx }` inside a transaction); services
  // that keep state (caches, queues, jobs in flight) are classes whose constructor takes it;
  // route modules take `(app, deps)`. Nothing reaches for a module-level singleton.
  const printer = new AppPrinter({ app, env, printer: options.printer });
  aiRoutes(app, { env });
  healthRoutes(app, { env, database, browserStatus: () => printer.status() });
  iconRoutes(app);
  contributorRoutes(app, { env });
  translationRoutes(app);
  instanceRoutes(app, { env });

  await app.register(cookie);
  // Counters of every limit: in memory on the embedded database (one process), in
  // PostgreSQL otherwise, so several instances enforce one limit.
  const counters = openCounterStore(app, { database });
  // Limits are set per route (the accounts calls), not on every request.
  await app.register(rateLimit, {
    global: false,
    ...(database.kind === "postgres" ? { store: counterRateLimitStore(counters) } : {}),
  });
  const outbox = new MailOutbox({ mailer: options.mailer ?? createMailer(env), log: app.log });
  app.addHook("onClose", () => outbox.close());
  const auth = createAuthDeps({
    db: database.db,
    env,
    keys: deriveAuthKeys(await resolveAuthSecret(env)),
    outbox,
    counters,
    limits: options.rateLimits ?? {
      ...defaultRateLimits,
      perIp: { ...defaultRateLimits.perIp, max: env.AUTH_RATE_LIMIT },
    },
    now: options.now ?? Date.now,
  });
  registerAuthenticate(app, auth);
  authRoutes(app, auth);
  twoFactorRoutes(app, auth);
  oauthRoutes(app, auth);
  userRoutes(app, auth);
  const storage = storageFor(env);
  app.addHook("onClose", () => closeStorage(env));
  const now = options.now ?? Date.now;
  const historyNow = options.historyClock ?? Date.now;
  const history = new ResumeHistory({ db: database.db, now: historyNow, thinAfterDays: env.VERSIONS_THIN_AFTER_DAYS });
  const resumeDeps = { db: database.db, env, storage, log: app.log };
  // The data of the resumes saved last, shared by saves and prints.
  const savedData = new SavedDataCache();
  resumeRoutes(app, {
    ...resumeDeps,
    beforeDataSave: (userId, id) => history.beforeDataSave(userId, id),
    openBurst: (resumeId) => history.openBurstExtension(resumeId),
    savedData,
    turns,
  });
  variantRoutes(app, resumeDeps);
  versionRoutes(app, history);
  trashRoutes(app, { ...resumeDeps, now: historyNow });
  // PostgreSQL's autovacuum daemon does not run inside PGlite: the server vacuums it itself.
  if (database.kind === "pglite") scheduleEmbeddedVacuum(app, database.db);
  scheduleMaintenance(app, [
    { name: "trash-purge", run: () => purgeExpiredTrash({ ...resumeDeps, now: historyNow }) },
    { name: "history-thinning", run: () => history.thin() },
  ]);
  await storageRoutes(app, {
    db: database.db,
    env,
    storage,
    uploadRate: new RequestRate(counters, "uploads", auth.limits.uploadsPerUser, now),
  });
  scheduleUnattachedSweep(app, { db: database.db, storage });
  const webDir = options.webDir ?? webDistDir;
  const prints = new ResumePrints({
    storage,
    printer: () => printer.get(),
    log: app.log,
    artboardBuild: artboardBuildHash(webDir),
  });
  // Prints, previews and checks (which may print) share one per-user rate.
  const printRate = new RequestRate(counters, "prints", auth.limits.printsPerUser, now);
  printRoutes(app, { db: database.db, prints, printRate, savedData });
  checkRoutes(app, { db: database.db, prints, printRate });
  statsRoutes(app, { db: database.db, ...(options.now ? { now: options.now } : {}) });
  imageProxyRoutes(app, options.imageProxy);
  fontRoutes(app, { env });

  await registerSpa(app, webDir, {
    publicPageMeta: (address, page) => findPublicPageMeta(database, env, address, page),
  });
  return app;
}
