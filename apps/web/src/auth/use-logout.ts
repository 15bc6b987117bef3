import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { api } from "@/api/client";
import { userQueryKey } from "@/api/user-query";

/** Signs out; the UI forgets the user whether or not the server call succeeds. */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await api.post("/auth/logout");
    } catch {
      // Ignored on purpose: a dead session is as signed out as a closed one.
    } finally {
      // Drop every cached answer so the next user never sees this one's resumes.
      queryClient.clear();
      queryClient.setQueryData(userQueryKey, null);
      await navigate("/");
    }
  }, [queryClient, navigate]);
}
