import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ResetTarget, type ResumeData, type VariantDifferences, applyDifferences, resetDifference } from "@vitae/schema";
import { useCallback } from "react";
import { resumeApi } from "@/api/resume-api";
import { resumeQueryKey } from "@/api/resume-queries";
import { toastApiError } from "@/api/toast-api-error";
import { variantApi } from "@/api/variant-api";
import { flushActiveAutosave } from "@/builder/save/autosave";
import { useBuilderStore } from "@/builder/store/builder-store";
import { useMasterId } from "./use-master-id";
import { differencesOf } from "./variant-differences";
import { copyAtPath } from "./variant-paths";

/** The master of a variant, read once and kept in the resume cache (GET /resume/{masterId}). */
export const masterQuery = (masterId: string) =>
  queryOptions({ queryKey: resumeQueryKey(masterId), queryFn: () => resumeApi.get(masterId) });

/** The master of the open variant (undefined while loading, or when the open resume is no variant). */
export function useMaster() {
  const masterId = useMasterId();
  const { data } = useQuery({ ...masterQuery(masterId ?? ""), enabled: masterId !== null });
  return masterId === null ? undefined : data;
}

/**
 * Something about the open variant's differences, picked by `select` (keep its answer a
 * plain value, so a mark re-renders only when its own answer changes); undefined when the
 * open resume is no variant or its master has not loaded yet.
 */
export function useDifferences<T>(select: (differences: VariantDifferences) => T): T | undefined {
  const master = useMaster()?.data;
  return useBuilderStore((state) => (master && state.data ? select(differencesOf(master, state.data)) : undefined));
}

/** What "Use master's value" resets: a field, an item or a list's order (the dropped notes are dismissed elsewhere). */
export type MasterValueTarget = Exclude<ResetTarget, { kind: "dropped" }>;

/** The path whose value a reset changes: the field, or the whole list an item or order belongs to. */
const changedPath = (target: MasterValueTarget) => (target.kind === "field" ? target.path : target.list);

/**
 * The data of the open variant with some differences reset: what the master has there now.
 * Pure over its arguments, for the store's edit.
 */
export function resetData(master: ResumeData, data: ResumeData, targets: readonly MasterValueTarget[]): ResumeData {
  const differences = targets.reduce(resetDifference, differencesOf(master, data));
  return applyDifferences(master, differences).data;
}

/**
 * "Use master's value": reads the master afresh (it may have changed since the builder
 * opened) and makes the open variant follow it at each target, in one edit of the builder
 * store: one undo step, which autosave sends like any edit (the server stores no override for
 * a value equal to the master's; a stale version meets the usual conflict prompt).
 */
export function useResetToMaster(): (targets: readonly MasterValueTarget[]) => Promise<void> {
  const queryClient = useQueryClient();
  const masterId = useMasterId();
  return useCallback(
    async (targets: readonly MasterValueTarget[]) => {
      if (masterId === null) return;
      try {
        const master = await queryClient.fetchQuery({ ...masterQuery(masterId), staleTime: 0 });
        const { data, edit } = useBuilderStore.getState();
        if (!data) return;
        const next = resetData(master.data, data, targets);
        edit((draft) => {
          for (const target of targets) copyAtPath(draft, next, changedPath(target));
        });
      } catch (error) {
        toastApiError(error);
      }
    },
    [queryClient, masterId],
  );
}

/**
 * Dismisses the notes about differences that no longer apply, once the user has read them:
 * `resetDifference`'s `dropped` kind, saved as `{ differences, version }` (docs/variants.md,
 * "Reset to the master's value"). The notes are no part of the data, so the data's autosave
 * cannot carry this: pending edits are saved first, then the differences of the data as it now
 * is, without the notes; a master changed meanwhile meets the usual 409.
 */
export function useDismissDropped(): () => Promise<void> {
  const queryClient = useQueryClient();
  const masterId = useMasterId();
  return useCallback(async () => {
    if (masterId === null) return;
    try {
      await flushActiveAutosave();
      const master = await queryClient.fetchQuery({ ...masterQuery(masterId), staleTime: 0 });
      const { meta, data, setMeta } = useBuilderStore.getState();
      if (!meta || !data) return;
      const differences = resetDifference(differencesOf(master.data, data), { kind: "dropped" });
      const saved = await variantApi.saveDifferences(meta.id, { differences, version: meta.version });
      setMeta({ version: saved.version, updatedAt: saved.updatedAt, differences: saved.differences ?? null });
    } catch (error) {
      toastApiError(error);
    }
  }, [queryClient, masterId]);
}
