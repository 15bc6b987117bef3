import type { CheckReportPayload, ResumeData } from "@vitae/schema";
import { create } from "zustand";
import { checkApi } from "@/api/check-api";
import { flushActiveAutosave } from "@/builder/save/autosave";
import { useBuilderStore } from "@/builder/store/builder-store";
import type { Suggestion } from "./suggest-edits";

/** What the user made of a suggested edit: not yet decided, applied, or turned down. */
export type SuggestionDecision = "open" | "accepted" | "rejected";

export type ReviewedSuggestion = Suggestion & { decision: SuggestionDecision };

/** Where a suggestion belongs: one per field. */
export const suggestionKey = ({ target }: Suggestion) => `${target.section}/${target.itemId ?? ""}/${target.field}`;

/** What the preview marks: every finding's runs, one finding's, or one matched term's. */
export type CheckFocus = { kind: "all" } | { kind: "check"; id: string } | { kind: "term"; term: string };

type CheckState = {
  /** The resume the rest belongs to: opening another resume starts afresh. */
  resumeId: string | null;
  jobDescription: string;
  running: boolean;
  report: CheckReportPayload | null;
  /** The data the report was made from: after an edit the report is out of date. */
  checkedData: ResumeData | null;
  /** The last run's failure, shown until the next run. */
  error: unknown;
  focus: CheckFocus;
  /**
   * The last "Suggest edits" run and the decisions taken on it, kept here (not in the
   * component) so that a review survives going to the editor and back; null when none.
   */
  suggestions: ReviewedSuggestion[] | null;
  setJobDescription: (text: string) => void;
  setFocus: (focus: CheckFocus) => void;
  setSuggestions: (suggestions: readonly Suggestion[] | null) => void;
  /** Records the decision on the suggestions of these keys. */
  decide: (keys: ReadonlySet<string>, decision: Exclude<SuggestionDecision, "open">) => void;
  /** Saves pending edits (the server checks the saved resume), then runs the check. */
  run: (resumeId: string) => Promise<void>;
};

const fresh = { jobDescription: "", running: false, report: null, checkedData: null, error: null, focus: { kind: "all" }, suggestions: null } as const;

/**
 * The Check mode's state, kept outside its components so that the report and the suggested
 * edits under review are still there when the user goes to a field, edits it and comes back.
 */
export const useCheckStore = create<CheckState>()((set, get) => ({
  resumeId: null,
  ...fresh,
  setJobDescription: (jobDescription) => set({ jobDescription }),
  setFocus: (focus) => set({ focus }),
  setSuggestions: (suggestions) => set({ suggestions: suggestions?.map((suggestion) => ({ ...suggestion, decision: "open" })) ?? null }),
  decide: (keys, decision) =>
    set(({ suggestions }) => ({
      suggestions: suggestions?.map((suggestion) => (keys.has(suggestionKey(suggestion)) ? { ...suggestion, decision } : suggestion)) ?? null,
    })),
  run: async (resumeId) => {
    if (get().running) return;
    set({ running: true, error: null });
    try {
      await flushActiveAutosave();
      const checkedData = useBuilderStore.getState().data;
      const report = await checkApi.run(resumeId, get().jobDescription);
      set({ report, checkedData, focus: { kind: "all" } });
    } catch (error) {
      set({ error });
    } finally {
      set({ running: false });
    }
  },
}));

/** Forgets the last resume's check when another resume is open. */
export function forgetOtherResume(resumeId: string): void {
  if (useCheckStore.getState().resumeId !== resumeId) useCheckStore.setState({ resumeId, ...fresh });
}
