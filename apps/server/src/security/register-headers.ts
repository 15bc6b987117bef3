import type { FastifyInstance } from "fastify";
import helmet from "helmet";
import type { Env } from "../env";

/**
 * Security headers. The app's own origin serves every script, style and font; `connect-src`
 * adds only the language-model APIs the operator allows (AI_ALLOWED_ORIGINS), which the
 * browser calls directly with the user's own key, without our server in between. HSTS is
 * sent only when the app is reached over https (PUBLIC_URL): on plain http it would be
 * ignored at best, and would pin a name that later moves to https-less hosting at worst.
 *
 * Helmet's middleware is made once, here: @fastify/helmet made it again for every request,
 * parsing each directive each time (about 2% of the CPU of an autosave).
 */
export function registerHeaders(app: FastifyInstance, env: Env): void {
  const setHeaders = helmet({
    strictTransportSecurity: new URL(env.PUBLIC_URL).protocol === "https:" ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", ...env.AI_ALLOWED_ORIGINS],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    // The artboard iframe is same-origin; cross-origin isolation would break nothing
    // today but blocks future embeds of public resumes, so it stays off.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook("onRequest", (request, reply, done) => setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)));
}
