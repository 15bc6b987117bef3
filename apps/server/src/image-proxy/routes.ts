import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../errors/app-error";
import { type FetchImageOptions, fetchExternalImage, ImageFetchError } from "./fetch-external-image";

/** Where the artboard requests pictures that are not on the app's origin. */
export const imageProxyRoute = "/api/image-proxy";

export interface ImageProxyOptions {
  /** Requests per client address per window (default 300 a minute). */
  rateLimit?: { max: number; timeWindowMs: number };
  /** Name resolution and address policy of the fetcher; tests inject them, production keeps the defaults. */
  fetch?: Pick<FetchImageOptions, "resolve" | "isAddressAllowed" | "timeoutMs" | "maxBytes">;
}

export const defaultImageProxyRateLimit = { max: 300, timeWindowMs: 60_000 };

/**
 * GET /api/image-proxy?url=<encoded>: an external picture fetched by the server through the
 * SSRF guard (fetch-external-image.ts), so the artboard and the printer's browser, which
 * reach only the app's origin, can show pictures hosted elsewhere. A refused or failed
 * fetch is a 400 that says why, never a 500.
 */
export function imageProxyRoutes(app: FastifyInstance, options: ImageProxyOptions = {}): void {
  const limit = options.rateLimit ?? defaultImageProxyRateLimit;
  app.withTypeProvider<ZodTypeProvider>().get(
    imageProxyRoute,
    {
      config: { rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs } },
      exposeHeadRoute: false,
      schema: {
        tags: ["image-proxy"],
        summary: "An external picture (JPEG, PNG, WebP, GIF, AVIF…) fetched by the server for the artboard",
        description:
          "Only public internet addresses, checked after DNS resolution and on every redirect; the bytes " +
          "must be a raster image. Failures answer 400 ValidationError with the reason; too many requests 429.",
        querystring: z.object({ url: z.string().min(1).max(4096) }),
      },
    },
    async (request, reply) => {
      let image;
      try {
        image = await fetchExternalImage(request.query.url, options.fetch);
      } catch (error) {
        const reason = error instanceof ImageFetchError ? error.reason : "network";
        const message = error instanceof ImageFetchError ? error.message : "The picture could not be fetched.";
        request.log.info({ reason, url: request.query.url }, "image proxy refused or failed");
        throw new AppError("ValidationError", `The picture could not be fetched (${reason}): ${message}`);
      }
      return reply
        .header("content-type", image.contentType)
        .header("content-length", image.bytes.length)
        .header("cache-control", "public, max-age=86400")
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", "default-src 'none'")
        .send(image.bytes);
    },
  );
}
