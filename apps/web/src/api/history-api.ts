import {
  type HistoryListVersion,
  historyListVersionSchema,
  type HistoryVersion,
  type HistoryVersionWithData,
  historyVersionSchema,
  historyVersionWithDataSchema,
  type ResumeDownload,
  resumeDownloadSchema,
  type VersionComparison,
  versionComparisonSchema,
} from "@vitae/schema";
import { api } from "./client";
import { parseResume, type VersionedResume } from "./resume-api";

/* The History calls of docs/resume-api.md. */

const versionsPath = (resumeId: string) => `/resume/${encodeURIComponent(resumeId)}/versions`;
const versionPath = (resumeId: string, versionId: string) => `${versionsPath(resumeId)}/${encodeURIComponent(versionId)}`;

export const historyApi = {
  /** Newest first, each with how often it was viewed and downloaded. */
  list: async (resumeId: string): Promise<HistoryListVersion[]> =>
    historyListVersionSchema.array().parse(await api.get<unknown>(versionsPath(resumeId))),
  get: async (resumeId: string, versionId: string): Promise<HistoryVersionWithData> =>
    historyVersionWithDataSchema.parse(await api.get<unknown>(versionPath(resumeId, versionId))),
  /** The newest downloads of the resume's PDF, each with the version it printed. */
  downloads: async (resumeId: string): Promise<ResumeDownload[]> =>
    resumeDownloadSchema.array().parse(await api.get<unknown>(`/resume/${encodeURIComponent(resumeId)}/downloads`)),
  create: async (resumeId: string, name: string): Promise<HistoryVersion> =>
    historyVersionSchema.parse(await api.post<unknown>(versionsPath(resumeId), { name })),
  /** Keeps the resume as it is now before an import into it or a change of much of it at once. */
  keepBefore: async (resumeId: string, kind: "import" | "bulk"): Promise<HistoryVersion> =>
    historyVersionSchema.parse(await api.post<unknown>(versionsPath(resumeId), { kind })),
  rename: async (resumeId: string, versionId: string, name: string): Promise<HistoryVersion> =>
    historyVersionSchema.parse(await api.patch<unknown>(versionPath(resumeId, versionId), { name })),
  remove: async (resumeId: string, versionId: string): Promise<void> => {
    await api.delete(versionPath(resumeId, versionId));
  },
  /** Makes the version current; `savedVersion` keeps what it replaced (restoring it is the undo). */
  restore: async (resumeId: string, versionId: string): Promise<{ resume: VersionedResume; savedVersion: HistoryVersion }> => {
    const body = await api.post<{ resume: unknown; savedVersion: unknown }>(`${versionPath(resumeId, versionId)}/restore`);
    return { resume: parseResume(body.resume), savedVersion: historyVersionSchema.parse(body.savedVersion) };
  },
  /** `to` may be "current", the resume as it is now. */
  compare: async (resumeId: string, from: string, to: string): Promise<VersionComparison> =>
    versionComparisonSchema.parse(
      await api.get<unknown>(`${versionsPath(resumeId)}/compare?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`),
    ),
};
