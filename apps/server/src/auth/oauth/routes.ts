import { generateCodeVerifier, generateState } from "arctic";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { oauthCookieOptions } from "../../session/cookies";
import { issueFullSession, issueTwoFactorPending } from "../../session/issue-session";
import type { AuthDeps } from "../auth-deps";
import { configuredProviders } from "./providers";
import { completeOAuthSignIn } from "./service";

const tags = ["auth"];

// Lenient on purpose: a callback with missing or odd parameters is a failed sign-in to
// redirect, not a JSON validation error shown in the browser.
const callbackQuerySchema = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
});

/**
 * GET /api/auth/{github,google} and their callbacks, registered only for configured
 * providers. Redirect targets are fixed paths of this app: no caller-supplied address
 * is ever followed, so nothing here can be an open redirect.
 */
export function oauthRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  for (const provider of configuredProviders(deps.env)) {
    const stateCookie = `${provider.name}_oauth_state`;
    const verifierCookie = `${provider.name}_code_verifier`;
    const label = provider.name === "github" ? "GitHub" : "Google";

    api.get(
      `/api/auth/${provider.name}`,
      { schema: { tags, summary: `Start signing in with ${label} (redirects there)` } },
      async (_request, reply) => {
        const state = generateState();
        const codeVerifier = provider.usesPkce ? generateCodeVerifier() : null;
        void reply.setCookie(stateCookie, state, oauthCookieOptions(deps.env));
        if (codeVerifier) void reply.setCookie(verifierCookie, codeVerifier, oauthCookieOptions(deps.env));
        return reply.redirect(provider.authorizationUrl(state, codeVerifier).toString());
      },
    );

    api.get(
      `/api/auth/${provider.name}/callback`,
      { schema: { tags, summary: `Where ${label} sends the browser back`, querystring: callbackQuerySchema } },
      async (request, reply) => {
        const outcome = await completeOAuthSignIn(
          deps,
          provider,
          {
            code: request.query.code,
            state: request.query.state,
            expectedState: request.cookies[stateCookie],
            codeVerifier: request.cookies[verifierCookie],
          },
          request.log,
        );
        // Single use: the state and verifier are dropped whatever happens.
        void reply.clearCookie(stateCookie, oauthCookieOptions(deps.env));
        void reply.clearCookie(verifierCookie, oauthCookieOptions(deps.env));
        if (!outcome.ok) return reply.redirect(`/auth/login?error=${outcome.error}`);
        if (outcome.user.twoFactorEnabled) {
          await issueTwoFactorPending(deps, reply, outcome.user.id);
          return reply.redirect("/auth/callback?status=2fa_required");
        }
        await issueFullSession(deps, reply, outcome.user.id);
        return reply.redirect("/auth/callback?status=authenticated");
      },
    );
  }
}
