import type { CookieSerializeOptions } from "@fastify/cookie";
import type { FastifyReply } from "fastify";
import type { Env } from "../env";
import { isSecureOrigin } from "../public-url";
import { ttlOf, type TokenScope } from "./access-token";
import { refreshTokenTtlMs } from "./service";

export const accessCookie = "Authentication";
export const refreshCookie = "Refresh";

// The refresh token is only needed by /api/auth calls (refresh, logout); a narrower
// path keeps it out of every other request.
const accessPath = "/";
const refreshPath = "/api/auth";

function base(env: Pick<Env, "PUBLIC_URL">, path: string): CookieSerializeOptions {
  return { httpOnly: true, sameSite: "lax", secure: isSecureOrigin(env), path };
}

export function setAccessCookie(reply: FastifyReply, env: Env, token: string, scope: TokenScope): void {
  void reply.setCookie(accessCookie, token, { ...base(env, accessPath), maxAge: ttlOf(scope) });
}

export function setRefreshCookie(reply: FastifyReply, env: Env, token: string): void {
  void reply.setCookie(refreshCookie, token, { ...base(env, refreshPath), maxAge: refreshTokenTtlMs / 1000 });
}

export function clearRefreshCookie(reply: FastifyReply, env: Env): void {
  void reply.clearCookie(refreshCookie, base(env, refreshPath));
}

/** Clears both cookies with the attributes they were set with, or browsers keep them. */
export function clearSessionCookies(reply: FastifyReply, env: Env): void {
  void reply.clearCookie(accessCookie, base(env, accessPath));
  clearRefreshCookie(reply, env);
}

/** Cookie options for the short-lived OAuth state and PKCE verifier. */
export function oauthCookieOptions(env: Env): CookieSerializeOptions {
  return { ...base(env, refreshPath), maxAge: 10 * 60 };
}
