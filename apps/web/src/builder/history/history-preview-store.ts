import type { HistoryVersionWithData } from "@vitae/schema";
import { create } from "zustand";

type HistoryPreviewState = {
  /** The version the preview shows instead of the resume being edited; null shows the resume. */
  shown: HistoryVersionWithData | null;
  show: (version: HistoryVersionWithData) => void;
  backToCurrent: () => void;
  /** Set by the History panel: restores the shown version (the banner's Restore button). */
  restore: ((versionId: string) => void) | null;
  setRestore: (restore: ((versionId: string) => void) | null) => void;
};

/** Which version of the History the builder's preview shows (kept out of the undoable builder store). */
export const useHistoryPreviewStore = create<HistoryPreviewState>()((set) => ({
  shown: null,
  show: (version) => set({ shown: version }),
  backToCurrent: () => set({ shown: null }),
  restore: null,
  setRestore: (restore) => set({ restore }),
}));
