import type { QueryClient } from "@tanstack/react-query";
import { userQueryKey } from "./user-query";

/**
 * What the app does when the session cannot be refreshed: forget the user so
 * guards and menus see "signed out" at once, then go to the login page.
 */
export function expireSession(queryClient: QueryClient, navigate: (to: string) => unknown): () => void {
  return () => {
    queryClient.setQueryData(userQueryKey, null);
    void navigate("/auth/login");
  };
}
