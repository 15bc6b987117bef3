import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import type { Env } from "../env";

/**
 * Security headers. The app's own origin serves every script, style and font; `connect-src`
 * adds only the language-model APIs the operator allows (AI_ALLOWED_ORIGINS), which the
 * browser calls directly with the user's own key, without our server in between. HSTS is
 * sent only when the app is reached over https (PUBLIC_URL): on plain http it would be
 * ignored at best, and would pin a name that later moves to https-less hosting at worst.
 */
export async function registerHeaders(app: FastifyInstance, env: Env): Promise<void> {
  await app.register(helmet, {
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
}
