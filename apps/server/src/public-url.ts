import type { Env } from "./env";

/**
 * An absolute address of the app for mails and OAuth callbacks. Joined by hand rather
 * than with `new URL(path, base)` so a PUBLIC_URL with a path prefix keeps it.
 */
export function publicUrl(env: Pick<Env, "PUBLIC_URL">, path: string): string {
  return `${env.PUBLIC_URL.replace(/\/+$/, "")}${path}`;
}

/** Cookies get `Secure` exactly when people reach the app over https. */
export function isSecureOrigin(env: Pick<Env, "PUBLIC_URL">): boolean {
  return env.PUBLIC_URL.startsWith("https:");
}
