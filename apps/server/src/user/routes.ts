import { deleteAccountSchema, messageResponseSchema, updateUserSchema, userSchema } from "@vitae/schema";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AuthDeps } from "../auth/auth-deps";
import { perIpRateLimit } from "../auth/rate-limits";
import { requireAuth } from "../session/authenticate";
import { clearSessionCookies } from "../session/cookies";
import { discardPendingEmail, resendPendingEmail, sendEmailChangeCode } from "./email-change";
import { presentUser } from "./present";
import { deleteUser, normaliseEmail, updateUser } from "./service";

const tags = ["user"];

/** /api/user/me and its email-change calls: the signed-in user's own account. */
export function userRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = perIpRateLimit(deps.limits);

  api.get(
    "/api/user/me",
    {
      onRequest: app.authenticate,
      schema: { tags, summary: "The signed-in user", response: { 200: userSchema } },
    },
    async (request) => presentUser(deps, requireAuth(request).user),
  );

  api.patch(
    "/api/user/me",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "Change name, username, picture or locale; a new email needs currentPassword (or emailCode) and stays pending until verified",
        body: updateUserSchema,
        response: { 200: userSchema },
      },
    },
    async (request) => presentUser(deps, await updateUser(deps, requireAuth(request), request.body, request.ip)),
  );

  api.post(
    "/api/user/me/email-code",
    {
      onRequest: app.authenticate,
      config: { rateLimit },
      schema: {
        tags,
        summary: "Mail a code for changing to `email` to the current address (accounts without a password)",
        body: z.object({ email: z.email() }),
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await sendEmailChangeCode(deps, requireAuth(request).user, normaliseEmail(request.body.email));
      return { message: "A code is on its way to your current email address." };
    },
  );

  api.post(
    "/api/user/me/pending-email/resend",
    {
      onRequest: app.authenticate,
      config: { rateLimit },
      schema: {
        tags,
        summary: "Send the verification link of the pending email address again",
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await resendPendingEmail(deps, requireAuth(request).user);
      return { message: "A new verification link is on its way to the new address." };
    },
  );

  api.delete(
    "/api/user/me/pending-email",
    {
      onRequest: app.authenticate,
      schema: { tags, summary: "Drop the email address waiting for verification", response: { 200: userSchema } },
    },
    async (request) => presentUser(deps, await discardPendingEmail(deps, requireAuth(request).user)),
  );

  api.delete(
    "/api/user/me",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Delete the account with its resumes, statistics and files (needs currentPassword when it has one)",
        // Without a body (older clients), the password counts as missing.
        body: deleteAccountSchema.nullish(),
        response: { 200: messageResponseSchema },
      },
    },
    async (request, reply) => {
      await deleteUser(deps, requireAuth(request).user.id, request.body?.currentPassword);
      clearSessionCookies(reply, deps.env);
      return { message: "Your account has been deleted." };
    },
  );
}
