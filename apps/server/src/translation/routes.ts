import { languageOptionSchema } from "@vitae/schema";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { listLanguages } from "./service";

/** GET /api/translation/languages: the languages the interface is offered in. */
export function translationRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/translation/languages",
    {
      schema: {
        tags: ["translation"],
        summary: "The interface languages: name (in the language itself), locale, id and translation-platform code",
        response: { 200: z.array(languageOptionSchema) },
      },
    },
    // The list changes only with a new server version.
    async (_request, reply) => reply.header("cache-control", "public, max-age=86400").send(listLanguages()),
  );
}
