import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Env } from "../env";

const instanceSchema = z.object({
  publicUrl: z.string().describe("PUBLIC_URL: the address for links that leave the browser (share links, exported files)"),
});

/**
 * GET /api/instance: what the web app needs to know about this server. The browser loads
 * everything from its own origin, but a link it hands to someone else (a copied share link,
 * a picture address in an exported file) must use the address people reach the app at.
 */
export function instanceRoutes(app: FastifyInstance, { env }: { env: Pick<Env, "PUBLIC_URL"> }): void {
  const publicUrl = env.PUBLIC_URL.replace(/\/+$/, "");
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/instance",
    {
      schema: {
        tags: ["instance"],
        summary: "The address of this instance that links sent elsewhere use (PUBLIC_URL)",
        response: { 200: instanceSchema },
      },
    },
    // Changes only with a restart under another configuration.
    async (_request, reply) => reply.header("cache-control", "no-cache").send({ publicUrl }),
  );
}
