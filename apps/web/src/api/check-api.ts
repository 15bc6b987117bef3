import { type CheckReportPayload, type CheckRequest, checkReportSchema } from "@vitae/schema";
import { api } from "./client";

/** The resume check of docs/check.md; the answer is parsed with the shared schema. */
export const checkApi = {
  /** POST /resume/{id}/check: checks the saved resume's PDF, and matches the job description when one is given. */
  run: async (id: string, jobDescription?: string): Promise<CheckReportPayload> => {
    const body: CheckRequest = jobDescription?.trim() ? { jobDescription } : {};
    return checkReportSchema.parse(await api.post<unknown>(`/resume/${encodeURIComponent(id)}/check`, body));
  },
};
