import type { ResumeData, ResumeDataPatch } from "@vitae/schema";
import { createPatch } from "rfc6902";
import type { SaveResumeBody } from "@/api/resume-api";

/** The data the server holds at `version`, as far as this tab knows: what it loaded or last saved. */
export type SaveBase = { version: number; data: ResumeData };

/**
 * The body of one save of `data`, based on `version`: a JSON Patch of what changed since
 * `base` when the base is that version and the patch is the smaller of the two, else the
 * whole data. A one-word edit of a 40 KB resume so sends a few hundred bytes, and the server
 * sanitises only what changed. Whole data is the fallback that is always right: after the
 * user chose to overwrite another tab's version, the tab does not know what that version
 * holds. `undefined` when nothing changed since the base.
 */
export function saveBodyFor(base: SaveBase | null, data: ResumeData, version: number): SaveResumeBody | undefined {
  if (base === null || base.version !== version) return { data, version };
  const patch = createPatch(base.data, data) as ResumeDataPatch;
  if (patch.length === 0) return undefined;
  return JSON.stringify(patch).length < JSON.stringify(data).length ? { patch, version } : { data, version };
}
