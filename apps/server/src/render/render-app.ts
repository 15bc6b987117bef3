import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Env } from "../env";
import { registerErrorHandler } from "../errors/error-handler";
import { fontRoutes } from "../fonts/routes";
import { iconRoutes } from "../icons/routes";
import { imageProxyRoutes } from "../image-proxy/routes";
import { registerHeaders } from "../security/register-headers";
import { registerSpa } from "../spa/register-spa";

/**
 * Only what the printing browser loads from the app, for printing without an app: the built
 * artboard and its assets, the brand icons, the fonts and the picture proxy, with the same
 * headers (Content-Security-Policy included) as the full server. No database, no accounts:
 * it starts in a fraction of the full server's time, which is what `vitae render` waits for.
 */
export async function buildRenderApp(env: Env, webDir: string): Promise<FastifyInstance> {
  const app = Fastify({ logger: env.LOG_LEVEL === "silent" ? false : { level: env.LOG_LEVEL } });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerHeaders(app, env);
  iconRoutes(app);
  imageProxyRoutes(app);
  fontRoutes(app, { env });
  await registerSpa(app, webDir);
  return app;
}
