import { type ResumeData, limits } from "@vitae/schema";
import { produce } from "immer";
import { temporal } from "zundo";
import { create } from "zustand";
import { immer } from "zustand/middleware/immer";
import type { VersionedResume } from "@/api/resume-api";
import { type TextChange, changedText, startsUndoStep } from "./typing-steps";

/** The resume record around the data: what the builder shows but does not undo. */
export type ResumeMeta = Omit<VersionedResume, "data">;

export type BuilderState = {
  /** The record of the open resume; null until a resume is loaded. */
  meta: ResumeMeta | null;
  /** The resume data being edited; the only part undo and redo touch. */
  data: ResumeData | null;
  /** Replaces everything with a resume from the server and forgets the undo history. */
  load: (resume: VersionedResume) => void;
  /** Applies an edit to the data (one undo step). Ignored while nothing is loaded. */
  edit: (recipe: (data: ResumeData) => void) => void;
  /** Updates the record (version after a save, visibility, lock, title); never an undo step. */
  setMeta: (patch: Partial<ResumeMeta>) => void;
  /** Back to the empty state when the builder closes. */
  unload: () => void;
};

/*
 * One store for the open resume: immer for readable edits, zundo for undo/redo limited to
 * 100 steps (`limits.undoHistorySteps`). Only `data` is tracked (partialize), so saving —
 * which bumps the version in `meta` — never becomes an undo step, and undo never rewinds the
 * version a PATCH must quote.
 */
/** The text the last edit changed: typing on in it joins that edit's undo step (typing-steps.ts). */
let lastTextChange: TextChange | null = null;

export const useBuilderStore = create<BuilderState>()(
  temporal(
    immer((set, get) => ({
      meta: null,
      data: null,
      load: (resume) => {
        const { data, ...meta } = resume;
        lastTextChange = null;
        withoutHistory(() => set({ meta, data: structuredClone(data) }), { clear: true });
      },
      edit: (recipe) => {
        const before = get().data;
        if (!before) return;
        const after = produce(before, recipe);
        if (after === before) return;
        const change = changedText(before, after);
        const newStep = startsUndoStep(lastTextChange, change);
        lastTextChange = change;
        if (newStep) set({ data: after });
        // The next letter of a word: the data changes, the step it belongs to does not.
        else withoutHistory(() => set({ data: after }));
      },
      setMeta: (patch) =>
        withoutHistory(() =>
          set((state) => {
            if (state.meta) Object.assign(state.meta, patch);
          }),
        ),
      unload: () => {
        lastTextChange = null;
        withoutHistory(() => set({ meta: null, data: null }), { clear: true });
      },
    })),
    {
      limit: limits.undoHistorySteps,
      partialize: (state) => ({ data: state.data }),
      // `meta` changes (saves) reach the tracker too; only a new data object is a step.
      equality: (past, current) => past.data === current.data,
    },
  ),
);

/**
 * Runs a change the undo history must not record; `clear` starts the history afresh (a load
 * replaces the resume, so steps recorded against the previous one would be nonsense).
 */
function withoutHistory(change: () => void, { clear = false } = {}): void {
  const history = useBuilderStore.temporal.getState();
  const wasTracking = history.isTracking;
  history.pause();
  try {
    change();
  } finally {
    if (wasTracking) history.resume();
  }
  if (clear) history.clear();
}

// After undo or redo, the next keystroke starts a step of its own.
export const undo = () => {
  lastTextChange = null;
  useBuilderStore.temporal.getState().undo();
};
export const redo = () => {
  lastTextChange = null;
  useBuilderStore.temporal.getState().redo();
};
