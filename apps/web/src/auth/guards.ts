import type { QueryClient } from "@tanstack/react-query";
import { type User, defaultPostLoginPath } from "@vitae/schema";
import { redirect } from "react-router";
import { userQuery } from "@/api/user-query";
import { sanitizeRedirect } from "./sanitize-redirect";

/**
 * Loader guard for signed-in pages. Returns the user, or throws a redirect to the
 * login page carrying the requested path and query.
 *
 * A child loader that calls the API must `await requireUser(...)` itself before doing
 * so: parent and child loaders run in parallel, and an anonymous API call would end in
 * the session-expired handler instead of this redirect.
 */
export async function requireUser(queryClient: QueryClient, request: Request): Promise<User> {
  const user = await queryClient.ensureQueryData(userQuery);
  if (user) return user;
  const url = new URL(request.url);
  const params = new URLSearchParams({ redirect: url.pathname + url.search });
  throw redirect(`/auth/login?${params.toString()}`);
}

/**
 * Loader guard for guest-only pages: a signed-in user goes to the `redirect` query
 * value when it is a safe same-origin path, otherwise to `defaultPostLoginPath` (the dashboard).
 */
export async function requireGuest(queryClient: QueryClient, request: Request): Promise<null> {
  const user = await queryClient.ensureQueryData(userQuery);
  if (!user) return null;
  const target = sanitizeRedirect(new URL(request.url).searchParams.get("redirect"));
  throw redirect(target ?? defaultPostLoginPath);
}
