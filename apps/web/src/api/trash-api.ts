import { type TrashedResume, trashedResumeSchema } from "@vitae/schema";
import { api } from "./client";
import { parseResume, type VersionedResume } from "./resume-api";

/* The Trash calls of docs/resume-api.md: resumes deleted less than TRASH_RETENTION_DAYS ago. */

const trashPath = (id: string) => `/trash/${encodeURIComponent(id)}`;

export const trashApi = {
  list: async (): Promise<TrashedResume[]> => trashedResumeSchema.array().parse(await api.get<unknown>("/trash")),
  /** Back among the resumes, at its old address. */
  restore: async (id: string): Promise<VersionedResume> => parseResume(await api.post<unknown>(`${trashPath(id)}/restore`)),
  deleteForever: async (id: string): Promise<void> => {
    await api.delete(trashPath(id));
  },
};
