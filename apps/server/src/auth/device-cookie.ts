import { createId } from "@vitae/schema";
import type { FastifyReply } from "fastify";
import type { Env } from "../env";
import { isSecureOrigin } from "../public-url";
import { hmacHex, safeEqual } from "./crypto";

/**
 * A browser that signed in to an account before carries this cookie (signed, for that
 * account). Its failed logins are counted on their own, so a stranger guessing at the
 * account from elsewhere cannot lock its owner out (docs/auth-api.md, "Rate limits").
 */
export const deviceCookie = "Device";
const deviceCookieMaxAgeSeconds = 365 * 24 * 60 * 60;

function signature(key: Uint8Array, userId: string, deviceId: string): string {
  return hmacHex(key, `${userId}.${deviceId}`);
}

/** The device id of a cookie signed for `userId`, or null for anything else. */
export function knownDevice(key: Uint8Array, userId: string, cookie: string | undefined): string | null {
  const [deviceId, cookieUser, signed, ...rest] = (cookie ?? "").split(".");
  if (!deviceId || !cookieUser || !signed || rest.length > 0 || cookieUser !== userId) return null;
  return safeEqual(signed, signature(key, userId, deviceId)) ? deviceId : null;
}

/** Marks this browser as one that signed in to `userId`, keeping its device id when it has one. */
export function setDeviceCookie(reply: FastifyReply, env: Env, key: Uint8Array, userId: string, deviceId?: string): void {
  const id = deviceId ?? createId();
  void reply.setCookie(deviceCookie, `${id}.${userId}.${signature(key, userId, id)}`, {
    httpOnly: true,
    sameSite: "lax",
    secure: isSecureOrigin(env),
    path: "/api/auth",
    maxAge: deviceCookieMaxAgeSeconds,
  });
}
