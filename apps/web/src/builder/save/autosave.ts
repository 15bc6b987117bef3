import { type ResumeData, limits, resumeDataSchema } from "@vitae/schema";
import { create } from "zustand";
import { ApiError } from "@/api/client";
import type { SavedVersion, SaveResumeBody, VersionedResume } from "@/api/resume-api";
import { useBuilderStore } from "@/builder/store/builder-store";
import { clearDraft, writeDraft } from "./draft-storage";
import { type SaveBase, saveBodyFor } from "./save-body";

/*
 * Saves the builder's edits (500 ms after the last change) and makes sure nothing
 * typed is lost:
 * - one save at a time; edits made while a save is in flight are sent right after it;
 * - a failed save keeps the edits, retries with backoff (and at once when the browser comes
 *   back online) and says so;
 * - a 409 (someone saved a newer version elsewhere) stops saving until the user chooses to
 *   reload the other version or overwrite it — never a silent overwrite;
 * - data the schema refuses (a half-typed email) is not sent; the form shows the error and
 *   the next valid edit is saved;
 * - when the page is hidden or closed the pending save is sent at once (keepalive) and the
 *   unsaved data is kept in localStorage, restored on the next open (see draft-storage);
 * - a save sends a JSON Patch of what changed since the version it is based on when this tab
 *   knows that version's data (save-body), and the whole data when it does not or when the
 *   server cannot apply the patch.
 */

export type SaveStatus = "saved" | "pending" | "saving" | "failed" | "invalid" | "conflict" | "locked";

export type SaveState = {
  status: SaveStatus;
  /** The last failure's message (failed, invalid, locked). */
  message?: string;
  /** When the next automatic retry happens (failed). */
  retryAt?: number;
};

export const useSaveState = create<SaveState>(() => ({ status: "saved" }));

export type SaveCall = (id: string, body: SaveResumeBody, options: { keepalive?: boolean }) => Promise<SavedVersion>;

export type AutosaveOptions = {
  save: SaveCall;
  /** Reads the newest copy of the resume, to resolve a conflict. */
  fetchCurrent: (id: string) => Promise<VersionedResume>;
  delayMs?: number;
  /** Waits between retries of a failed save; the last one repeats. */
  retryDelaysMs?: readonly number[];
};

export type Autosave = {
  /** Sends pending edits now (page hidden, leaving the builder). */
  flush: (options?: { keepalive?: boolean }) => Promise<void>;
  /** Whether some edit is not yet acknowledged by the server. */
  hasUnsavedChanges: () => boolean;
  /** After a conflict: take the server's version (`reload`) or write ours over it (`overwrite`). */
  resolveConflict: (choice: "reload" | "overwrite") => Promise<void>;
  /** Stops listening; pending edits stay in the draft storage. */
  dispose: () => void;
};

let active: Autosave | null = null;

/** Saves the open builder's pending edits now (before printing); resolves at once when there is none. */
export function flushActiveAutosave(): Promise<void> {
  return active?.flush() ?? Promise.resolve();
}

/** Resolves the open builder's save conflict (see `Autosave.resolveConflict`). */
export function resolveActiveConflict(choice: "reload" | "overwrite"): Promise<void> {
  return active?.resolveConflict(choice) ?? Promise.resolve();
}

// Browsers refuse keepalive requests whose bodies exceed 64 KiB; larger saves go normally.
const keepaliveBodyLimit = 60_000;

export function startAutosave({
  save,
  fetchCurrent,
  delayMs = limits.saveDebounceMs,
  retryDelaysMs = [1_000, 2_000, 5_000, 10_000, 30_000],
}: AutosaveOptions): Autosave {
  const store = useBuilderStore;
  const setState = (state: SaveState) => useSaveState.setState(state, true);
  // The data the server has acknowledged; anything else in the store is unsaved.
  let savedData: ResumeData | null = store.getState().data;
  // The version whose data this tab knows, which a patch is computed from.
  let base: SaveBase | null = null;
  const rememberBase = () => {
    const { meta, data } = store.getState();
    base = meta && data ? { version: meta.version, data } : null;
  };
  rememberBase();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<void> | null = null;
  let failures = 0;
  let inConflict = false;
  setState({ status: "saved" });

  const schedule = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => void run(), ms);
  };

  const unsaved = () => {
    const { data } = store.getState();
    return data !== null && data !== savedData;
  };

  const rememberDraft = () => {
    const { meta, data } = store.getState();
    if (meta && data && unsaved()) writeDraft(meta.id, { version: meta.version, data });
  };

  const unsubscribe = store.subscribe((state, previous) => {
    if (state.meta?.id !== previous.meta?.id) {
      // a load
      savedData = state.data;
      rememberBase();
    }
    if (state.data === previous.data || inConflict || !unsaved()) return;
    if (state.meta?.locked) return;
    if (useSaveState.getState().status !== "failed") setState({ status: "pending" });
    schedule(delayMs);
  });

  async function run(options: { keepalive?: boolean } = {}): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    if (inFlight) {
      await inFlight;
      // The finished save re-runs itself when edits arrived meanwhile.
      return;
    }
    const { meta, data } = store.getState();
    if (!meta || !data || inConflict) return;
    if (!unsaved()) {
      clearDraft(meta.id);
      setState({ status: "saved" });
      return;
    }
    const checked = resumeDataSchema.safeParse(data);
    if (!checked.success) {
      rememberDraft();
      setState({ status: "invalid", message: checked.error.issues[0]?.message });
      return;
    }
    const body = saveBodyFor(base, data, meta.version);
    if (body === undefined) {
      // Edited and edited back: the server already holds exactly this.
      savedData = data;
      clearDraft(meta.id);
      setState({ status: "saved" });
      return;
    }
    const keepalive = options.keepalive === true && JSON.stringify(body).length < keepaliveBodyLimit;
    setState({ status: "saving" });
    inFlight = send(meta.id, body, data, keepalive);
    await inFlight;
    inFlight = null;
    if (!inConflict && unsaved() && useSaveState.getState().status !== "failed") await run();
  }

  async function send(id: string, body: SaveResumeBody, data: ResumeData, keepalive: boolean): Promise<void> {
    try {
      const saved = await save(id, body, { keepalive });
      failures = 0;
      savedData = data;
      base = { version: saved.version, data };
      store.getState().setMeta({ version: saved.version, updatedAt: saved.updatedAt });
      if (!unsaved()) {
        clearDraft(id);
        setState({ status: "saved" });
      }
    } catch (error) {
      rememberDraft();
      if ("patch" in body && error instanceof ApiError && error.status === 400) {
        // The server could not apply the patch to its copy of the version: whatever the
        // reason, the whole data is always right. Data the schema refuses fails again there.
        base = null;
        await send(id, { data, version: body.version }, data, keepalive);
        return;
      }
      handleFailure(error);
    }
  }

  function handleFailure(error: unknown) {
    const apiError = error instanceof ApiError ? error : undefined;
    if (apiError?.code === "ResumeVersionConflict") {
      inConflict = true;
      setState({ status: "conflict", message: apiError.message });
      return;
    }
    if (apiError?.code === "ResumeLocked") {
      store.getState().setMeta({ locked: true });
      setState({ status: "locked", message: apiError.message });
      return;
    }
    if (apiError && apiError.status === 400) {
      setState({ status: "invalid", message: apiError.message });
      return;
    }
    const wait = retryDelaysMs[Math.min(failures, retryDelaysMs.length - 1)] ?? 30_000;
    failures += 1;
    setState({
      status: "failed",
      message: error instanceof Error ? error.message : String(error),
      retryAt: Date.now() + wait,
    });
    schedule(wait);
  }

  const onOnline = () => {
    if (useSaveState.getState().status === "failed") void run();
  };
  const onHide = () => {
    rememberDraft();
    if (unsaved()) void run({ keepalive: true });
  };
  const onVisibility = () => {
    if (document.visibilityState === "hidden") onHide();
  };
  window.addEventListener("online", onOnline);
  window.addEventListener("pagehide", onHide);
  document.addEventListener("visibilitychange", onVisibility);

  const autosave: Autosave = {
    flush: (options) => run(options),
    hasUnsavedChanges: unsaved,
    async resolveConflict(choice) {
      const { meta } = store.getState();
      if (!meta) return;
      const current = await fetchCurrent(meta.id);
      if (choice === "reload") {
        clearDraft(meta.id);
        store.getState().load(current);
        savedData = store.getState().data;
        rememberBase();
        inConflict = false;
        setState({ status: "saved" });
        return;
      }
      store.getState().setMeta({ version: current.version });
      inConflict = false;
      await run();
    },
    dispose() {
      clearTimeout(timer);
      rememberDraft();
      unsubscribe();
      window.removeEventListener("online", onOnline);
      window.removeEventListener("pagehide", onHide);
      document.removeEventListener("visibilitychange", onVisibility);
      if (active === autosave) active = null;
    },
  };
  active = autosave;
  return autosave;
}
