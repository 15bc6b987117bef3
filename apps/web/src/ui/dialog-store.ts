import { create } from "zustand";

/**
 * Dialogs of SPEC §2; later issues add theirs (sections). "import" is named here for the
 * import issue, which brings its dialog (see features.ts).
 */
export type DialogName = "two-factor" | "resume" | "lock" | "import";

/** Every dialog works in one of these modes (SPEC §2 "Dialogs"). */
export type DialogMode = "create" | "update" | "duplicate" | "delete";

/** `id` names what the dialog works on, e.g. the resume to rename; absent when creating. */
export type OpenDialog = { name: DialogName; mode: DialogMode; id?: string };

type DialogState = {
  dialog: OpenDialog | null;
  /** Opens a dialog, or switches the open one to another mode; any other dialog closes. */
  open: (name: DialogName, mode: DialogMode, id?: string) => void;
  close: () => void;
};

/** Only one dialog is open at a time (SPEC §2), so a single slot holds it. */
export const useDialogStore = create<DialogState>()((set) => ({
  dialog: null,
  open: (name, mode, id) => set({ dialog: id === undefined ? { name, mode } : { name, mode, id } }),
  close: () => set({ dialog: null }),
}));

/** The mode of `name` when that dialog is the open one, otherwise null. */
export function useDialogMode(name: DialogName): DialogMode | null {
  return useDialogStore((state) => (state.dialog?.name === name ? state.dialog.mode : null));
}

/** The open dialog when it is `name`, otherwise null. */
export function useOpenDialog(name: DialogName): OpenDialog | null {
  return useDialogStore((state) => (state.dialog?.name === name ? state.dialog : null));
}
