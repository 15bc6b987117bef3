import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

export type ResumeLayout = "grid" | "list";

type ResumeLayoutState = {
  layout: ResumeLayout;
  setLayout: (layout: ResumeLayout) => void;
};

export const RESUME_LAYOUT_STORAGE_KEY = "resume-layout";

/** The dashboard's grid/list choice, remembered in this browser. */
export const useResumeLayoutStore = create<ResumeLayoutState>()(
  persist(
    (set) => ({
      layout: "grid",
      setLayout: (layout) => set({ layout }),
    }),
    {
      name: RESUME_LAYOUT_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ layout: state.layout }),
    },
  ),
);
