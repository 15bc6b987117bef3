import { useQueryClient } from "@tanstack/react-query";
import { type User, defaultPostLoginPath } from "@vitae/schema";
import { useCallback } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { userQueryKey } from "@/api/user-query";
import { sanitizeRedirect } from "./sanitize-redirect";

/** The `?redirect=` value of the current page when it is a safe same-origin path, else null. */
export function useRedirectTarget(): string | null {
  const [searchParams] = useSearchParams();
  return sanitizeRedirect(searchParams.get("redirect"));
}

/** `path`, carrying the redirect value along so the next step of sign-in still knows it. */
export function withRedirect(path: string, redirect: string | null): string {
  return redirect ? `${path}?${new URLSearchParams({ redirect }).toString()}` : path;
}

/**
 * Finishes a sign-in: stores the user in the query cache (which the guards read) and
 * goes to the sanitised `redirect` value or the dashboard.
 */
export function useCompleteSignIn(): (user: User) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const target = useRedirectTarget();
  return useCallback(
    (user: User) => {
      queryClient.setQueryData(userQueryKey, user);
      void navigate(target ?? defaultPostLoginPath, { replace: true });
    },
    [queryClient, navigate, target],
  );
}
