import { instanceStatsSchema } from "@vitae/schema";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../db/database";
import { InstanceStatsCounter, statsTtlMs } from "./service";

/**
 * GET /api/stats: how many accounts and resumes this instance holds, for anyone (the landing
 * page shows them). Counted at most every five minutes; browsers and proxies may keep the
 * answer as long.
 */
export function statsRoutes(app: FastifyInstance, options: { db: Db; now?: () => number }): void {
  const counter = new InstanceStatsCounter(options.db, options.now);
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/stats",
    {
      schema: {
        tags: ["stats"],
        summary: "Counts of accounts and resumes on this instance",
        description: "Public. Counted at most every 5 minutes.",
        response: { 200: instanceStatsSchema },
      },
    },
    async (_request, reply) => {
      const stats = await counter.get();
      return reply.header("cache-control", `public, max-age=${statsTtlMs / 1000}`).send(stats);
    },
  );
}
