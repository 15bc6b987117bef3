import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/**
 * OpenAPI generated from the routes' zod schemas: the document at /api/docs/json and
 * the interactive reference at /api/docs (assets served from the package, no CDN).
 * Must be registered before the routes it documents.
 */
export async function registerDocs(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Vitae API",
        description: "The API of Vitae, a free and open-source resume builder.",
        version,
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    staticCSP: true,
    // The page uses no <base>; hold it to the app's own policy (`base-uri 'none'`) like every page.
    transformStaticCSP: (header) => header.replace("base-uri 'self'", "base-uri 'none'"),
  });
}
