import { highlightLimits } from "@vitae/schema";
import { create } from "zustand";

type PreviewHighlightsState = {
  /** Runs of the resume's text the preview marks (SET_HIGHLIGHTS); empty for none. */
  terms: string[];
  /** Marks these runs instead of the last ones; blanks and repeats are dropped, and past the protocol's limits the rest. */
  show: (terms: readonly string[]) => void;
  clear: () => void;
};

/** What the preview marks, set by the Check mode and sent to the frame by the preview's feed. */
export const usePreviewHighlightsStore = create<PreviewHighlightsState>()((set) => ({
  terms: [],
  show: (terms) =>
    set({
      terms: [...new Set(terms.map((term) => term.trim()).filter((term) => term !== ""))]
        .filter((term) => term.length <= highlightLimits.termLength)
        .slice(0, highlightLimits.terms),
    }),
  clear: () => set({ terms: [] }),
}));
