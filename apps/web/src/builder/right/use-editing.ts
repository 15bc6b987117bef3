import { useBuilderStore } from "@/builder/store/builder-store";

/**
 * What every design control needs: the store's `edit` and whether editing is off (a locked
 * resume is read-only; with nothing loaded there is nothing to edit either).
 */
export function useEditing() {
  const edit = useBuilderStore((state) => state.edit);
  const locked = useBuilderStore((state) => state.meta?.locked ?? true);
  return { edit, locked };
}
