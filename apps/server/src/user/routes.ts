import { messageResponseSchema, updateUserSchema, userSchema } from "@vitae/schema";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AuthDeps } from "../auth/auth-deps";
import { requireAuth } from "../session/authenticate";
import { clearSessionCookies } from "../session/cookies";
import { presentUser } from "./present";
import { deleteUser, updateUser } from "./service";

const tags = ["user"];

/** GET, PATCH and DELETE /api/user/me: the signed-in user's own account. */
export function userRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/user/me",
    {
      onRequest: app.authenticate,
      schema: { tags, summary: "The signed-in user", response: { 200: userSchema } },
    },
    async (request) => presentUser(requireAuth(request).user),
  );

  api.patch(
    "/api/user/me",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Change name, username, email, picture or locale (a new email must be verified again)",
        body: updateUserSchema,
        response: { 200: userSchema },
      },
    },
    async (request) => presentUser(await updateUser(deps, requireAuth(request).user, request.body)),
  );

  api.delete(
    "/api/user/me",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Delete the account with its resumes, statistics and files",
        response: { 200: messageResponseSchema },
      },
    },
    async (request, reply) => {
      await deleteUser(deps, requireAuth(request).user.id);
      clearSessionCookies(reply, deps.env);
      return { message: "Your account has been deleted." };
    },
  );
}
