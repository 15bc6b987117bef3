import { create } from "zustand";

/** Dialogs of SPEC §2; later issues add theirs (resume, lock, import, sections). */
export type DialogName = "two-factor";

/** Every dialog works in one of these modes (SPEC §2 "Dialogs"). */
export type DialogMode = "create" | "update" | "duplicate" | "delete";

export type OpenDialog = { name: DialogName; mode: DialogMode };

type DialogState = {
  dialog: OpenDialog | null;
  /** Opens a dialog, or switches the open one to another mode; any other dialog closes. */
  open: (name: DialogName, mode: DialogMode) => void;
  close: () => void;
};

/** Only one dialog is open at a time (SPEC §2), so a single slot holds it. */
export const useDialogStore = create<DialogState>()((set) => ({
  dialog: null,
  open: (name, mode) => set({ dialog: { name, mode } }),
  close: () => set({ dialog: null }),
}));

/** The mode of `name` when that dialog is the open one, otherwise null. */
export function useDialogMode(name: DialogName): DialogMode | null {
  return useDialogStore((state) => (state.dialog?.name === name ? state.dialog.mode : null));
}
