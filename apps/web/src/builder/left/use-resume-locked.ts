import { useBuilderStore } from "@/builder/store/builder-store";

/** Whether the open resume is locked: every editing control of the panel is disabled then. */
export function useResumeLocked(): boolean {
  return useBuilderStore((state) => state.meta?.locked ?? false);
}
