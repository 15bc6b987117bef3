import type { VersionedResume } from "@/api/resume-api";

/** A resume of the dashboard with the variants listed under it (empty for all but masters). */
export type ResumeGroup = { resume: VersionedResume; variants: VersionedResume[] };

/**
 * Puts every variant under its master, keeping the order of `resumes` among masters and
 * among each master's variants. A variant whose master is not in the list (in the Trash)
 * stands on its own, so it is never hidden.
 */
export function groupResumes(resumes: readonly VersionedResume[]): ResumeGroup[] {
  const ids = new Set(resumes.map((resume) => resume.id));
  const groups = new Map<string, ResumeGroup>();
  for (const resume of resumes) {
    if (resume.masterId && ids.has(resume.masterId)) continue;
    groups.set(resume.id, { resume, variants: [] });
  }
  for (const resume of resumes) {
    if (resume.masterId) groups.get(resume.masterId)?.variants.push(resume);
  }
  return [...groups.values()];
}
