import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Env } from "../env";
import { AppError } from "../errors/app-error";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/** Whether `origin` (an Origin header) is the app itself: PUBLIC_URL, or the host the browser addressed. */
function isOwnOrigin(origin: string, request: FastifyRequest, appOrigin: string): boolean {
  if (origin === appOrigin) return true;
  let url: URL;
  try {
    // "null" (sandboxed frames, data: pages) does not parse, and is refused.
    url = new URL(origin);
  } catch {
    return false;
  }
  // Another site's page cannot choose the Host header its visitor's browser sends to us.
  return (url.protocol === "http:" || url.protocol === "https:") && url.host === request.host;
}

/**
 * Whether a state-changing request was sent by a page of another origin (cross-site
 * request forgery): browsers name the sending page's origin in `Origin` on every such
 * request, and say `Sec-Fetch-Site: cross-site | same-site` when they leave it out.
 * Requests without either header come from programs, not from a victim's browser.
 */
export function isCrossOriginWrite(request: FastifyRequest, appOrigin: string): boolean {
  if (safeMethods.has(request.method)) return false;
  const origin = request.headers.origin;
  if (origin !== undefined) return !isOwnOrigin(origin, request, appOrigin);
  const site = request.headers["sec-fetch-site"];
  return site === "cross-site" || site === "same-site";
}

/**
 * Refuses (403 Forbidden) every non-GET request another origin's page sends, before any
 * route runs. Session cookies are SameSite=Lax, which keeps them off cross-site form posts
 * in current browsers, but not off posts from a sibling subdomain (same site) or from
 * browsers without SameSite; routes without a JSON body (2FA disable, logout, duplicate…)
 * would otherwise accept a form post or a text/plain body.
 */
export function registerCrossOriginGuard(app: FastifyInstance, env: Pick<Env, "PUBLIC_URL">): void {
  const appOrigin = new URL(env.PUBLIC_URL).origin;
  app.addHook("onRequest", async (request) => {
    if (isCrossOriginWrite(request, appOrigin)) throw new AppError("Forbidden");
  });
}
