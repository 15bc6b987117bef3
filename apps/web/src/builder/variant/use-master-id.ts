import { useBuilderStore } from "@/builder/store/builder-store";

/** The open resume's master id; null for a resume that is no variant. */
export function useMasterId(): string | null {
  return useBuilderStore((state) => state.meta?.masterId ?? null);
}
