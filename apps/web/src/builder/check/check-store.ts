import type { CheckReportPayload, ResumeData } from "@vitae/schema";
import { create } from "zustand";
import { checkApi } from "@/api/check-api";
import { flushActiveAutosave } from "@/builder/save/autosave";
import { useBuilderStore } from "@/builder/store/builder-store";

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
  setJobDescription: (text: string) => void;
  setFocus: (focus: CheckFocus) => void;
  /** Saves pending edits (the server checks the saved resume), then runs the check. */
  run: (resumeId: string) => Promise<void>;
};

const fresh = { jobDescription: "", running: false, report: null, checkedData: null, error: null, focus: { kind: "all" } } as const;

/**
 * The Check mode's state, kept outside its components so that the report is still there when
 * the user goes to a field, edits it and comes back.
 */
export const useCheckStore = create<CheckState>()((set, get) => ({
  resumeId: null,
  ...fresh,
  setJobDescription: (jobDescription) => set({ jobDescription }),
  setFocus: (focus) => set({ focus }),
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
