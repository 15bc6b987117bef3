import { create } from "zustand";

/** What the content column shows: the forms that edit the resume, or the resume check. */
export type BuilderMode = "edit" | "check";

type BuilderModeState = {
  mode: BuilderMode;
  setMode: (mode: BuilderMode) => void;
};

/** The builder's mode; every opened builder starts editing. */
export const useBuilderModeStore = create<BuilderModeState>()((set) => ({
  mode: "edit",
  setMode: (mode) => set({ mode }),
}));
