import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../db/database";
import type { Env } from "../env";
import { browserStatus, type ComponentStatus, databaseStatus, storageStatus } from "./service";

const componentSchema = z.object({ status: z.enum(["up", "down"]), detail: z.string() });

export const healthResponseSchema = z.object({
  status: z.enum(["ok", "degraded", "down"]),
  database: componentSchema,
  storage: componentSchema,
  browser: componentSchema,
});

/**
 * GET /api/health. The app is "down" (503) without its database or storage; a missing
 * browser only degrades it, because printing falls back to the browser's own print.
 */
export function healthRoutes(
  app: FastifyInstance,
  deps: { env: Env; database: Database; browserStatus?: () => ComponentStatus },
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/health",
    {
      schema: {
        tags: ["health"],
        summary: "Status of the database, file storage and printing browser",
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      const [database, storage, browser] = await Promise.all([
        databaseStatus(deps.database),
        storageStatus(deps.env),
        browserStatus(deps.env, deps.browserStatus),
      ]);
      const essentialUp = database.status === "up" && storage.status === "up";
      const status = !essentialUp ? "down" : browser.status === "up" ? "ok" : "degraded";
      return reply
        .header("cache-control", "no-store")
        .status(essentialUp ? 200 : 503)
        .send({ status, database, storage, browser });
    },
  );
}
