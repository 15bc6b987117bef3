import type { ItemSectionId } from "@vitae/schema";
import { create } from "zustand";

/** The builder's item dialogs: one per built-in section with items, and one for custom sections. */
export type SectionDialogName = ItemSectionId | "custom";

/** The app's dialogs: one store, so only one is open at a time. */
export type DialogName = "two-factor" | "resume" | "lock" | "import" | "variant" | SectionDialogName;

/** Every dialog works in one of these modes. */
export type DialogMode = "create" | "update" | "duplicate" | "delete";

/**
 * `id` names what the dialog works on, e.g. the resume to rename; absent when creating.
 * `section` is the `custom.{id}` key the custom-section dialog works in (one dialog serves
 * every custom section).
 */
export type OpenDialog = { name: DialogName; mode: DialogMode; id?: string; section?: string };

type DialogState = {
  dialog: OpenDialog | null;
  /** Opens a dialog, or switches the open one to another mode; any other dialog closes. */
  open: (name: DialogName, mode: DialogMode, id?: string, section?: string) => void;
  close: () => void;
};

/** Only one dialog is open at a time, so a single slot holds it. */
export const useDialogStore = create<DialogState>()((set) => ({
  dialog: null,
  open: (name, mode, id, section) =>
    set({
      dialog: {
        name,
        mode,
        ...(id === undefined ? {} : { id }),
        ...(section === undefined ? {} : { section }),
      },
    }),
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
