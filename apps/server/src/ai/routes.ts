import { aiAllowedOriginsSchema } from "@vitae/schema";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Env } from "../env";

/**
 * GET /api/ai/allowed-origins: the language-model APIs the page may call (AI_ALLOWED_ORIGINS,
 * the CSP's connect-src), so the AI settings can say when a chosen address would be blocked.
 */
export function aiRoutes(app: FastifyInstance, { env }: { env: Env }): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/ai/allowed-origins",
    {
      schema: {
        tags: ["ai"],
        summary: "Origins of the language-model APIs the web app may call from the browser",
        response: { 200: aiAllowedOriginsSchema },
      },
    },
    async () => ({ origins: env.AI_ALLOWED_ORIGINS }),
  );
}
