import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/**
 * Security headers. The app's own origin serves every script, style and
 * font; `connect-src https:` lets the browser call the user's own language-model
 * provider directly, without our server in between, so the user's AI key never reaches it.
 */
export async function registerHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", "https:"],
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
