import type { ResumeData } from "@vitae/schema";
import { create } from "zustand";

/** The resume the parent page sent, already parsed by the artboard protocol. */
type ArtboardState = {
  resume: ResumeData | null;
  setResume: (resume: ResumeData) => void;
};

export const useArtboardStore = create<ArtboardState>()((set) => ({
  resume: null,
  setResume: (resume) => set({ resume }),
}));
