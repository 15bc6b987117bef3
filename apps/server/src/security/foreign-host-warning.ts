import type { FastifyInstance } from "fastify";
import type { Env } from "../env";
import { internalOrigin } from "../printer/app-printer";

/** Past this many distinct hosts the warnings stop: a scanner sending random Host headers must not flood the log. */
const maxWarnedHosts = 100;

/**
 * Logs one warning per host when requests arrive for a host other than PUBLIC_URL's. The app
 * itself works at any address (what the browser loads is origin-relative), but mailed links,
 * share links, Open Graph tags and OAuth callbacks use PUBLIC_URL, so an operator reaching it
 * at another address most likely forgot to set it. The printer's own address
 * (APP_INTERNAL_URL or loopback) is expected and never warned about.
 */
export function registerForeignHostWarning(app: FastifyInstance, env: Pick<Env, "PUBLIC_URL" | "APP_INTERNAL_URL" | "PORT">): void {
  const publicHost = new URL(env.PUBLIC_URL).host.toLowerCase();
  const warned = new Set<string>();
  app.addHook("onRequest", async (request) => {
    const host = request.host.toLowerCase();
    if (!host || host === publicHost || warned.has(host) || warned.size >= maxWarnedHosts) return;
    // Known only once the server listens (PORT=0 picks the port then).
    if (host === new URL(internalOrigin(env, app)).host) return;
    warned.add(host);
    request.log.warn(
      { host, publicUrl: env.PUBLIC_URL },
      `Requests arrive for ${host}, but PUBLIC_URL is ${env.PUBLIC_URL}: links in mails, share links, ` +
        "Open Graph tags and OAuth callbacks point there. Set PUBLIC_URL to the address people use to reach the app.",
    );
  });
}
