import {
  authProviderSchema,
  authResponseSchema,
  cancelEmailChangeSchema,
  forgotPasswordSchema,
  loginSchema,
  messageResponseSchema,
  registerSchema,
  resetPasswordSchema,
  updatePasswordSchema,
  userSchema,
} from "@vitae/schema";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { accessCookie, clearSessionCookies, refreshCookie } from "../session/cookies";
import { requireAuth } from "../session/authenticate";
import { issueFullSession, issueTwoFactorPending, sendSessionCookies } from "../session/issue-session";
import { cancelEmailChange } from "../user/email-change";
import { presentUser } from "../user/present";
import type { AuthDeps } from "./auth-deps";
import { deviceCookie, setDeviceCookie } from "./device-cookie";
import { configuredProviders } from "./oauth/providers";
import { perIpRateLimit } from "./rate-limits";
import {
  changePassword,
  forgotPassword,
  login,
  logout,
  refresh,
  register,
  resendVerification,
  resetPassword,
  verifyEmail,
} from "./service";

const tags = ["auth"];

/** Email/password accounts and sessions: every /api/auth call of docs/auth-api.md but 2FA and OAuth. */
export function authRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = perIpRateLimit(deps.limits);

  api.post(
    "/api/auth/register",
    {
      config: { rateLimit },
      schema: { tags, summary: "Create an account and sign in", body: registerSchema, response: { 201: userSchema } },
    },
    async (request, reply) => {
      const user = await register(deps, request.body);
      await issueFullSession(deps, reply, user.id);
      return reply.status(201).send(await presentUser(deps, user));
    },
  );

  api.post(
    "/api/auth/login",
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: "Sign in with an email or username and a password",
        body: loginSchema,
        response: { 200: authResponseSchema },
      },
    },
    async (request, reply) => {
      const { user, deviceId } = await login(deps, request.body, {
        ip: request.ip,
        deviceCookie: request.cookies[deviceCookie],
      });
      // The password was right: from now on this browser's failures count on their own.
      setDeviceCookie(reply, deps.env, deps.keys.device, user.id, deviceId ?? undefined);
      if (user.twoFactorEnabled) {
        await issueTwoFactorPending(deps, reply, user.id);
        return { status: "2fa_required" as const, user: await presentUser(deps, user) };
      }
      await issueFullSession(deps, reply, user.id);
      return { status: "authenticated" as const, user: await presentUser(deps, user) };
    },
  );

  api.post(
    "/api/auth/logout",
    { schema: { tags, summary: "Sign out and end this session", response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      await logout(deps, { refresh: request.cookies[refreshCookie], access: request.cookies[accessCookie] });
      clearSessionCookies(reply, deps.env);
      return { message: "You have been signed out." };
    },
  );

  api.post(
    "/api/auth/refresh",
    {
      schema: {
        tags,
        summary: "Exchange the refresh cookie for new session cookies",
        response: { 200: authResponseSchema },
      },
    },
    async (request, reply) => {
      const session = await refresh(deps, request.cookies[refreshCookie]);
      await sendSessionCookies(deps, reply, session.user.id, session.familyId, session.refreshToken);
      return { status: "authenticated" as const, user: await presentUser(deps, session.user) };
    },
  );

  api.patch(
    "/api/auth/password",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Change the password (signs out every other session)",
        body: updatePasswordSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await changePassword(deps, requireAuth(request), request.body);
      return { message: "Your password has been changed." };
    },
  );

  api.post(
    "/api/auth/verify-email/resend",
    {
      onRequest: app.authenticate,
      schema: { tags, summary: "Send the verification mail again", response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await resendVerification(deps, requireAuth(request).user);
      return { message: "A new verification link is on its way to your inbox." };
    },
  );

  api.post(
    "/api/auth/verify-email",
    {
      schema: {
        tags,
        summary: "Verify an email address with the token from the mail",
        querystring: z.object({ token: z.string().min(1) }),
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await verifyEmail(deps, request.query.token);
      return { message: "Your email address has been verified." };
    },
  );

  api.post(
    "/api/auth/forgot-password",
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: "Mail a password-reset link (same answer whether or not the address has an account)",
        body: forgotPasswordSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await forgotPassword(deps, request.body.email);
      return { message: "If an account uses this address, a link to reset its password is on its way." };
    },
  );

  api.post(
    "/api/auth/reset-password",
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: "Set a new password with the token from the mail (signs out every session)",
        body: resetPasswordSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await resetPassword(deps, request.body);
      return { message: "Your password has been reset; sign in with the new one." };
    },
  );

  api.post(
    "/api/auth/email-change/cancel",
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: "Cancel or undo an email change with the link mailed to the replaced address (signs out every session)",
        body: cancelEmailChangeSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request, reply) => {
      await cancelEmailChange(deps, request.body.token);
      clearSessionCookies(reply, deps.env);
      return { message: "The email change has been cancelled and every session signed out." };
    },
  );

  api.get(
    "/api/auth/providers",
    {
      schema: {
        tags,
        summary: "Sign-in methods this server offers",
        response: { 200: z.array(authProviderSchema) },
      },
    },
    async () => ["email" as const, ...configuredProviders(deps.env).map((provider) => provider.name)],
  );
}
