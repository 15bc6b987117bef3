import { createId } from "@vitae/schema";
import type { FastifyReply } from "fastify";
import type { AuthDeps } from "../auth/auth-deps";
import { signAccessToken } from "./access-token";
import { clearRefreshCookie, setAccessCookie, setRefreshCookie } from "./cookies";
import { startSession } from "./service";

/** Signs the user in: a new session family, an access cookie and a refresh cookie. */
export async function issueFullSession(deps: AuthDeps, reply: FastifyReply, userId: string): Promise<void> {
  const { familyId, refreshToken } = await startSession(deps, userId, deps.now());
  await sendSessionCookies(deps, reply, userId, familyId, refreshToken);
}

export async function sendSessionCookies(
  deps: AuthDeps,
  reply: FastifyReply,
  userId: string,
  familyId: string,
  refreshToken: string,
): Promise<void> {
  const accessToken = await signAccessToken(
    deps.keys.accessToken,
    { sub: userId, sid: familyId, scope: "full" },
    deps.now(),
  );
  setAccessCookie(reply, deps.env, accessToken, "full");
  setRefreshCookie(reply, deps.env, refreshToken);
}

/**
 * First factor passed, second pending: only a short "2fa" access token, and any refresh
 * cookie of an earlier session is dropped so nothing else can be reached meanwhile.
 */
export async function issueTwoFactorPending(deps: AuthDeps, reply: FastifyReply, userId: string): Promise<void> {
  const token = await signAccessToken(deps.keys.accessToken, { sub: userId, sid: createId(), scope: "2fa" }, deps.now());
  setAccessCookie(reply, deps.env, token, "2fa");
  clearRefreshCookie(reply, deps.env);
}
