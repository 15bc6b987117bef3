import { type ResumeData, resumeDataSchema } from "@vitae/schema";
import { z } from "zod";

/*
 * Unsaved builder edits kept in localStorage, so closing the tab while offline (or while a
 * save is failing) loses nothing: the next open of the resume restores them and saves them
 * against the version they were based on — a newer version on the server then surfaces as
 * the usual conflict prompt instead of being overwritten.
 */

export type Draft = { version: number; data: ResumeData };

const draftSchema = z.object({ version: z.int().min(1), data: resumeDataSchema });

const draftKey = (resumeId: string) => `vitae.draft.${resumeId}`;

export function writeDraft(resumeId: string, draft: Draft): void {
  try {
    localStorage.setItem(draftKey(resumeId), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the edits still live in memory and in the save retries.
  }
}

/** The stored draft of a resume, or null when there is none or it no longer parses. */
export function readDraft(resumeId: string): Draft | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(draftKey(resumeId));
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearDraft(resumeId: string): void {
  try {
    localStorage.removeItem(draftKey(resumeId));
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
