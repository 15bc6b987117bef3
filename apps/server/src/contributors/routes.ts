import { contributorSchema } from "@vitae/schema";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Env } from "../env";
import { presentCrowdinMembers, presentGithubContributors } from "./present";
import { ContributorSource } from "./service";

/** The two lists of the landing page, each from its configured upstream. */
export function contributorSources(env: Env, log: FastifyInstance["log"]) {
  return {
    github: new ContributorSource({
      name: "github",
      url: env.CONTRIBUTORS_GITHUB_URL,
      headers: { accept: "application/vnd.github+json" },
      present: presentGithubContributors,
      log,
    }),
    // Crowdin answers nobody without a token; asking anyway would only cost a request.
    crowdin: new ContributorSource({
      name: "crowdin",
      url: env.CROWDIN_TOKEN ? env.CONTRIBUTORS_CROWDIN_URL : null,
      headers: env.CROWDIN_TOKEN ? { authorization: `Bearer ${env.CROWDIN_TOKEN}` } : {},
      present: presentCrowdinMembers,
      log,
    }),
  };
}

/**
 * GET /api/contributors/github and /api/contributors/crowdin: who wrote the code
 * and who translated it, for the landing page. Always 200: an unreachable upstream is an
 * empty list, not an error page.
 */
export function contributorRoutes(app: FastifyInstance, { env }: { env: Env }): void {
  const sources = contributorSources(env, app.log);
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const [source, summary] of [
    ["github", "People who contributed code, from GitHub"],
    ["crowdin", "People who translated the interface, from Crowdin"],
  ] as const) {
    api.get(
      `/api/contributors/${source}`,
      {
        schema: {
          tags: ["contributors"],
          summary,
          description: "Kept for 24 hours; an empty list when the upstream cannot be reached within 3 s.",
          response: { 200: z.array(contributorSchema) },
        },
      },
      async (_request, reply) => {
        const contributors = await sources[source].list();
        // Browsers and proxies may keep it an hour; the server keeps it a day anyway.
        return reply.header("cache-control", "public, max-age=3600").send(contributors);
      },
    );
  }
}
