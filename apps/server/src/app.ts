import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Database } from "./db/database";
import { registerDocs } from "./docs/register-docs";
import type { Env } from "./env";
import { registerErrorHandler } from "./errors/error-handler";
import { healthRoutes } from "./health/routes";
import { webDistDir } from "./paths";
import { registerHeaders } from "./security/register-headers";
import { registerSpa } from "./spa/register-spa";
import { appVersion } from "./version";

export interface AppOptions {
  env: Env;
  database: Database;
  /** Folder of the built web app; tests point it at a fixture. */
  webDir?: string;
  logger?: FastifyServerOptions["logger"];
}

/** Builds the whole server (API, docs, SPA) without listening, so tests can `inject`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { env, database } = options;
  const app = Fastify({
    logger: options.logger ?? (env.LOG_LEVEL === "silent" ? false : { level: env.LOG_LEVEL }),
    // Resume data with a long history of sections fits well within this.
    bodyLimit: 4 * 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await registerHeaders(app);
  await registerDocs(app, appVersion);

  healthRoutes(app, { env, database });

  await registerSpa(app, options.webDir ?? webDistDir);
  return app;
}
