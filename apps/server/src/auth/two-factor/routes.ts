import {
  authResponseSchema,
  backupCodesResponseSchema,
  disableTwoFactorSchema,
  messageResponseSchema,
  twoFactorBackupSchema,
  twoFactorSchema,
} from "@vitae/schema";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { authenticatePending, requireAuth } from "../../session/authenticate";
import { issueFullSession } from "../../session/issue-session";
import { presentUser } from "../../user/present";
import type { AuthDeps } from "../auth-deps";
import { perIpRateLimit } from "../rate-limits";
import { disableTwoFactor, enableTwoFactor, setupTwoFactor, useBackupCode, verifyTwoFactor } from "./service";

const tags = ["two-factor"];

export function twoFactorRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = perIpRateLimit(deps.limits);
  // The only routes a login waiting for its second factor may call.
  const pending = authenticatePending(deps);

  api.post(
    "/api/auth/2fa/setup",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Start setting up two-factor sign-in; answers the otpauth:// URI as message",
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => ({ message: await setupTwoFactor(deps, requireAuth(request).user) }),
  );

  api.post(
    "/api/auth/2fa/enable",
    {
      onRequest: app.authenticate,
      config: { rateLimit },
      schema: {
        tags,
        summary: "Turn two-factor sign-in on with a code; answers the backup codes (signs out every other session)",
        body: twoFactorSchema,
        response: { 200: backupCodesResponseSchema },
      },
    },
    async (request) => {
      const result = await enableTwoFactor(deps, requireAuth(request), request.body.code);
      return { backupCodes: result.backupCodes, user: await presentUser(deps, result.user) };
    },
  );

  api.post(
    "/api/auth/2fa/disable",
    {
      onRequest: app.authenticate,
      config: { rateLimit },
      schema: {
        tags,
        summary: "Turn two-factor sign-in off with a current code and the password (signs out every other session)",
        body: disableTwoFactorSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await disableTwoFactor(deps, requireAuth(request), request.body);
      return { message: "Two-factor authentication has been turned off." };
    },
  );

  api.post(
    "/api/auth/2fa/verify",
    {
      onRequest: pending,
      config: { rateLimit },
      schema: {
        tags,
        summary: "Complete a login with a code from the authenticator app",
        body: twoFactorSchema,
        response: { 200: authResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await verifyTwoFactor(deps, requireAuth(request).user, request.body.code);
      await issueFullSession(deps, reply, user.id);
      return { status: "authenticated" as const, user: await presentUser(deps, user) };
    },
  );

  api.post(
    "/api/auth/2fa/backup",
    {
      onRequest: pending,
      config: { rateLimit },
      schema: {
        tags,
        summary: "Complete a login with a backup code (each works once)",
        body: twoFactorBackupSchema,
        response: { 200: authResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await useBackupCode(deps, requireAuth(request).user, request.body.code);
      await issueFullSession(deps, reply, user.id);
      return { status: "authenticated" as const, user: await presentUser(deps, user) };
    },
  );
}
