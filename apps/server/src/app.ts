import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { createAuthContext } from "./auth/auth-context";
import { contributorRoutes } from "./contributors/routes";
import { deriveAuthKeys, resolveAuthSecret } from "./auth/auth-secret";
import { oauthRoutes } from "./auth/oauth/routes";
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
import { createMailer } from "./mail/create-mailer";
import { MailOutbox } from "./mail/mail-outbox";
import type { Mailer } from "./mail/mailer";
import { webDistDir } from "./paths";
import { AppPrinter, type ResumePrinter } from "./printer/app-printer";
import { printRoutes } from "./resume/print-routes";
import { ResumePrints } from "./resume/print-service";
import { resumeRoutes } from "./resume/routes";
import { ResumeHistory } from "./resume/versions/resume-history";
import { versionRoutes } from "./resume/versions/routes";
import { scheduleMaintenance } from "./maintenance/schedule-maintenance";
import { purgeExpiredTrash } from "./trash/trash-service";
import { trashRoutes } from "./trash/routes";
import { registerCrossOriginGuard } from "./security/cross-origin-guard";
import { registerHeaders } from "./security/register-headers";
import { registerAuthenticate } from "./session/authenticate";
import { findPublicPageMeta } from "./spa/find-public-page-meta";
import { registerSpa } from "./spa/register-spa";
import { storageRoutes } from "./storage/routes";
import { translationRoutes } from "./translation/routes";
import { closeStorage, storageFor } from "./storage/storage-for";
import { userRoutes } from "./user/routes";
import { appVersion } from "./version";

export interface AppOptions {
  env: Env;
  database: Database;
  /** Folder of the built web app; tests point it at a fixture. */
  webDir?: string;
  logger?: FastifyServerOptions["logger"];
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
}

/** Builds the whole server (API, docs, SPA) without listening, so tests can `inject`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { env, database } = options;
  const app = Fastify({
    logger: options.logger ?? (env.LOG_LEVEL === "silent" ? false : { level: env.LOG_LEVEL }),
    // Resume data with a long history of sections fits well within this.
    bodyLimit: 4 * 1024 * 1024,
    // Behind a proxy the client's address (for rate limits) is in X-Forwarded-For.
    trustProxy: env.TRUST_PROXY,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await registerHeaders(app);
  registerCrossOriginGuard(app, env);
  await registerDocs(app, appVersion);

  const printer = new AppPrinter(app, env, options.printer);
  healthRoutes(app, { env, database, browserStatus: () => printer.status() });
  iconRoutes(app);
  contributorRoutes(app, env);
  translationRoutes(app);

  await app.register(cookie);
  // Limits are set per route (the accounts calls), not on every request.
  await app.register(rateLimit, { global: false });
  const outbox = new MailOutbox(options.mailer ?? createMailer(env), app.log);
  app.addHook("onClose", () => outbox.close());
  const auth = createAuthContext({
    db: database.db,
    env,
    keys: deriveAuthKeys(await resolveAuthSecret(env)),
    outbox,
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
  const now = options.historyClock ?? Date.now;
  const history = new ResumeHistory({ db: database.db, now, thinAfterDays: env.VERSIONS_THIN_AFTER_DAYS });
  const resumeDeps = { db: database.db, env, storage, log: app.log };
  resumeRoutes(app, { ...resumeDeps, beforeDataSave: (userId, id) => history.beforeDataSave(userId, id) });
  versionRoutes(app, history);
  trashRoutes(app, { ...resumeDeps, now });
  scheduleMaintenance(app, [
    { name: "trash-purge", run: () => purgeExpiredTrash({ ...resumeDeps, now }) },
    { name: "history-thinning", run: () => history.thin() },
  ]);
  await storageRoutes(app, { db: database.db, env, storage });
  const prints = new ResumePrints({ storage, printer: () => printer.get(), log: app.log });
  printRoutes(app, { db: database.db, env, storage, prints });
  imageProxyRoutes(app, options.imageProxy);
  fontRoutes(app, env);

  await registerSpa(app, options.webDir ?? webDistDir, {
    publicPageMeta: (address, path) => findPublicPageMeta(database.db, env, address, path),
  });
  return app;
}
