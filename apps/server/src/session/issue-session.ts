import { createId } from "@vitae/schema";
import type { FastifyReply } from "fastify";
import type { AuthContext } from "../auth/auth-context";
import { signAccessToken } from "./access-token";
import { clearRefreshCookie, setAccessCookie, setRefreshCookie } from "./cookies";
import { startSession } from "./service";

/** Signs the user in: a new session family, an access cookie and a refresh cookie. */
export async function issueFullSession(ctx: AuthContext, reply: FastifyReply, userId: string): Promise<void> {
  const { familyId, refreshToken } = await startSession(ctx.db, userId, ctx.now());
  await sendSessionCookies(ctx, reply, userId, familyId, refreshToken);
}

export async function sendSessionCookies(
  ctx: AuthContext,
  reply: FastifyReply,
  userId: string,
  familyId: string,
  refreshToken: string,
): Promise<void> {
  const accessToken = await signAccessToken(
    ctx.keys.accessToken,
    { sub: userId, sid: familyId, scope: "full" },
    ctx.now(),
  );
  setAccessCookie(reply, ctx.env, accessToken, "full");
  setRefreshCookie(reply, ctx.env, refreshToken);
}

/**
 * First factor passed, second pending: only a short "2fa" access token, and any refresh
 * cookie of an earlier session is dropped so nothing else can be reached meanwhile.
 */
export async function issueTwoFactorPending(ctx: AuthContext, reply: FastifyReply, userId: string): Promise<void> {
  const token = await signAccessToken(ctx.keys.accessToken, { sub: userId, sid: createId(), scope: "2fa" }, ctx.now());
  setAccessCookie(reply, ctx.env, token, "2fa");
  clearRefreshCookie(reply, ctx.env);
}
