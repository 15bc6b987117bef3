import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Env } from "../env";
import { AppError } from "../errors/app-error";
import { UpstreamError } from "./fetch-upstream";
import { canonicalVariants, familyPattern, fontCssRoute, fontFileRoute, isFontFileKey, maxFamilyLength } from "./google-fonts";
import { FontService } from "./service";

/** Deadlines of the upstream requests; tests shorten them. */
export type FontRouteOptions = Pick<ConstructorParameters<typeof FontService>[0], "cssTimeoutMs" | "fileTimeoutMs" | "now">;

const cssQuery = z.object({
  family: z.string().max(maxFamilyLength).regex(familyPattern, { message: "Not a font family name" }),
  variants: z
    .string()
    .max(400)
    .default("regular")
    .transform((value, context) => {
      const variants = canonicalVariants(value);
      if (!variants) {
        context.addIssue({ code: "custom", message: "Variants are regular, italic, 100–900 or a weight followed by italic" });
        return z.NEVER;
      }
      return variants;
    }),
});

/** An upstream failure as the API answers it: 404 for what Google does not have, else 503 (the artboard falls back). */
function toAppError(error: unknown): unknown {
  if (!(error instanceof UpstreamError)) return error;
  if (error.reason === "not-found") return new AppError("NotFound", "The font service has no such font.");
  return new AppError("ServiceUnavailable", `The font service cannot be used right now (${error.reason}).`);
}

/**
 * GET /api/fonts/css?family=…&variants=… and GET /api/fonts/file/{key}: the catalogue's
 * families beyond the self-hosted quick fonts, from Google Fonts through our origin (the
 * artboard's CSP and the printer's browser allow nothing else). Not a proxy: the family and
 * variants are checked names, the hosts are fixed by configuration (FONTS_CSS_URL,
 * FONTS_FILES_URL), and a file key is a path on the files host that Google's CSS would name.
 */
export function fontRoutes(app: FastifyInstance, { env }: { env: Env }, options: FontRouteOptions = {}): void {
  const service = new FontService({
    cssBase: env.FONTS_CSS_URL,
    filesBase: env.FONTS_FILES_URL,
    cacheDir: path.resolve(env.DATA_DIR, "font-cache"),
    log: app.log,
    ...options,
  });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    fontCssRoute,
    {
      schema: {
        tags: ["fonts"],
        summary: "@font-face rules of a font family of the catalogue, with its files on this server",
        description:
          "Google Fonts' CSS for the family's variants (e.g. family=Roboto&variants=regular,italic,700), " +
          "reduced to @font-face rules whose files load from /api/fonts/file/…. Kept for 24 hours. " +
          "404 when Google Fonts has no such family; 503 within a few seconds when it cannot be reached.",
        querystring: cssQuery,
      },
    },
    async (request, reply) => {
      const { family, variants } = request.query;
      const answer = await service.familyCss(family, variants).catch((error: unknown) => {
        throw toAppError(error);
      });
      return reply
        .header("content-type", "text/css; charset=utf-8")
        .header("cache-control", answer.stale ? "public, max-age=600" : "public, max-age=86400")
        .header("x-content-type-options", "nosniff")
        .send(answer.css);
    },
  );

  api.get(
    `${fontFileRoute}*`,
    {
      schema: {
        tags: ["fonts"],
        summary: "A font file named by the CSS of GET /api/fonts/css",
        description: "Fetched once from Google Fonts and kept for good (font files are versioned). 404 for any other path.",
      },
    },
    async (request, reply) => {
      const key = (request.params as { "*"?: string })["*"] ?? "";
      if (!isFontFileKey(key)) throw new AppError("NotFound", "No font file has this name.");
      const file = await service.file(key).catch((error: unknown) => {
        throw toAppError(error);
      });
      return reply
        .header("content-type", file.contentType)
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("x-content-type-options", "nosniff")
        .send(file.body);
    },
  );
}
