import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { historyApi } from "@/api/history-api";
import { resumeQueryKey } from "@/api/resume-queries";
import { toastApiError } from "@/api/toast-api-error";
import { flushActiveAutosave } from "@/builder/save/autosave";
import { useBuilderStore } from "@/builder/store/builder-store";

/**
 * A change of much of the resume at once (a template applied, the layout reset, a file
 * imported into it): the resume as it is, pending edits saved first, is kept as a version of
 * `kind` before `change` runs, so the History can bring it back. When the copy cannot be
 * kept the change is not made and the error is shown.
 */
export function useChangeInBulk() {
  const queryClient = useQueryClient();
  return useCallback(
    async (kind: "import" | "bulk", change: () => void): Promise<boolean> => {
      const id = useBuilderStore.getState().meta?.id;
      if (!id) return false;
      try {
        await flushActiveAutosave();
        await historyApi.keepBefore(id, kind);
      } catch (error) {
        toastApiError(error);
        return false;
      }
      change();
      void queryClient.invalidateQueries({ queryKey: [...resumeQueryKey(id), "versions"] });
      return true;
    },
    [queryClient],
  );
}
