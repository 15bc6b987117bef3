import { isCustomSectionKey } from "@vitae/schema";
import { type DialogMode, type SectionDialogName, useDialogStore } from "@/ui/dialog-store";
import type { ItemSectionKey } from "@/builder/store/section-operations";
import { rememberOpener } from "./return-focus";

/** The dialog that edits the items of a section: its own for built-ins, the shared one for custom sections. */
export function dialogNameOf(key: ItemSectionKey): SectionDialogName {
  return isCustomSectionKey(key) ? "custom" : key;
}

/** Opens the item dialog of a section (closing any other dialog); `id` names the item unless creating. */
export function openItemDialog(key: ItemSectionKey, mode: DialogMode, id?: string): void {
  rememberOpener();
  useDialogStore.getState().open(dialogNameOf(key), mode, id, isCustomSectionKey(key) ? key : undefined);
}
