import type { QueryClient } from "@tanstack/react-query";
import { defaultPostLoginPath } from "@vitae/schema";
import { redirect } from "react-router";
import { fetchCurrentUser, userQueryKey } from "@/api/user-query";

const callbackStatuses = ["authenticated", "2fa_required"] as const;
type CallbackStatus = (typeof callbackStatuses)[number];

const isCallbackStatus = (value: string | null): value is CallbackStatus =>
  (callbackStatuses as readonly (string | null)[]).includes(value);

/**
 * /auth/callback, where social sign-in returns. It never renders for long:
 * every outcome is a redirect.
 */
export function authCallbackLoader(queryClient: QueryClient) {
  return async ({ request }: { request: Request }): Promise<never> => {
    const status = new URL(request.url).searchParams.get("status");
    if (!isCallbackStatus(status)) throw redirect("/auth/login");
    if (status === "2fa_required") throw redirect("/auth/verify-otp");

    // Fetch afresh: the server has just set new cookies, so any cached answer is stale.
    const user = await fetchCurrentUser();
    queryClient.setQueryData(userQueryKey, user);
    throw redirect(user ? defaultPostLoginPath : "/auth/login");
  };
}
